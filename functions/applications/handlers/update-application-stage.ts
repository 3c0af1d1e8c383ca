import { MSG_APPLICATION_NOT_FOUND } from '#shared/schemas/applications.js';
import { historyOf, memberAsMover } from '../application-items.js';
import { moveApplication } from '../stage-moves.js';
import { apiHandler } from '#functions/api-handler.js';
import { getJob } from '#functions/jobs/index.js';
import { companyOf } from '#functions/teams/index.js';
import { followUpStageMove } from '#functions/flows/stage-move-follow-up.js';
import { notFound } from '#platform/errors.js';
import { countEvent } from '#platform/observability/metrics.js';
import { siteLink } from '#platform/http/site-link.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import * as route from '#shared/routes.js';
import { APPLICATION_LIMITS } from '../application-limits.js';

// Moves an application of one of the caller's company's jobs to another stage (see applications.ts);
// 404 alike for a missing job and another company's.
// Limited per member and per application (rate-limits.ts). What follows the move
// (followUpStageMove): a rejection cancels the application's open interviews, and the
// candidate's email, when stage-emails.ts lets it go, has the message the employer edited for
// a rejection, else the company's template.
export const handler = apiHandler(route.updateApplicationStage, async ({ body, session }) => {
  await enforceRateLimit(APPLICATION_LIMITS.stage, { account: session.userID });
  const job = await getJob(body.jobID, { consistent: true });
  // Another company's job is answered as a missing one: its existence is not told.
  if (!job || job.companyID !== companyOf(session.user)) throw notFound(MSG_APPLICATION_NOT_FOUND);
  // Counted once the application is known to be the company's: nobody else can use up its moves.
  await enforceRateLimit(APPLICATION_LIMITS.stageApplication, { account: `${body.jobID}#${body.userID}` });
  const change = await moveApplication(job, body.userID, body.stage, memberAsMover(session.user), {
    rejectionReason: body.rejectionReason,
    email: { message: body.message },
  });
  if (change.changed) countEvent('stageChange');
  await followUpStageMove(job, change, body.stage, siteLink);
  const { application } = change;
  return {
    application: {
      jobID: application.jobID,
      userID: application.userID,
      stage: body.stage,
      history: historyOf(application),
    },
  };
});
