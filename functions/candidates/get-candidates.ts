import { searchCandidates } from '#commons/data/candidates.js';
import { apiHandler } from '#commons/http/api-handler.js';
import * as route from '#shared/routes.js';

// Sourcing: employers only (route table); one GSI3 Query per page.
export const handler = apiHandler(route.getCandidates, async ({ query }) => searchCandidates(query));
