// A job's standing with the marketplace's team, as its own company sees it
// (docs/product/trust-and-safety.md): held for review ("Under review": out of search, its page
// showing nothing of it, still editable) or removed ("Removed": gone for good, no Edit, Open or
// Close), each with why in plain words. Written out on the page, not in a tooltip, so that
// phones show it too.
import { TRUST_MSG, type JobReview } from '#shared/schemas/trust.js';
import { formatDate } from '@/lib/job-display';

const BADGE_LABELS: Record<JobReview['state'], string> = { 'under-review': 'Under review', removed: 'Removed' };

/** Whether the team removed the job: its company can no longer edit, open or close it. */
export const isRemoved = (job: { review?: JobReview }) => job.review?.state === 'removed';

export function JobReviewBadge({ review }: { review: JobReview }) {
  return <span className={`job-review-badge is-${review.state}`}>{BADGE_LABELS[review.state]}</span>;
}

function Reasons({ review, className }: { review: JobReview; className: string }) {
  if (review.reasons.length === 0) return null;
  return (
    <ul className={className} aria-label={`Why it is ${BADGE_LABELS[review.state].toLowerCase()}`}>
      {review.reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}

/** In a row of the jobs table, under the job's title: the badge and the reasons. */
export function JobReviewLine({ review }: { review: JobReview }) {
  return (
    <div className="job-review-line">
      <JobReviewBadge review={review} />
      <Reasons review={review} className="job-review-reasons" />
    </div>
  );
}

/** At the top of the job's own page: what happened, since when, why, and what the company can still do. */
export function JobReviewNotice({ review }: { review: JobReview }) {
  const removed = review.state === 'removed';
  return (
    <section className={`job-review-notice is-${review.state}`} aria-labelledby="job-review-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id="job-review-title" className="h5 mb-0">
          {removed ? TRUST_MSG.jobWasRemoved : TRUST_MSG.jobUnderReview}
        </h2>
        <JobReviewBadge review={review} />
      </div>
      <p className="mb-2">
        {removed
          ? `Our team removed it on ${formatDate(review.since)}.`
          : `Since ${formatDate(review.since)}, candidates cannot find it or read its page until our team has checked it. You can still edit it.`}
      </p>
      <Reasons review={review} className="job-review-notice-reasons mb-0" />
    </section>
  );
}
