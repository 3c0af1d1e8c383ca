import { apiHandler } from '#functions/api-handler.js';
import { auditPage } from '#functions/trust/index.js';
import * as route from '#shared/routes.js';
import { paginationAfter } from '#platform/dynamodb/page-cursor.js';

// The console's audit log (/ops/audit): every operator action, newest first.
export const handler = apiHandler(route.getOpsAudit, async ({ query }) => {
  const { entries, nextCursor } = await auditPage(query.cursor);
  return { entries, pagination: paginationAfter(nextCursor) };
});
