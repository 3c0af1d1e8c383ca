import { collectMyData } from '../my-data.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';
import { PRIVACY_LIMITS } from '../privacy-limits.js';

// Everything stored about the caller (privacy/my-data.ts). Counted per account: an export
// reads the whole account (for an employer, the company's jobs and applications).
export const handler = apiHandler(route.exportMyData, async ({ session }) => {
  await enforceRateLimit(PRIVACY_LIMITS.export, { account: session.user.userID });
  return collectMyData(session.user);
});
