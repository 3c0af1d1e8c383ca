// Stage moves of an application (docs/product/applications.md; docs/data-model.md, pattern 8):
// the company's moves (a member, several at once, the automatic rejection) and the candidate's
// withdrawal. Every move is conditioned on the stage it was read in, so two moves at once
// cannot both apply to the same state; the loser reads again and retries from the new stage.
import { appLinks } from '#shared/web-paths.js';
import {
  CANDIDATE_STAGE_LABELS,
  MSG_APPLICATION_NOT_FOUND,
  MSG_APPLICATION_WITHDRAWN,
  MSG_NOT_WITHDRAWABLE,
  MSG_REJECTION_REASON_REQUIRED,
  toldToCandidate,
  WITHDRAWABLE_STAGES,
  type ApplicationStage,
  type EmployerStage,
  type RejectionReason,
} from '#shared/schemas/applications.js';
import { badRequest, conflict, notFound, serviceUnavailable } from '#platform/errors.js';
import { withRetries } from '#platform/async/retry.js';
import { type UserProfile, fullName } from '#functions/accounts/index.js';
import { changeApplicantCount, getJob, type JobItem } from '#functions/jobs/index.js';
import { notificationRef, notificationWrites } from '#functions/notifications/index.js';
import { jobContact } from '#functions/teams/index.js';
import { collidedWithAnotherWrite, conditionFailedAt } from '#platform/dynamodb/transactions.js';
import {
  applicationKey,
  NO_AUTO_REJECT,
  historyEntry,
  historyOf,
  stageOf,
  type ApplicationItem,
  type Mover,
} from './application-items.js';
import { transact, type TransactItem } from '#platform/dynamodb/table.js';
import { moved, recordInsights } from './job-insights.js';
import { applicantListWrites, applicantPlace } from './applicant-lists.js';
import { decideStageEmail, messageFor, stageEmailWrite } from './stage-emails.js';
import { getApplication, MY_APPLICATIONS_LINK } from './applications.js';

/** The condition that the application is still in the stage it was read in. */
function stillIn(item: ApplicationItem): { ConditionExpression: string; values: Record<string, unknown> } {
  return item.stage
    ? { ConditionExpression: 'attribute_exists(PK) AND stage = :from', values: { ':from': item.stage } }
    : { ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(stage)', values: {} };
}

/**
 * The update that moves `item` to `stage`, appending to its history (and `alsoSet`, more SET
 * assignments; `alsoRemove`, more attributes removed); refused if it moved meanwhile. Any move
 * ends a pending automatic rejection; the automatic rejection itself is refused unless still
 * pending (`dueAt`).
 */
function stageUpdate(
  item: ApplicationItem,
  stage: ApplicationStage,
  at: Date,
  mover: Mover,
  options: {
    alsoSet?: string;
    alsoRemove?: string;
    alsoCondition?: string;
    values?: Record<string, unknown>;
    dueAt?: string;
  } = {},
): TransactItem {
  const condition = stillIn(item);
  const conditions = [
    condition.ConditionExpression,
    ...(options.dueAt ? ['autoRejectAt = :dueAt'] : []),
    ...(options.alsoCondition ? [options.alsoCondition] : []),
  ];
  return {
    Update: {
      Key: applicationKey(item.jobID, item.userID),
      UpdateExpression: [
        'SET stage = :to, updatedAt = :at, history = list_append(if_not_exists(history, :none), :entry)',
        ...(options.alsoSet ? [`, ${options.alsoSet}`] : []),
        ` ${NO_AUTO_REJECT}`,
        ...(options.alsoRemove ? [`, ${options.alsoRemove}`] : []),
      ].join(''),
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeValues: {
        ...condition.values,
        ...options.values,
        ...(options.dueAt ? { ':dueAt': options.dueAt } : {}),
        ':to': stage,
        ':at': at.toISOString(),
        ':none': [],
        ':entry': [historyEntry(stage, at, mover)],
      },
    },
  };
}

export interface StageChange {
  application: ApplicationItem;
  /** False when the application already was in that stage (nothing written). */
  changed: boolean;
  /** The candidate is to be emailed about this move now, with this text if the employer wrote one (stage-emails.ts). */
  email?: { message?: string };
}

export interface MoveOptions {
  now?: () => Date;
  /** Set by the automatic rejection: the move happens only while that rejection is still pending. */
  automaticRejectionDueAt?: string;
  /** Required for a move to Rejected: kept on the application for the company alone. */
  rejectionReason?: RejectionReason;
  /**
   * The candidate hears of this move by email, when stage-emails.ts says so, with the employer's
   * text if any. Absent: a move the candidate made happen (a confirmed interview) emails nothing.
   */
  email?: { message?: string };
}

/**
 * Moves an application of `job` (already checked to be the caller's) to `stage`. 404 for no
 * application, 409 for a withdrawn one, 400 for a rejection without its reason. A move to
 * Rejected keeps the reason on the application; a move out of it drops it (the decision was
 * undone). A move the candidate hears about writes their notification in the same
 * transaction. When another move got in first, reads again and retries from the new stage.
 */
export async function moveApplication(
  job: JobItem,
  candidateID: string,
  stage: EmployerStage,
  mover: Mover,
  options: MoveOptions = {},
): Promise<StageChange> {
  const now = options.now ?? (() => new Date());
  const dueAt = options.automaticRejectionDueAt;
  const rejectionReason = stage === 'rejected' ? options.rejectionReason : undefined;
  if (stage === 'rejected' && !rejectionReason) throw badRequest(MSG_REJECTION_REASON_REQUIRED);
  const move = async (): Promise<StageChange & { insights?: Record<string, number> }> => {
    const item = await getApplication(job.jobID, candidateID);
    if (!item || item.jobRemoved) throw notFound(MSG_APPLICATION_NOT_FOUND);
    if (stageOf(item) === 'withdrawn') throw conflict(MSG_APPLICATION_WITHDRAWN);
    // An automatic rejection no longer pending: a member (or the candidate) moved it first.
    if (dueAt !== undefined && item.autoRejectAt !== dueAt) return { application: item, changed: false };
    if (stageOf(item) === stage) return { application: item, changed: false };
    const at = now();
    const tell = toldToCandidate(stage);
    const company = job.companyName ? ` at ${job.companyName}` : '';
    const message = options.email && messageFor(options.email.message, job, item);
    const emailDecision = options.email ? decideStageEmail(item, stage, at) : undefined;
    const email = emailDecision && stageEmailWrite(item, stage, at, emailDecision, message);
    await transact([
      stageUpdate(item, stage, at, mover, {
        dueAt,
        // The company's first move is kept: the job's insights time it.
        alsoSet: [
          'firstMovedAt = if_not_exists(firstMovedAt, :at)',
          ...(rejectionReason ? ['rejectionReason = :reason'] : []),
          ...(email?.set ?? []),
        ].join(', '),
        alsoRemove:
          [...(!rejectionReason && item.rejectionReason ? ['rejectionReason'] : []), ...(email?.remove ?? [])].join(
            ', ',
          ) || undefined,
        alsoCondition: email?.condition,
        values: { ...(rejectionReason ? { ':reason': rejectionReason } : {}), ...email?.values },
      }),
      ...(tell
        ? notificationWrites(
            {
              userID: candidateID,
              kind: 'application-stage',
              title: `Application update: ${CANDIDATE_STAGE_LABELS[stage]}`,
              body: `Your application for ${job.jobTitle}${company} is now: ${CANDIDATE_STAGE_LABELS[stage]}.`,
              link: MY_APPLICATIONS_LINK,
            },
            at,
          )
        : []),
      ...applicantListWrites(applicantPlace(item), applicantPlace({ ...item, stage })),
    ]);
    const { rejectionReason: _previous, ...rest } = item;
    return {
      application: {
        ...rest,
        stage,
        ...(rejectionReason ? { rejectionReason } : {}),
        history: [...historyOf(item), historyEntry(stage, at, mover)],
      },
      changed: true,
      ...(emailDecision === 'send' ? { email: message ? { message } : {} } : {}),
      insights: moved(item, stage, at, { byCompany: true, rejectionReason }),
    };
  };
  const { insights, ...change } = await withRetries(move, {
    // The stage changed between our read and our write (or the write collided): read again.
    retryable: (error) => conditionFailedAt(error, 0) || collidedWithAnotherWrite(error),
    maxAttempts: 4,
    capMs: 200,
    giveUp: () => conflict('This application was changed at the same time. Please try again.'),
  });
  if (insights) await recordInsights(job.jobID, insights);
  return change;
}

/**
 * The candidate withdraws their application: it and the owner's notice in one transaction,
 * then the job's applicant count drops. 404 for no application, 409 when already withdrawn.
 */
export async function withdrawApplication(
  candidate: UserProfile,
  jobID: string,
  now = () => new Date(),
): Promise<void> {
  const candidateName = fullName(candidate);
  const withdraw = async () => {
    const item = await getApplication(jobID, candidate.userID);
    if (!item) throw notFound(MSG_APPLICATION_NOT_FOUND);
    if (stageOf(item) === 'withdrawn') throw conflict(MSG_APPLICATION_WITHDRAWN);
    if (!(WITHDRAWABLE_STAGES as readonly string[]).includes(stageOf(item))) throw conflict(MSG_NOT_WITHDRAWABLE);
    const job = item.jobRemoved ? undefined : await getJob(jobID, { consistent: true });
    const contactID = job ? await jobContact(job) : undefined;
    const at = now();
    const notice = job
      ? notificationWrites(
          {
            userID: contactID!,
            kind: 'application-withdrawn',
            title: 'Application withdrawn',
            body: `${fullName(item)} withdrew their application to ${job.jobTitle}.`,
            link: appLinks.employerJob(job.jobID),
          },
          at,
        )
      : undefined;
    // The notice is kept with the application, so that deleting the account can take the name out of it.
    const withdrawal = stageUpdate(
      item,
      'withdrawn',
      at,
      { name: candidateName },
      notice
        ? {
            alsoSet: 'employerNotifications = list_append(if_not_exists(employerNotifications, :none), :notice)',
            values: { ':notice': [notificationRef(notice)] },
          }
        : {},
    );
    await transact([
      withdrawal,
      ...(job && notice ? notice : []),
      ...applicantListWrites(applicantPlace(item), applicantPlace({ ...item, stage: 'withdrawn' })),
    ]);
    return { job, insights: moved(item, 'withdrawn', at, { byCompany: false }) };
  };
  const { job, insights } = await withRetries(withdraw, {
    // Moved between our read and our write: read again.
    retryable: (error) => conditionFailedAt(error, 0) || collidedWithAnotherWrite(error),
    maxAttempts: 4,
    capMs: 200,
    giveUp: () => serviceUnavailable(),
  });
  if (job) await Promise.all([changeApplicantCount(job.jobID, -1), recordInsights(job.jobID, insights)]);
}
