import { apiHandler } from '#functions/api-handler.js';
import { reportTarget } from '#functions/flows/reporting.js';
import { TRUST_MSG } from '#shared/schemas/trust.js';
import * as route from '#shared/routes.js';

// A signed-in user reports a job, a company, a message of their conversations or (an employer)
// a candidate to the operators: 404 for what they cannot see, 409 for a second open report, 429
// past the hourly allowance.
export const handler = apiHandler(route.report, async ({ body, session }) => {
  await reportTarget(session.user, body);
  return { msg: TRUST_MSG.reported };
});
