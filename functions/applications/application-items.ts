// The application item as stored, and what reads of it derive (docs/data-model.md, pattern 8).
// Apart from applications.ts so that job reads (jobs.ts) can use it without a cycle.
import type {
  ApplicationStage,
  EmployerStage,
  RejectionReason,
  StageHistoryEntry,
} from '#shared/schemas/applications.js';
import type { Job } from '#shared/schemas/jobs.js';
import type { ScreeningAnswer } from '#shared/schemas/screening.js';
import { REVIEW_RATINGS, type ReviewRating, type ReviewSummary } from '#shared/schemas/reviews.js';
import { type NotificationRef } from '#functions/notifications/index.js';
import { fullName } from '#functions/accounts/index.js';

export const APPLICATION_PREFIX = 'APPLICATION#';

/** One candidate's application to one job: in the job's partition. */
export const applicationKey = (jobID: string, candidateID: string) => ({
  PK: `JOB#${jobID}`,
  SK: `${APPLICATION_PREFIX}${candidateID}`,
});

/** The GSI1 partition of one candidate's applications (pattern 9). */
export const candidateApplicationsPK = (candidateID: string) => `CANDIDATE#${candidateID}`;

/** The Query of every application to one job (pattern 8). */
export const jobApplicationsQuery = (jobID: string) => ({
  KeyConditionExpression: 'PK = :pk AND begins_with(SK, :application)',
  ExpressionAttributeValues: { ':pk': `JOB#${jobID}`, ':application': APPLICATION_PREFIX },
});

export type Applicant = NonNullable<Job['applicants']>[number];

/** The stored application item. */
export interface ApplicationItem {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  jobID: string;
  userID: string;
  firstName: string;
  lastName: string;
  email: string;
  /**
   * Whether `email` is the account's confirmed email. The form lets the candidate type
   * another; the employer is told so (absent on applications made before this was kept).
   */
  emailConfirmed?: boolean;
  country: string;
  phoneNo: string;
  createdAt: string;
  /** Absent on applications made before stages existed: those are `new`. */
  stage?: ApplicationStage;
  history?: StoredHistoryEntry[];
  /** Why the company rejected it, while it is rejected: the company's alone, never the candidate's screens. */
  rejectionReason?: RejectionReason;
  /** The job as it was when applying (absent on applications made before stages existed). */
  jobTitle?: string;
  companyName?: string;
  /** Set when the employer deleted the job: the candidate's list says so. */
  jobRemoved?: boolean;
  /** Set when the candidate deleted their account: the application is anonymised. */
  candidateDeleted?: boolean;
  /**
   * The notifications about this application that name the candidate to the employer (new
   * application, withdrawal): deleting the candidate's account takes the name out of them.
   */
  employerNotifications?: NotificationRef[];
  /** When the company first moved it (a member or the automatic rejection): the insights time it. */
  firstMovedAt?: string;
  /** The answers to the job's screening questions, with each question as it was asked. */
  answers?: ScreeningAnswer[];
  /** The questions whose requirement the answers missed (none: absent or empty). */
  unmetRequirements?: string[];
  /**
   * While an automatic rejection is pending (automatic-rejections.ts): when it is due, and the
   * sparse index entry the scheduled run finds it by. Any move of the application removes them.
   */
  autoRejectAt?: string;
  GSI2PK?: string;
  GSI2SK?: string;
  /**
   * The candidate's stage emails (stage-emails.ts): when the last one went and for which stage,
   * and the one held back while the last is recent, with the sparse GSI3 entry the scheduled run
   * finds it by (pattern 36).
   */
  stageEmailedAt?: string;
  stageEmailed?: EmployerStage;
  heldStageEmail?: { stage: EmployerStage; message?: string };
  GSI3PK?: string;
  GSI3SK?: string;
  /** The team's reviews per rating (REVIEW_COUNT_ATTRIBUTES), kept with each review's write. */
  strongNoReviews?: number;
  noReviews?: number;
  yesReviews?: number;
  strongYesReviews?: number;
}

/** The index partition of the pending automatic rejections (docs/data-model.md, pattern 28). */
export const AUTO_REJECT_PK = 'AUTOREJECT';

/** The fields that schedule an application's automatic rejection at `dueAt`. */
export const autoRejectFields = (dueAt: string, jobID: string, candidateID: string) => ({
  autoRejectAt: dueAt,
  GSI2PK: AUTO_REJECT_PK,
  GSI2SK: `${dueAt}#${jobID}#${candidateID}`,
});

/** The clause that takes a pending automatic rejection off an application. */
export const NO_AUTO_REJECT = 'REMOVE autoRejectAt, GSI2PK, GSI2SK';

/**
 * The application's attribute that counts each rating of the team's reviews (reviews.ts):
 * one number each, since an ADD cannot reach into a map the item does not have yet.
 */
export const REVIEW_COUNT_ATTRIBUTES = {
  'strong-no': 'strongNoReviews',
  no: 'noReviews',
  yes: 'yesReviews',
  'strong-yes': 'strongYesReviews',
} as const satisfies Record<ReviewRating, keyof ApplicationItem>;

/** The summary of the team's reviews, as counted on the application (none before the first review). */
export const reviewSummaryOf = (item: ApplicationItem): ReviewSummary =>
  Object.fromEntries(
    REVIEW_RATINGS.map((rating) => [rating, item[REVIEW_COUNT_ATTRIBUTES[rating]] ?? 0]),
  ) as ReviewSummary;

export const stageOf = (item: Pick<ApplicationItem, 'stage'>): ApplicationStage => item.stage ?? 'new';

/** Who made a change, as the history shows it; a company member's id is kept to rename them after their deletion. */
export interface Mover {
  name: string;
  userID?: string;
}

/** A company member as the history and the reviews name them. */
export const memberAsMover = (user: { userID: string; firstName?: string; lastName?: string }): Required<Mover> => ({
  name: `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim(),
  userID: user.userID,
});

/** How a deleted company member reads where their name stood (jobs' Posted by, stage histories). */
export const FORMER_MEMBER = 'Former member';

export const historyEntry = (
  stage: ApplicationStage,
  at: Date,
  mover: Mover,
  event?: StageHistoryEntry['event'],
): StoredHistoryEntry => ({
  stage,
  at: at.toISOString(),
  by: mover.name,
  ...(mover.userID ? { byID: mover.userID } : {}),
  ...(event ? { event } : {}),
});

/** A history entry as stored: the mover's id is kept for their account's deletion, never shown. */
export type StoredHistoryEntry = StageHistoryEntry & { byID?: string };

/** The history as shown: applications made before stages existed start with their application. */
export function historyOf(item: ApplicationItem): StageHistoryEntry[] {
  const history: StoredHistoryEntry[] = item.history ?? [{ stage: 'new', at: item.createdAt, by: fullName(item) }];
  return history.map(({ byID: _hidden, ...entry }) => entry);
}

/** An application as the company's lists show it. */
export function toApplicant(item: ApplicationItem): Applicant {
  return {
    userID: item.userID,
    firstName: item.firstName ?? '',
    lastName: item.lastName ?? '',
    email: item.email ?? '',
    ...(item.emailConfirmed === undefined ? {} : { emailConfirmed: item.emailConfirmed }),
    createdAt: item.createdAt ?? '',
    stage: stageOf(item),
    ...(item.rejectionReason ? { rejectionReason: item.rejectionReason } : {}),
    history: historyOf(item),
    ...(item.answers?.length ? { answers: item.answers } : {}),
    ...(item.unmetRequirements?.length ? { unmetRequirements: item.unmetRequirements } : {}),
    ...(item.autoRejectAt ? { autoRejectAt: item.autoRejectAt } : {}),
    reviewSummary: reviewSummaryOf(item),
  };
}
