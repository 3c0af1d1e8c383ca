import { companyOf } from '../companies.js';
import { getEmailTemplates } from '../email-templates.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

// The company bio's Email templates and the rejection dialog: the caller's company's
// templates, the defaults until a member saves them.
export const handler = apiHandler(route.getEmailTemplates, async ({ session }) => ({
  templates: await getEmailTemplates(companyOf(session.user)),
}));
