import { apiHandler } from '#functions/api-handler.js';
import { companyRenameOf, queueCompanyRename } from '#functions/jobs/index.js';
import { companyOf, updateCompany, publicUserWithPhoto } from '#functions/teams/index.js';
import * as route from '#shared/routes.js';

// /edit-company: the company's name, size, (optional) country and public profile, which any
// member may change. The jobs carry the company name and page address candidates see: their renaming is queued and done
// in the background (jobs/company-rename.ts), since a company may have thousands of jobs.
// Queued on every save, so a save whose queueing failed is healed by the next.
export const handler = apiHandler(route.updateCompanyBio, async ({ body, session }) => {
  const companyID = companyOf(session.user);
  const company = await updateCompany(companyID, body);
  await queueCompanyRename(companyRenameOf(company));
  return { user: await publicUserWithPhoto(session.user, company) };
});
