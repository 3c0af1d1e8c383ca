import { apiHandler } from '#functions/api-handler.js';
import { opsQueuePage } from '#functions/flows/ops-queue.js';
import * as route from '#shared/routes.js';
import { paginationAfter } from '#platform/dynamodb/page-cursor.js';

// The console's queue (/ops/queue): open reports and held jobs, newest first, with what each is.
export const handler = apiHandler(route.getOpsQueue, async ({ query }) => {
  const { items, nextCursor } = await opsQueuePage(query.cursor);
  return { items, pagination: paginationAfter(nextCursor) };
});
