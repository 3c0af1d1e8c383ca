import { searchCandidates } from '#commons/data/candidates.js';
import { apiHandler } from '#commons/http/api-handler.js';

// Sourcing: employers only (route table); one GSI3 Query per page.
export const handler = apiHandler('getCandidates', async ({ query }) => searchCandidates(query));
