// The team's reviews of one applicant (scorecards): GET /api/get-application-reviews, and the
// caller's own review written or deleted (each answers the reviews as they now are, which
// replace the list's data; the job's applicants are read again for the Applications card's summary).
import useSWR, { useSWRConfig } from 'swr';
import type { RouteResponse } from '#shared/routes.js';
import type { ReviewRating } from '#shared/schemas/reviews.js';
import { callApi, type ApiError } from '@/lib/api-client';

export type ApplicationReviews = RouteResponse<'getApplicationReviews'>;

export function useApplicationReviews(jobID: string, userID: string) {
  const reviews = useSWR<ApplicationReviews, ApiError>(
    ['getApplicationReviews', jobID, userID],
    ([, job, user]: [string, string, string]) =>
      callApi('getApplicationReviews', { query: { jobID: job, userID: user } }),
    { revalidateOnFocus: false },
  );
  const { mutate } = useSWRConfig();
  const changed = async (next: Promise<ApplicationReviews>) => {
    await reviews.mutate(await next, { revalidate: false });
    void mutate((key) => Array.isArray(key) && key[0] === 'getJobApplicants' && key[1] === jobID);
  };
  return {
    ...reviews,
    save: (rating: ReviewRating, notes: string) =>
      changed(callApi('saveApplicationReview', { body: { jobID, userID, rating, notes } })),
    remove: () => changed(callApi('deleteApplicationReview', { query: { jobID, userID } })),
  };
}
