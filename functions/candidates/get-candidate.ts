import { toCandidateDetail } from '#commons/data/candidates.js';
import { userKey, type UserProfile } from '#commons/data/users.js';
import { apiHandler } from '#commons/http/api-handler.js';
import * as route from '#shared/routes.js';

// One candidate's profile for employers; the profile is read with the session (preload).
export const handler = apiHandler(
  route.getCandidate,
  async ({ preloaded }) => ({ candidate: toCandidateDetail(preloaded as UserProfile | undefined) }),
  {
    preload: ({ userID }) => userKey(userID),
  },
);
