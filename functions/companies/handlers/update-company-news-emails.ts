import { updateUserProfile } from '#functions/accounts/index.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

// Settings' "Email me new jobs at companies I follow" (on unless turned off).
export const handler = apiHandler(route.updateCompanyNewsEmails, async ({ body, session }) => {
  await updateUserProfile(session.userID, { emailOnCompanyNews: body.emailOnCompanyNews });
  return {
    msg: body.emailOnCompanyNews
      ? 'We will email you new jobs at the companies you follow.'
      : 'We will not email you new jobs at the companies you follow.',
    emailOnCompanyNews: body.emailOnCompanyNews,
  };
});
