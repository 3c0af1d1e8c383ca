import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';
import { paginationAfter } from '#platform/dynamodb/page-cursor.js';
import { requirementsPage } from '../requirement-list.js';

// /ops/requirements: the hiring requirements, newest first, a page at a time (operators only).
export const handler = apiHandler(route.getRequirements, async ({ query }) => {
  const page = await requirementsPage(query.cursor);
  return {
    requirements: page.requirements,
    pagination: paginationAfter(page.nextCursor),
  };
});
