import { checkReviewable, deleteReview, listReviews } from '../reviews.js';
import { apiHandler } from '#functions/api-handler.js';
import { companyOf } from '#functions/teams/index.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import * as route from '#shared/routes.js';
import { APPLICATION_LIMITS } from '../application-limits.js';

// Deletes the caller's own review of an applicant (nobody can delete another's), then answers
// the team's reviews as they now are. Counted with the reviews written.
export const handler = apiHandler(route.deleteApplicationReview, async ({ query, session }) => {
  await enforceRateLimit(APPLICATION_LIMITS.review, { account: session.userID });
  await checkReviewable(companyOf(session.user), query.jobID, query.userID);
  await deleteReview(query.jobID, query.userID, session.userID);
  return listReviews(query.jobID, query.userID, session.userID);
});
