import { apiHandler } from '#functions/api-handler.js';
import { renameCompanyOnJobs } from '#functions/jobs/index.js';
import { companyOf, updateCompany, publicUserWithPhoto } from '#functions/teams/index.js';
import * as route from '#shared/routes.js';

// /edit-company: the company's name, size and (optional) country, which any member may
// change. The jobs carry the company name candidates see, so the company's jobs that show
// another name get the new one (job by job, so a call cut short is healed by the next).
export const handler = apiHandler(route.updateCompanyBio, async ({ body, session }) => {
  const companyID = companyOf(session.user);
  const company = await updateCompany(companyID, body);
  await renameCompanyOnJobs(companyID, body.companyName);
  return { user: await publicUserWithPhoto(session.user, company) };
});
