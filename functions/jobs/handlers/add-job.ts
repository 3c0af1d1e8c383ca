import { apiHandler } from '#functions/api-handler.js';
import { companyOf, getCompany, TEAM_MSG } from '#functions/teams/index.js';
import { toPublicJob } from '../jobs.js';
import { createJob } from '../job-writes.js';
import { queueCompanyRename } from '../company-rename.js';
import { logger } from '#platform/observability/logger.js';
import { forbidden } from '#platform/errors.js';
import { countEvent } from '#platform/observability/metrics.js';
import * as route from '#shared/routes.js';

/** Posts a new open job of the caller's company, recording who posted it. */
export const handler = apiHandler(route.addJob, async ({ body, session }) => {
  const company = await getCompany(companyOf(session.user));
  if (!company) throw forbidden(TEAM_MSG.notMember);
  const job = await createJob(session.user, company, body);
  countEvent('jobPosted');
  // Its followers hear of it in the background; a failure to queue costs them the news, not the post.
  await queueCompanyRename({ kind: 'followerNews', companyID: company.companyID, jobID: job.jobID }).catch(
    (error: unknown) => logger.warn('follower news not queued', { error: error as Error, jobID: job.jobID }),
  );
  return { job: toPublicJob(job, { forCompany: true }) };
});
