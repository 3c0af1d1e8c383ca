// Scorecards: each company member's review of an applicant, and the summary of a team's
// reviews the Applications card shows and sorts by (docs/product/applications.md).
import * as z from 'zod/mini';
import { id, trimmed, withThousands } from './common.js';

/** The ratings, from the worst to the best. */
export const REVIEW_RATINGS = ['strong-no', 'no', 'yes', 'strong-yes'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

export const REVIEW_RATING_LABELS: Record<ReviewRating, string> = {
  'strong-no': 'Strong no',
  no: 'No',
  yes: 'Yes',
  'strong-yes': 'Strong yes',
};

export const REVIEW_NOTES_MAX = 2000;

/** How many of the team's reviews gave each rating. */
export const reviewSummarySchema = z.object({
  'strong-no': z.number(),
  no: z.number(),
  yes: z.number(),
  'strong-yes': z.number(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const NO_REVIEWS: ReviewSummary = { 'strong-no': 0, no: 0, yes: 0, 'strong-yes': 0 };

/** The summary of some reviews' ratings. */
export const summariseRatings = (ratings: readonly ReviewRating[]): ReviewSummary =>
  ratings.reduce((summary, rating) => ({ ...summary, [rating]: summary[rating] + 1 }), NO_REVIEWS);

export const reviewCount = (summary: ReviewSummary): number =>
  REVIEW_RATINGS.reduce((total, rating) => total + summary[rating], 0);

/** "2 Yes, 1 Strong yes": the ratings given, worst first; "No reviews" without any. */
export function reviewSummaryText(summary: ReviewSummary): string {
  const parts = REVIEW_RATINGS.filter((rating) => summary[rating] > 0).map(
    (rating) => `${summary[rating]} ${REVIEW_RATING_LABELS[rating]}`,
  );
  return parts.length > 0 ? parts.join(', ') : 'No reviews';
}

/** What each rating weighs in the sort: a Strong yes outweighs a Yes, a No cancels a Yes. */
const RATING_WEIGHTS: Record<ReviewRating, number> = { 'strong-no': -2, no: -1, yes: 1, 'strong-yes': 2 };

/**
 * Orders two applicants by their reviews, best first: the higher average weight, then more
 * reviews (the same average from more people); applicants nobody reviewed come last.
 */
export function compareReviewSummaries(a: ReviewSummary, b: ReviewSummary): number {
  const countA = reviewCount(a);
  const countB = reviewCount(b);
  if (countA === 0 || countB === 0) return Number(countA === 0) - Number(countB === 0);
  return reviewAverage(b) - reviewAverage(a) || countB - countA;
}

/** The average weight of the reviews, from -2 (all Strong no) to 2 (all Strong yes); 0 without any. */
export function reviewAverage(summary: ReviewSummary): number {
  const count = reviewCount(summary);
  if (count === 0) return 0;
  return REVIEW_RATINGS.reduce((total, rating) => total + summary[rating] * RATING_WEIGHTS[rating], 0) / count;
}

/** The weight furthest from zero a review can have: averages lie within plus or minus this. */
export const RATING_WEIGHT_MAX = 2;

/** One member's review of one applicant, as the team sees it. */
export const reviewSchema = z.object({
  /** The reviewer's name; "Former member" once their account is deleted. */
  reviewerName: z.string(),
  /** The caller's own review (the one they may change or delete). */
  mine: z.boolean(),
  rating: z.enum(REVIEW_RATINGS),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Names one application: the job and its candidate. */
export const applicationReviewsQuery = z.strictObject({ jobID: id('jobID'), userID: id('userID') });

export const saveApplicationReviewBody = z.strictObject({
  jobID: id('jobID'),
  userID: id('userID'),
  rating: z.enum(REVIEW_RATINGS, { error: `rating must be one of ${REVIEW_RATINGS.join(', ')}` }),
  notes: z._default(
    trimmed(
      'Notes must be text',
      z.maxLength(REVIEW_NOTES_MAX, `Notes must be at most ${withThousands(REVIEW_NOTES_MAX)} characters`),
    ),
    '',
  ),
});

/** The team's reviews of one applicant, newest change first, and their summary. */
export const applicationReviewsResponse = z.object({
  reviews: z.array(reviewSchema),
  summary: reviewSummarySchema,
});
