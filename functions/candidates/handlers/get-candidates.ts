import { countCandidateView, MSG_SOURCING_LIMIT } from '../candidate-access.js';
import { searchCandidates } from '../candidates.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

// Sourcing: employers only (route table); one GSI3 Query per page. Each candidate a page
// lists, with their email, counts against the employer's daily allowance of candidate views,
// as opening a profile does: sourcing pages cannot be used to harvest emails past it.
export const handler = apiHandler(route.getCandidates, async ({ query, session }) => {
  const page = await searchCandidates(query);
  await countCandidateView(session.userID, new Date(), { views: page.candidates.length, msg: MSG_SOURCING_LIMIT });
  return page;
});
