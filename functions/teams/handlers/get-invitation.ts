import { emailStanding, INVITE_MSG, readInvitation } from '../invitations.js';
import { notFound } from '#platform/errors.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

// What /join/<token> shows before anyone acts: the company, the email, whether the link
// still works and whether the email already has an account (and if so, why it cannot join).
export const handler = apiHandler(route.getInvitation, async ({ query }) => {
  const found = await readInvitation(query.token);
  if (!found) throw notFound(INVITE_MSG.notFound);
  const { item, state } = found;
  const standing = state === 'pending' ? await emailStanding(item) : { accountExists: false };
  return {
    invitation: {
      companyName: item.companyName,
      email: item.email,
      state,
      ...standing,
    },
  };
});
