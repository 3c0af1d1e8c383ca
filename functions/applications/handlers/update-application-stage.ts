import { MSG_APPLICATION_NOT_FOUND } from '#shared/schemas/applications.js';
import { historyOf, memberAsMover } from '../application-items.js';
import { moveApplication } from '../applications.js';
import { companyOf } from '#functions/teams/companies.js';
import { cancelInterviewsOfClosed } from '#functions/interviews/closed-applications.js';
import { getJob } from '#functions/jobs/jobs.js';
import { emailStageChange } from '../application-emails.js';
import { notFound } from '#platform/errors.js';
import { countEvent } from '#platform/observability/metrics.js';
import { siteLink } from '#platform/http/site-link.js';
import { apiHandler } from '#platform/http/api-handler.js';
import * as route from '#shared/routes.js';

// Moves an application of one of the caller's company's jobs to another stage (see applications.ts);
// 404 alike for a missing job and another company's.
// The candidate's email about it is sent after the move stands (emailStageChange), with the
// message the employer edited for a rejection, else the company's template. A rejection cancels the
// application's open interviews, also when repeated (a retry after a failure finishes it).
export const handler = apiHandler(route.updateApplicationStage, async ({ body, session }) => {
  const job = await getJob(body.jobID, { consistent: true });
  // Another company's job is answered as a missing one: its existence is not told.
  if (!job || job.companyID !== companyOf(session.user)) throw notFound(MSG_APPLICATION_NOT_FOUND);
  const { application, changed } = await moveApplication(job, body.userID, body.stage, memberAsMover(session.user), {
    rejectionReason: body.rejectionReason,
  });
  if (changed) countEvent('stageChange');
  if (changed) await emailStageChange(job, application, body.stage, siteLink, body.message);
  if (body.stage === 'rejected')
    await cancelInterviewsOfClosed({ jobID: job.jobID, candidateID: body.userID }, siteLink);
  return {
    application: {
      jobID: application.jobID,
      userID: application.userID,
      stage: body.stage,
      history: historyOf(application),
    },
  };
});
