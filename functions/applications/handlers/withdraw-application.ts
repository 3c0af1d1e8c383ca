import { withdrawApplication } from '../stage-moves.js';
import { apiHandler } from '#functions/api-handler.js';
import { cancelInterviewsOfClosed } from '#functions/interviews/index.js';
import { siteLink } from '#platform/http/site-link.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import * as route from '#shared/routes.js';
import { APPLICATION_LIMITS } from '../application-limits.js';

// The candidate withdraws their application to a job (not one already decided); the employer
// is told (applications.ts). Counted per account: withdrawing and applying again in a loop
// would flood the employer with notifications. Its open interviews are cancelled (after the
// withdrawal stands, so a retry after a failure cancels what is left).
export const handler = apiHandler(route.withdrawApplication, async ({ body, session }) => {
  await enforceRateLimit(APPLICATION_LIMITS.withdraw, { account: session.userID });
  await withdrawApplication(session.user, body.jobID);
  await cancelInterviewsOfClosed({ jobID: body.jobID, candidateID: session.userID }, siteLink);
  return { msg: 'Application withdrawn' };
});
