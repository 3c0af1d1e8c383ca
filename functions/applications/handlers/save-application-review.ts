import { checkReviewable, listReviews, saveReview } from '../reviews.js';
import { memberAsMover } from '../application-items.js';
import { apiHandler } from '#functions/api-handler.js';
import { companyOf } from '#functions/teams/index.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import * as route from '#shared/routes.js';
import { APPLICATION_LIMITS } from '../application-limits.js';

// Writes or changes the caller's own review of an applicant to one of their company's jobs
// (reviews.ts), then answers the team's reviews as they now are. Counted per account.
export const handler = apiHandler(route.saveApplicationReview, async ({ body, session }) => {
  await enforceRateLimit(APPLICATION_LIMITS.review, { account: session.userID });
  await checkReviewable(companyOf(session.user), body.jobID, body.userID);
  await saveReview(body.jobID, body.userID, memberAsMover(session.user), { rating: body.rating, notes: body.notes });
  return listReviews(body.jobID, body.userID, session.userID);
});
