import { MSG_APPLICATION_NOT_FOUND } from '#shared/schemas/applications.js';
import { memberAsMover } from '../application-items.js';
import { moveApplication } from '../stage-moves.js';
import { followUpStageMove } from '#functions/flows/stage-move-follow-up.js';
import { apiHandler } from '#functions/api-handler.js';
import { getJob } from '#functions/jobs/index.js';
import { companyOf } from '#functions/teams/index.js';
import { mapInBatches } from '#platform/async/in-batches.js';
import { HttpError, notFound } from '#platform/errors.js';
import { logger } from '#platform/observability/logger.js';
import { countEvent } from '#platform/observability/metrics.js';
import { siteLink } from '#platform/http/site-link.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { MSG } from '#shared/messages.js';
import * as route from '#shared/routes.js';
import { APPLICATION_LIMITS } from '../application-limits.js';

// Moves several applicants of one of the caller's company's jobs to one stage: each as a move of
// its own (moveApplication: conditioned on the stage it was read in, so a repeated request moves
// nobody twice), each candidate told and emailed as for a single move, a rejection's message
// filled for each; a rejection cancels the applicant's open interviews. One applicant's failure does not stop the others: the answer says who moved,
// who already was there and who failed, and why. Another company's job is a 404.
export const handler = apiHandler(route.updateApplicationStages, async ({ body, session }) => {
  await enforceRateLimit(APPLICATION_LIMITS.bulk, { account: session.userID });
  const job = await getJob(body.jobID, { consistent: true });
  if (!job || job.companyID !== companyOf(session.user)) throw notFound(MSG_APPLICATION_NOT_FOUND);
  const mover = memberAsMover(session.user);
  const outcomes = await mapInBatches(body.userIDs, async (userID) => {
    try {
      const change = await moveApplication(job, userID, body.stage, mover, {
        rejectionReason: body.rejectionReason,
        // Its placeholders filled for each candidate (stage-emails.ts).
        email: { message: body.message },
      });
      if (change.changed) countEvent('stageChange');
      await followUpStageMove(job, change, body.stage, siteLink);
      return { userID, outcome: change.changed ? ('moved' as const) : ('unchanged' as const) };
    } catch (error) {
      if (error instanceof HttpError) return { userID, outcome: 'failed' as const, msg: error.publicMessage };
      logger.error('an applicant of a bulk move failed', { jobID: job.jobID, userID, error: error as Error });
      return { userID, outcome: 'failed' as const, msg: MSG.internalError };
    }
  });
  return {
    moved: outcomes.filter((entry) => entry.outcome === 'moved').map((entry) => entry.userID),
    unchanged: outcomes.filter((entry) => entry.outcome === 'unchanged').map((entry) => entry.userID),
    failed: outcomes.flatMap((entry) => (entry.outcome === 'failed' ? [{ userID: entry.userID, msg: entry.msg }] : [])),
  };
});
