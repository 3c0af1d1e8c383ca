// Scorecards: each company member's review of an applicant (docs/data-model.md, pattern 29;
// the rules: docs/product/applications.md). One item per member and application, in the job's
// partition beside the application,
//   PK JOB#<jobID> / SK REVIEW#<candidateID>#<memberID>   (one Query per applicant)
//   GSI1 REVIEWER#<memberID> / <jobID>#<candidateID>     (a member's reviews, for their account's deletion)
// and the count of each rating on the application item, changed in the same transaction as
// the review, so the Applications card reads no more than the applications. Each write is
// conditioned on the rating read (or on there being no review yet), so the counts follow the
// reviews exactly whatever writes run at once.
import { MSG_APPLICATION_NOT_FOUND } from '#shared/schemas/applications.js';
import { summariseRatings, type Review, type ReviewRating, type ReviewSummary } from '#shared/schemas/reviews.js';
import { conflict, notFound } from '#platform/errors.js';
import { mapInBatches } from '#platform/async/in-batches.js';
import { withRetries } from '#platform/async/retry.js';
import { batchWrite } from '#platform/dynamodb/batch-write.js';
import { queryItems } from '#platform/dynamodb/query-items.js';
import { collidedWithAnotherWrite, conditionFailed, conditionFailedAt } from '#platform/dynamodb/transactions.js';
import { getItem, transact, updateItem, type TransactItem } from '#platform/dynamodb/table.js';
import { getCompanyJob } from '#functions/jobs/index.js';
import {
  applicationKey,
  FORMER_MEMBER,
  REVIEW_COUNT_ATTRIBUTES,
  type ApplicationItem,
  type Mover,
} from './application-items.js';
import { applicantListWrites, applicantPlace } from './applicant-lists.js';
import { getApplication } from './applications.js';

export const MSG_NO_REVIEW = 'You have not reviewed this applicant.';

const REVIEW_PREFIX = 'REVIEW#';
const REVIEWER_PREFIX = 'REVIEWER#';
/** More reviews of one applicant than any team writes: the Query's bound. */
const MAX_REVIEWS_READ = 500;

export const reviewKey = (jobID: string, candidateID: string, memberID: string) => ({
  PK: `JOB#${jobID}`,
  SK: `${REVIEW_PREFIX}${candidateID}#${memberID}`,
});

/** The stored review. */
export interface ReviewItem {
  PK: string;
  SK: string;
  /** Removed once the reviewer's account is deleted (their name with it). */
  GSI1PK?: string;
  GSI1SK?: string;
  jobID: string;
  candidateID: string;
  reviewerID: string;
  reviewerName: string;
  rating: ReviewRating;
  notes: string;
  createdAt: string;
  updatedAt: string;
}

/** The Query of the reviews of one applicant, or with no candidate, of every applicant of the job. */
export const reviewsQuery = (jobID: string, candidateID = '') => ({
  KeyConditionExpression: 'PK = :pk AND begins_with(SK, :review)',
  ExpressionAttributeValues: {
    ':pk': `JOB#${jobID}`,
    ':review': candidateID ? `${REVIEW_PREFIX}${candidateID}#` : REVIEW_PREFIX,
  },
});

/**
 * Checks that the team of `companyID` may review this application: its job is the company's
 * (another company's job is a 404, as a missing one) and the application is there, its
 * candidate's account not deleted.
 */
export async function checkReviewable(companyID: string, jobID: string, candidateID: string): Promise<void> {
  const [, application] = await Promise.all([getCompanyJob(jobID, companyID), getApplication(jobID, candidateID)]);
  if (!application || application.candidateDeleted || application.jobRemoved) throw notFound(MSG_APPLICATION_NOT_FOUND);
}

/** The team's reviews of one applicant, newest change first, with the summary of their ratings. */
export async function listReviews(
  jobID: string,
  candidateID: string,
  callerID: string,
): Promise<{ reviews: Review[]; summary: ReviewSummary }> {
  const items = (await queryItems(
    { ...reviewsQuery(jobID, candidateID), ConsistentRead: true },
    { limit: MAX_REVIEWS_READ },
  )) as unknown as ReviewItem[];
  const reviews = items
    .map((item) => ({
      reviewerName: item.reviewerName,
      mine: item.reviewerID === callerID,
      rating: item.rating,
      notes: item.notes,
      createdAt: item.createdAt,
      updatedAt: item.updatedAt,
    }))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return { reviews, summary: summariseRatings(reviews.map((review) => review.rating)) };
}

async function getReview(jobID: string, candidateID: string, memberID: string): Promise<ReviewItem | undefined> {
  const { Item } = await getItem({ Key: reviewKey(jobID, candidateID, memberID), ConsistentRead: true });
  return Item as ReviewItem | undefined;
}

/**
 * The application's side of a review's write: its counts moved from the rating the review had
 * to the one it gets (either may be none), and its entries in the best-reviewed lists with
 * them, on condition that the application is as read (its counts and stage: the lists' order
 * is computed from them) and still one the team may review (not anonymised by its candidate's
 * deletion, its job not deleted).
 */
function applicationCountChange(
  application: ApplicationItem,
  from: ReviewRating | undefined,
  to: ReviewRating | undefined,
): TransactItem[] {
  const Key = applicationKey(application.jobID, application.userID);
  const stillReviewable =
    'attribute_exists(PK) AND attribute_not_exists(candidateDeleted) AND attribute_not_exists(jobRemoved)';
  if (from === to) return [{ ConditionCheck: { Key, ConditionExpression: stillReviewable } }];
  const changes = [...(from ? [{ rating: from, delta: -1 }] : []), ...(to ? [{ rating: to, delta: 1 }] : [])];
  const counts = Object.values(REVIEW_COUNT_ATTRIBUTES);
  const asRead = counts.map((name, index) =>
    application[name] === undefined ? `attribute_not_exists(#read${index})` : `#read${index} = :read${index}`,
  );
  const after = { ...application };
  for (const { rating, delta } of changes)
    after[REVIEW_COUNT_ATTRIBUTES[rating]] = (application[REVIEW_COUNT_ATTRIBUTES[rating]] ?? 0) + delta;
  return [
    {
      Update: {
        Key,
        UpdateExpression: `ADD ${changes.map((_, index) => `#count${index} :delta${index}`).join(', ')}`,
        ConditionExpression: [
          stillReviewable,
          ...asRead,
          application.stage ? 'stage = :stage' : 'attribute_not_exists(stage)',
        ].join(' AND '),
        ExpressionAttributeNames: {
          ...Object.fromEntries(
            changes.map(({ rating }, index) => [`#count${index}`, REVIEW_COUNT_ATTRIBUTES[rating]]),
          ),
          ...Object.fromEntries(counts.map((name, index) => [`#read${index}`, name])),
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(changes.map(({ delta }, index) => [`:delta${index}`, delta])),
          ...Object.fromEntries(
            counts.flatMap((name, index) =>
              application[name] === undefined ? [] : [[`:read${index}`, application[name]]],
            ),
          ),
          ...(application.stage ? { ':stage': application.stage } : {}),
        },
      },
    },
    ...applicantListWrites(applicantPlace(application), applicantPlace(after)),
  ];
}

/** The condition that the review is as read: absent, or with the rating it had. */
const stillAsRead = (previous: ReviewItem | undefined) =>
  previous
    ? { ConditionExpression: 'rating = :read', ExpressionAttributeValues: { ':read': previous.rating } }
    : { ConditionExpression: 'attribute_not_exists(PK)' };

/**
 * Runs a review's write again when another write got in between its reads and its
 * transaction: another review of the same applicant, or a move of the application.
 */
const retryingRaces = (write: () => Promise<void>) =>
  withRetries(write, {
    retryable: (error) => conditionFailedAt(error, 0) || conditionFailedAt(error, 1) || collidedWithAnotherWrite(error),
    maxAttempts: 4,
    capMs: 200,
    giveUp: () => conflict('This review was changed at the same time. Please try again.'),
  });

/** The application as the team may review it now; 404 once it is gone for the team. */
async function reviewableApplication(jobID: string, candidateID: string): Promise<ApplicationItem> {
  const application = await getApplication(jobID, candidateID);
  if (!application || application.candidateDeleted || application.jobRemoved) throw notFound(MSG_APPLICATION_NOT_FOUND);
  return application;
}

/**
 * Writes the reviewer's review of the applicant (the application is already known to be of the
 * caller's company's job), or changes their own: one transaction with the application's counts.
 */
export async function saveReview(
  jobID: string,
  candidateID: string,
  reviewer: Required<Mover>,
  review: { rating: ReviewRating; notes: string },
  now = () => new Date(),
): Promise<void> {
  await retryingRaces(async () => {
    const [previous, application] = await Promise.all([
      getReview(jobID, candidateID, reviewer.userID),
      reviewableApplication(jobID, candidateID),
    ]);
    const at = now().toISOString();
    const item: ReviewItem = {
      ...reviewKey(jobID, candidateID, reviewer.userID),
      GSI1PK: `${REVIEWER_PREFIX}${reviewer.userID}`,
      GSI1SK: `${jobID}#${candidateID}`,
      jobID,
      candidateID,
      reviewerID: reviewer.userID,
      reviewerName: reviewer.name,
      rating: review.rating,
      notes: review.notes,
      createdAt: previous?.createdAt ?? at,
      updatedAt: at,
    };
    await transact([
      { Put: { Item: { ...item, entity: 'REVIEW' }, ...stillAsRead(previous) } },
      ...applicationCountChange(application, previous?.rating, review.rating),
    ]);
  });
}

/** Deletes the member's own review of the applicant, and its count. 404 when they have none. */
export async function deleteReview(jobID: string, candidateID: string, memberID: string): Promise<void> {
  await retryingRaces(async () => {
    const [previous, application] = await Promise.all([
      getReview(jobID, candidateID, memberID),
      reviewableApplication(jobID, candidateID),
    ]);
    if (!previous) throw notFound(MSG_NO_REVIEW);
    await transact([
      { Delete: { Key: reviewKey(jobID, candidateID, memberID), ...stillAsRead(previous) } },
      ...applicationCountChange(application, previous.rating, undefined),
    ]);
  });
}

/**
 * A deleted member's reviews stay with the team, their name replaced by "Former member" and
 * their GSI1 keys removed, so a run cut short finds only those left. Bounded by their reviews.
 */
export async function anonymiseReviewer(memberID: string): Promise<number> {
  const keys = await queryItems({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': `${REVIEWER_PREFIX}${memberID}` },
    ProjectionExpression: 'PK, SK',
  });
  await mapInBatches(keys, async ({ PK, SK }) => {
    try {
      await updateItem({
        Key: { PK, SK },
        UpdateExpression: 'SET reviewerName = :former REMOVE GSI1PK, GSI1SK',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':former': FORMER_MEMBER },
      });
    } catch (error) {
      // Deleted meanwhile (its candidate's account was deleted): nothing to rename.
      if (!conditionFailed(error)) throw error;
    }
  });
  return keys.length;
}

/**
 * The team's reviews of one applicant (a candidate whose account is deleted), or of every
 * applicant of a job (a deleted job): notes about people go with what they were about.
 */
export async function deleteReviewsOf(jobID: string, candidateID?: string): Promise<void> {
  const keys = await queryItems({
    ...reviewsQuery(jobID, candidateID),
    ProjectionExpression: 'PK, SK',
    ConsistentRead: true,
  });
  if (keys.length > 0) await batchWrite(keys.map(({ PK, SK }) => ({ DeleteRequest: { Key: { PK, SK } } })));
}
