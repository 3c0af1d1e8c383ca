import { collectMyData } from '../my-data.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { apiHandler } from '#platform/http/api-handler.js';
import * as route from '#shared/routes.js';

// Everything stored about the caller (privacy/my-data.ts). Counted per account: an export
// reads the whole account (for an employer, the company's jobs and applications).
export const handler = apiHandler(route.exportMyData, async ({ session }) => {
  await enforceRateLimit('export', { account: session.user.userID });
  return collectMyData(session.user);
});
