import { renameCompanyOnJobs } from '#commons/data/jobs.js';
import { publicUserWithPhoto } from '#commons/data/photos.js';
import { updateUserProfile } from '#commons/data/users.js';
import { apiHandler } from '#commons/http/api-handler.js';
import * as route from '#shared/routes.js';

// /edit-company: the employer's company name, size and (optional) country. The jobs carry
// the company name candidates see, so the employer's jobs that show another name get the
// new one (job by job, so a call cut short is healed by the next; see jobs.ts).
export const handler = apiHandler(route.updateCompanyBio, async ({ body, session }) => {
  const profile = await updateUserProfile(session.userID, {
    companyName: body.companyName,
    companySize: body.companySize,
    country: body.country,
  });
  await renameCompanyOnJobs(session.userID, body.companyName);
  return { user: await publicUserWithPhoto(profile) };
});
