// Team reviews (scorecards) on an applicant's detail: the caller's own review (a rating and
// notes; Save, and Delete once written) and every member's review, newest change first. Never
// shown to the candidate (docs/product/applications.md).
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import {
  REVIEW_NOTES_MAX,
  REVIEW_RATINGS,
  REVIEW_RATING_LABELS,
  reviewSummaryText,
  type Review,
  type ReviewRating,
} from '#shared/schemas/reviews.js';
import { Button } from '@/components/button';
import { TitledSection } from '@/components/titled-section';
import { formatDateTime } from '@/lib/job-display';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useApplicationReviews } from '../api/application-reviews';

const RATING_BADGES: Record<ReviewRating, string> = {
  'strong-no': 'text-bg-danger',
  no: 'text-bg-warning',
  yes: 'text-bg-success',
  'strong-yes': 'text-bg-primary',
};

interface OwnReviewFormProps {
  mine: Review | undefined;
  save: (rating: ReviewRating, notes: string) => Promise<void>;
  remove: () => Promise<void>;
}

/** The caller's own review; remounted (key) when it changes, so it starts from what is stored. */
function OwnReviewForm({ mine, save, remove }: OwnReviewFormProps) {
  const [rating, setRating] = useState<ReviewRating | undefined>(mine?.rating);
  const [notes, setNotes] = useState(mine?.notes ?? '');
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const notesID = useId();
  const ratingLabelID = useId();

  const run = async (action: 'save' | 'delete') => {
    setBusy(action);
    try {
      if (action === 'save') await save(rating!, notes);
      else await remove();
      notifySuccess(action === 'save' ? 'Review saved' : 'Review deleted');
    } catch (failure) {
      notifyFailure(failure);
      setBusy(null);
    }
  };

  return (
    <form
      className="border rounded p-3 mb-3"
      aria-label="Your review"
      onSubmit={(event) => {
        event.preventDefault();
        void run('save');
      }}
    >
      <h3 className="h6" id={ratingLabelID}>
        Your review
      </h3>
      <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-labelledby={ratingLabelID}>
        {REVIEW_RATINGS.map((value) => (
          <Button
            key={value}
            color={rating === value ? 'primary' : 'outline'}
            size="sm"
            aria-pressed={rating === value}
            onClick={() => setRating(value)}
          >
            {REVIEW_RATING_LABELS[value]}
          </Button>
        ))}
      </div>
      <Form.Group className="mb-3" controlId={notesID}>
        <Form.Label>Notes</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          maxLength={REVIEW_NOTES_MAX}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
        <Form.Text>{`${notes.length} / ${REVIEW_NOTES_MAX.toLocaleString('en-US')} characters`}</Form.Text>
      </Form.Group>
      <div className="d-flex gap-2">
        <Button type="submit" size="sm" disabled={!rating || busy !== null}>
          {busy === 'save' ? 'Saving…' : 'Save'}
        </Button>
        {mine ? (
          <Button color="outline-error" size="sm" disabled={busy !== null} onClick={() => void run('delete')}>
            {busy === 'delete' ? 'Deleting…' : 'Delete'}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

export function TeamReviews({ jobID, userID }: { jobID: string; userID: string }) {
  const { data, error, isLoading, mutate, save, remove } = useApplicationReviews(jobID, userID);
  const mine = data?.reviews.find((review) => review.mine);

  return (
    <TitledSection titleId="team-reviews-title" title="Team reviews" titleClassName="h5 mb-1">
      <p className="text-body-secondary small mb-3">Seen by your team only, never by the candidate.</p>
      {isLoading ? (
        <div className="text-center py-3" role="status">
          <Spinner animation="border" variant="primary" size="sm" aria-hidden="true" />
          <span className="visually-hidden">Loading the team's reviews</span>
        </div>
      ) : !data ? (
        <div className="d-flex flex-wrap align-items-center gap-2" role="alert">
          <span>{error?.msg ?? 'The reviews could not be loaded.'}</span>
          <Button color="outline" size="sm" onClick={() => void mutate()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <OwnReviewForm key={mine?.updatedAt ?? 'none'} mine={mine} save={save} remove={remove} />
          {data.reviews.length === 0 ? (
            <p className="text-body-secondary mb-0">No reviews yet</p>
          ) : (
            <>
              <p className="fw-medium mb-2">{reviewSummaryText(data.summary)}</p>
              <ul className="list-unstyled team-review-list mb-0">
                {data.reviews.map((review) => (
                  <li key={`${review.reviewerName}-${review.createdAt}`}>
                    <p className="mb-1">
                      <span className="fw-medium">
                        {review.mine ? `${review.reviewerName} (you)` : review.reviewerName}
                      </span>{' '}
                      <span className={`badge ${RATING_BADGES[review.rating]}`}>
                        {REVIEW_RATING_LABELS[review.rating]}
                      </span>
                      <span className="text-body-secondary small">
                        {' '}
                        · <time dateTime={review.updatedAt}>{formatDateTime(review.updatedAt)}</time>
                      </span>
                    </p>
                    {review.notes ? <p className="mb-0 text-break team-review-notes">{review.notes}</p> : null}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </TitledSection>
  );
}
