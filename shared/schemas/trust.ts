// Trust and safety (docs/product/trust-and-safety.md): what users report, what operators see
// in their console (/ops) and do about it, and what a held job, a removed job and a suspended
// company show their own company.
import * as z from 'zod/mini';
import { MSG } from '../messages.js';
import { cursorPagination, optionalFilter, trimmed } from './common.js';
import { conversationID } from './messages.js';

export const REPORT_TARGET_TYPES = ['job', 'company', 'message', 'candidate'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** The reasons of the Report dialog, in its order, with their words. */
export const REPORT_REASONS = [
  { value: 'scam', label: 'Scam or fraud' },
  { value: 'payment', label: 'Asks for payment' },
  { value: 'fake-company', label: 'Fake company' },
  { value: 'discriminatory', label: 'Discriminatory' },
  { value: 'spam', label: 'Spam' },
  { value: 'other', label: 'Other' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['value'];
export const REPORT_REASON_LABELS = Object.fromEntries(
  REPORT_REASONS.map((reason) => [reason.value, reason.label]),
) as Record<ReportReason, string>;

export const REPORT_DETAILS_MAX = 1000;
export const MODERATION_NOTE_MAX = 1000;
/** A user's reports an hour (429 after). */
export const REPORTS_PER_HOUR = 5;
/** Different users whose open reports hold a job. */
export const HOLD_REPORTERS = 3;
/** The newest open reports a queue item shows with their details. */
export const QUEUE_REPORTS_SHOWN = 5;

export const TRUST_MSG = {
  reported: 'Thanks, we will review this',
  alreadyReported: 'You already reported this',
  tooManyReports: 'You have sent 5 reports in the last hour. Please try again later.',
  conversationRequired: 'conversationID is required to report a message',
  conversationOnlyForMessages: 'conversationID is only for reporting a message',
  notFound: {
    job: 'We could not find this job.',
    company: 'We could not find this company.',
    message: 'We could not find this message.',
    candidate: 'We could not find this candidate.',
  } satisfies Record<ReportTargetType, string>,
  ownTarget: 'You cannot report your own company, jobs or messages.',
  candidateReportsEmployersOnly: 'Only employers can report a candidate profile.',
  noteRequired: 'Write a note: it is kept with the action in the audit log',
  badCursor: 'This list has changed. Please reload the page.',
  changedMeanwhile: 'This was changed at the same time. Please reload the queue and try again.',
  nothingOpen: 'There is nothing open to dismiss about this.',
  notHeld: 'This job is not held: there is nothing to release.',
  alreadyRemoved: 'This job was already removed.',
  alreadySuspended: 'This company is already suspended.',
  notSuspended: 'This company is not suspended.',
  notVerified: 'This company is not verified.',
  actionNotFor: (action: string, targetType: string) => `${action} does not apply to a ${targetType}.`,
  done: {
    dismiss: 'Dismissed: its open reports are closed.',
    release: 'Released: the job is back in search.',
    'remove-job': 'Removed: the job’s page now says it was removed.',
    'suspend-company': 'Suspended: the company’s jobs left search and its members can only read.',
    'unsuspend-company': 'Unsuspended: the company can post, edit and message again.',
    'revoke-verification': 'Verification revoked: the company no longer shows the Verified mark.',
  },
  jobRemoved: 'This job was removed by our team. It cannot be edited or reopened.',
  jobUnderReview: 'This job is under review',
  jobWasRemoved: 'This job was removed',
  companySuspended: MSG.companySuspended,
  messageWarning: 'Never pay to apply or to get equipment. Report this message',
} as const;

/** A reported message is named by its id and its conversation's (get-conversation gives both). */
const targetFields = {
  targetType: z.enum(REPORT_TARGET_TYPES, { error: 'targetType must be job, company, message or candidate' }),
  targetID: trimmed(
    'targetID is required',
    z.minLength(1, 'targetID is required'),
    z.maxLength(100, 'targetID is too long'),
    z.regex(/^[\w:.#-]+$/, 'targetID is not valid'),
  ),
  conversationID: z.optional(conversationID),
};
/** Either a message with its conversation, or something else without one. */
const conversationOnlyForMessages = <
  T extends { targetType: ReportTargetType; conversationID?: string | undefined },
>() =>
  z.refine<T>((body) => (body.targetType === 'message') === (body.conversationID !== undefined), {
    message: TRUST_MSG.conversationRequired,
    path: ['conversationID'],
  });

export const reportBody = z
  .strictObject({
    ...targetFields,
    reason: z.enum(REPORT_REASONS.map((reason) => reason.value) as [ReportReason, ...ReportReason[]], {
      error: 'Choose a reason',
    }),
    details: z._default(
      trimmed(
        'Details must be text',
        z.maxLength(REPORT_DETAILS_MAX, `Details must be at most ${REPORT_DETAILS_MAX} characters`),
      ),
      '',
    ),
  })
  .check(conversationOnlyForMessages());

export const MODERATION_ACTIONS = [
  'dismiss',
  'release',
  'remove-job',
  'suspend-company',
  'unsuspend-company',
  'revoke-verification',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The target types each action applies to. */
export const ACTION_TARGETS: Record<ModerationAction, readonly ReportTargetType[]> = {
  dismiss: REPORT_TARGET_TYPES,
  release: ['job'],
  'remove-job': ['job'],
  'suspend-company': ['company'],
  'unsuspend-company': ['company'],
  'revoke-verification': ['company'],
};

export const ACTION_LABELS: Record<ModerationAction, string> = {
  dismiss: 'Dismiss',
  release: 'Release',
  'remove-job': 'Remove job',
  'suspend-company': 'Suspend company',
  'unsuspend-company': 'Unsuspend',
  'revoke-verification': 'Revoke verification',
};

export const moderateBody = z
  .strictObject({
    action: z.enum(MODERATION_ACTIONS, { error: `action must be one of ${MODERATION_ACTIONS.join(', ')}` }),
    ...targetFields,
    note: trimmed(
      TRUST_MSG.noteRequired,
      z.minLength(1, TRUST_MSG.noteRequired),
      z.maxLength(MODERATION_NOTE_MAX, `The note must be at most ${MODERATION_NOTE_MAX} characters`),
    ),
  })
  .check(conversationOnlyForMessages())
  .check(
    z.refine((body) => ACTION_TARGETS[body.action].includes(body.targetType), {
      message: 'This action does not apply to this kind of target',
      path: ['action'],
    }),
  );

/** One open report as the console shows it. */
export const queueReportSchema = z.object({
  reason: z.enum(REPORT_REASONS.map((reason) => reason.value) as [ReportReason, ...ReportReason[]]),
  details: z.string(),
  reporterName: z.string(),
  reporterEmail: z.string(),
  createdAt: z.string(),
});

/** An item of the console's queue: a target with open reports, or a held job, with what it is. */
export const opsQueueItemSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetID: z.string(),
  conversationID: z.optional(z.string()),
  /** When it last entered the queue or was last reported: the queue's order. */
  queuedAt: z.string(),
  openReports: z.number(),
  /** How many open reports gave each reason. */
  reasons: z.record(z.string(), z.number()),
  reports: z.array(queueReportSchema),
  /** A held job: why, in plain words. */
  held: z.boolean(),
  holdReasons: z.array(z.string()),
  /** What was reported, as it is now (absent: it is gone). */
  job: z.optional(
    z.object({
      jobID: z.string(),
      jobTitle: z.string(),
      aboutRole: z.string(),
      companyID: z.string(),
      companyName: z.string(),
      active: z.boolean(),
      removed: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  message: z.optional(
    z.object({ text: z.string(), senderName: z.string(), createdAt: z.string(), jobTitle: z.string() }),
  ),
  company: z.optional(
    z.object({
      companyID: z.string(),
      companyName: z.string(),
      slug: z.optional(z.string()),
      website: z.optional(z.string()),
      verifiedDomain: z.optional(z.string()),
      suspended: z.boolean(),
      /** Messages of its members that tripped a scam signal. */
      flaggedMessages: z.number(),
    }),
  ),
  candidate: z.optional(z.object({ candidateID: z.string(), name: z.string(), about: z.string() })),
});
export type OpsQueueItem = z.infer<typeof opsQueueItemSchema>;

const pageCursor = z.strictObject({ cursor: optionalFilter('cursor', 2000) });
const pagination = z.pick(cursorPagination, { isLastPage: true, nextCursor: true });

export const getOpsQueueQuery = pageCursor;
export const getOpsQueueResponse = z.object({ items: z.array(opsQueueItemSchema), pagination });

export const auditEntrySchema = z.object({
  auditID: z.string(),
  at: z.string(),
  operatorEmail: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetID: z.string(),
  /** What the target was called then: a job's title and company, a company's name. */
  targetLabel: z.string(),
  note: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const getOpsAuditQuery = pageCursor;
export const getOpsAuditResponse = z.object({ entries: z.array(auditEntrySchema), pagination });

export const moderateResponse = z.object({ msg: z.string(), entry: auditEntrySchema });

/** A job's standing as its own company sees it in the jobs table: held, or removed by an operator. */
export const jobReviewSchema = z.object({
  state: z.enum(['under-review', 'removed']),
  /** Why, in plain words. */
  reasons: z.array(z.string()),
  since: z.string(),
});
export type JobReview = z.infer<typeof jobReviewSchema>;

/** A suspended company, as its members' banner tells it. */
export const companySuspensionSchema = z.object({ note: z.string(), since: z.string() });
