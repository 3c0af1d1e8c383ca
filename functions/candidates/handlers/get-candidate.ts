import { countCandidateView, mayOpenCandidate } from '../candidate-access.js';
import { MSG_CANDIDATE_NOT_FOUND, toCandidateDetail } from '../candidates.js';
import { userKey, type UserProfile } from '#functions/accounts/index.js';
import { apiHandler } from '#functions/api-handler.js';
import { notFound } from '#platform/errors.js';
import * as route from '#shared/routes.js';

// One candidate's profile for employers; the profile is read with the session (preload). A
// candidate hidden from search is as unknown to the companies they did not apply to; each
// view counts towards the employer's daily limit (candidate-access.ts).
export const handler = apiHandler(
  route.getCandidate,
  async ({ preloaded, session }) => {
    const profile = preloaded as UserProfile | undefined;
    const candidate = toCandidateDetail(profile);
    if (!(await mayOpenCandidate(profile!, session.user.companyID))) throw notFound(MSG_CANDIDATE_NOT_FOUND);
    await countCandidateView(session.userID);
    return { candidate };
  },
  {
    preload: ({ userID }) => userKey(userID),
  },
);
