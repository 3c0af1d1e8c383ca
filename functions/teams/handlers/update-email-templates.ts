import { companyOf } from '../companies.js';
import { saveEmailTemplates } from '../email-templates.js';
import { apiHandler } from '#functions/api-handler.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import * as route from '#shared/routes.js';
import { TEAM_LIMITS } from '../team-limits.js';

// Any member saves the company's three email templates (the body's schema allows only the
// known placeholders). Counted per account, like the other edits a person makes by hand.
export const handler = apiHandler(route.updateEmailTemplates, async ({ body, session }) => {
  const companyID = companyOf(session.user);
  await enforceRateLimit(TEAM_LIMITS.templates, { account: session.userID });
  return { templates: await saveEmailTemplates(companyID, body) };
});
