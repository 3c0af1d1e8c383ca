import { apiHandler } from '#functions/api-handler.js';
import { tellApplicantsJobRemoved, deleteReviewsOf } from '#functions/applications/index.js';
import { cancelInterviewsOfClosed } from '#functions/interviews/index.js';
import { companyOf } from '#functions/teams/index.js';
import { siteLink } from '#platform/http/site-link.js';
import { deleteJob } from '../job-writes.js';
import * as route from '#shared/routes.js';

/**
 * Deletes one of the company's jobs with its search entries (see jobs.ts); its
 * applications stay, marked, for their candidates, who are told (applications.ts); their open
 * interviews are cancelled, and the team's reviews of its applicants deleted (notes about
 * people that nothing could read any more).
 */
export const handler = apiHandler(route.deleteJob, async ({ query, session }) => {
  const job = await deleteJob(companyOf(session.user), query.jobID);
  await tellApplicantsJobRemoved(job);
  await cancelInterviewsOfClosed({ jobID: job.jobID }, siteLink);
  await deleteReviewsOf(job.jobID);
  return { msg: 'Job successfully deleted' };
});
