import { checkReviewable, listReviews } from '../reviews.js';
import { apiHandler } from '#functions/api-handler.js';
import { companyOf } from '#functions/teams/index.js';
import * as route from '#shared/routes.js';

// The team's reviews of an applicant to one of the caller's company's jobs (reviews.ts); another
// company's job is a 404, as a missing one.
export const handler = apiHandler(route.getApplicationReviews, async ({ query, session }) => {
  await checkReviewable(companyOf(session.user), query.jobID, query.userID);
  return listReviews(query.jobID, query.userID, session.userID);
});
