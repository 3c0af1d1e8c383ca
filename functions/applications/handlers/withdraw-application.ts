import { withdrawApplication } from '../applications.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { apiHandler } from '#platform/http/api-handler.js';
import * as route from '#shared/routes.js';

// The candidate withdraws their application to a job (not one already decided); the employer
// is told (applications.ts). Counted per account: withdrawing and applying again in a loop
// would flood the employer with notifications.
export const handler = apiHandler(route.withdrawApplication, async ({ body, session }) => {
  await enforceRateLimit('withdraw', { account: session.userID });
  await withdrawApplication(session.user, body.jobID);
  return { msg: 'Application withdrawn' };
});
