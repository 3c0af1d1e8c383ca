// The summary of a team's reviews of an applicant: as counted on the application, as the
// Applications card words it, and the order its sort gives.
import { describe, expect, it } from 'vitest';
import { reviewSummaryOf, type ApplicationItem } from '#functions/applications/application-items.js';
import {
  NO_REVIEWS,
  compareReviewSummaries,
  reviewCount,
  reviewSummaryText,
  summariseRatings,
  type ReviewSummary,
} from '#shared/schemas/reviews.js';

const summary = (counts: Partial<ReviewSummary>): ReviewSummary => ({ ...NO_REVIEWS, ...counts });

describe('review summary', () => {
  it('counts each rating of some reviews', () => {
    expect(summariseRatings(['yes', 'strong-yes', 'yes', 'no'])).toEqual({
      'strong-no': 0,
      no: 1,
      yes: 2,
      'strong-yes': 1,
    });
    expect(summariseRatings([])).toEqual(NO_REVIEWS);
    expect(reviewCount(summary({ no: 2, 'strong-yes': 3 }))).toBe(5);
  });

  it('reads the counts kept on the application, none before the first review', () => {
    const application = { yesReviews: 2, strongNoReviews: 1 } as ApplicationItem;
    expect(reviewSummaryOf(application)).toEqual(summary({ yes: 2, 'strong-no': 1 }));
    expect(reviewSummaryOf({} as ApplicationItem)).toEqual(NO_REVIEWS);
  });

  it('words the ratings given, worst first, and says when there are none', () => {
    expect(reviewSummaryText(summary({ yes: 2, 'strong-yes': 1 }))).toBe('2 Yes, 1 Strong yes');
    expect(reviewSummaryText(summary({ 'strong-yes': 1, 'strong-no': 1, no: 3 }))).toBe(
      '1 Strong no, 3 No, 1 Strong yes',
    );
    expect(reviewSummaryText(NO_REVIEWS)).toBe('No reviews');
  });

  it('sorts the best reviewed first, more reviews before fewer at the same average, nobody reviewed last', () => {
    const strongYes = summary({ 'strong-yes': 1 });
    const twoYes = summary({ yes: 2 });
    const oneYes = summary({ yes: 1 });
    const mixed = summary({ yes: 1, no: 1 });
    const strongNo = summary({ 'strong-no': 2 });
    const sorted = [NO_REVIEWS, strongNo, oneYes, mixed, strongYes, twoYes].sort(compareReviewSummaries);
    expect(sorted).toEqual([strongYes, twoYes, oneYes, mixed, strongNo, NO_REVIEWS]);
    expect(compareReviewSummaries(NO_REVIEWS, NO_REVIEWS)).toBe(0);
    expect(compareReviewSummaries(NO_REVIEWS, strongNo)).toBeGreaterThan(0);
  });
});
