// Job applications and their stages (docs/data-model.md, patterns 8, 9 and 14; the rules:
// docs/product/applications.md). One item per candidate and job,
//   PK JOB#<jobID> / SK APPLICATION#<candidateID>   (pattern 8: the job's applicants)
//   GSI1 CANDIDATE#<candidateID> / APPLICATION#<createdAt>   (pattern 9: the candidate's applications)
// holding the contact details given, the stage and its history, and the job's title and
// company as they were (My applications still names a job its employer deleted).
// Applying writes it in ONE transaction with its two notifications, so an application is
// either all there or not at all; its condition (no application yet, or for applying again one
// still withdrawn) makes "apply once" hold under concurrency. The job's applicant count follows
// in a write of its own (changeApplicantCount), so that applications to one job never collide. Every stage change is conditioned on the stage it was read in, so two moves at
// once cannot both apply to the same state.
import { applicationRefusal, canApplyFrom } from '#shared/remote-fit/who-can-apply.js';
import { MSG } from '#shared/messages.js';
import { appLinks } from '#shared/web-paths.js';
import type { z } from 'zod/mini';
import type { jobApplicationBody } from '#shared/schemas/jobs.js';
import {
  CANDIDATE_STAGE_LABELS,
  MSG_APPLICATION_NOT_FOUND,
  MSG_APPLICATION_WITHDRAWN,
  MSG_NOT_WITHDRAWABLE,
  MSG_REJECTION_REASON_REQUIRED,
  STAGES_TOLD_TO_CANDIDATE,
  WITHDRAWABLE_STAGES,
  type ApplicationStage,
  type ApplicationStatus,
  type EmployerStage,
  type MyApplication,
  type RejectionReason,
} from '#shared/schemas/applications.js';
import { checkAnswers } from '#shared/schemas/screening.js';
import { badRequest, conflict, forbidden, notFound, serviceUnavailable, ValidationError } from '#platform/errors.js';
import { logger } from '#platform/observability/logger.js';
import { mapInBatches } from '#platform/async/in-batches.js';
import { withRetries } from '#platform/async/retry.js';
import { batchGetItems } from '#platform/dynamodb/batch-get.js';
import { jobContact } from '#functions/teams/companies.js';
import { changeApplicantCount, getJob, jobKey, type JobItem } from '#functions/jobs/jobs.js';
import { decodePageCursor, encodePageCursor } from '#platform/dynamodb/page-cursor.js';
import { readPage, type PageOfItems } from '#platform/dynamodb/cursor-pages.js';
import { queryItems } from '#platform/dynamodb/query-items.js';
import { notificationRef, notificationWrites } from '#functions/notifications/notifications.js';
import { collidedWithAnotherWrite, conditionFailedAt } from '#platform/dynamodb/transactions.js';
import type { UserProfile } from '#platform/auth/users.js';
import {
  APPLICATION_PREFIX,
  applicationKey,
  autoRejectFields,
  NO_AUTO_REJECT,
  historyEntry,
  historyOf,
  jobApplicationsQuery,
  stageOf,
  type ApplicationItem,
  type Mover,
} from './application-items.js';
import { getItem, transact, type TransactItem } from '#platform/dynamodb/table.js';
import { applied, appliedAgain, moved, recordInsights } from './job-insights.js';
import { setFields } from '#platform/dynamodb/expressions.js';
import { decideStageEmail, messageFor, stageEmailWrite } from './stage-emails.js';

export type JobApplicationInput = z.output<typeof jobApplicationBody>;

export const MSG_JOB_NOT_OPEN = 'This job is no longer open.';
export const MSG_JOB_NOT_ACCEPTING = 'This job is no longer accepting applications.';

/** The job a candidate may see or apply to: open, else 404 (closed and missing look the same). */
export async function getOpenJob(jobID: string, msg = MSG_JOB_NOT_OPEN): Promise<JobItem> {
  return openJobOnly(await getJob(jobID, { consistent: true }), msg);
}

/** getOpenJob's check of a job item already read. */
export function openJobOnly(job: JobItem | undefined, msg = MSG_JOB_NOT_OPEN): JobItem {
  if (!job || !job.active) throw notFound(msg);
  return job;
}

/**
 * A withdrawn application made again: the new details and stage New, an "Applied again" entry
 * added to its history, and the employer's new notification added to the ones kept (account
 * deletion rewords them all). Conditioned on it still being withdrawn.
 */
function applicationMadeAgain(previous: ApplicationItem, next: ApplicationItem, at: Date): TransactItem {
  const { firstName, lastName, email, emailConfirmed, country, phoneNo, createdAt, GSI1SK, jobTitle, companyName } =
    next;
  const fields = {
    firstName,
    lastName,
    email,
    emailConfirmed,
    country,
    phoneNo,
    createdAt,
    GSI1SK,
    jobTitle,
    companyName,
    answers: next.answers ?? [],
    unmetRequirements: next.unmetRequirements ?? [],
    ...(next.autoRejectAt ? { autoRejectAt: next.autoRejectAt, GSI2PK: next.GSI2PK, GSI2SK: next.GSI2SK } : {}),
  };
  const { set, names, values } = setFields(fields);
  return {
    Update: {
      Key: applicationKey(previous.jobID, previous.userID),
      UpdateExpression:
        [
          `SET ${set}`,
          'stage = :new, updatedAt = :createdAt',
          'history = list_append(if_not_exists(history, :before), :entry)',
          'employerNotifications = list_append(if_not_exists(employerNotifications, :none), :notice)',
        ].join(', ') + (next.autoRejectAt ? '' : ` ${NO_AUTO_REJECT}`),
      ConditionExpression: 'stage = :withdrawn',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: {
        ...values,
        ':new': 'new',
        ':withdrawn': 'withdrawn',
        ':before': previous.history ?? historyOf(previous),
        ':entry': [historyEntry('new', at, { name: `${firstName} ${lastName}` }, 'applied-again')],
        ':none': [],
        ':notice': next.employerNotifications ?? [],
      },
    },
  };
}

// An application's transaction holds only items of its own (the application, two new
// notifications): the job's applicant count and the unread counts, which every application to
// a popular job or employer would share, are not in it (changeApplicantCount; the unread
// index). A collision can only come from the same candidate's other request: a few tries do.
const BACKOFF_CAP_MS = 100;
const APPLY_ATTEMPTS = 3;

/**
 * Applies once to an open job. 409 MSG.alreadyApplied when this candidate has applied
 * before and not withdrawn (also when ten requests race: one wins, the others see its item);
 * 404 when the job is closed or gone. A withdrawn application is made again (applicationMadeAgain).
 * Transactions that only collided with other writes are tried again.
 */
export async function applyToJob(
  candidate: UserProfile,
  input: JobApplicationInput,
  options: { deadline?: number; now?: () => Date } = {},
): Promise<void> {
  const now = options.now ?? (() => new Date());
  const deadline = options.deadline ?? Date.now() + 8000;
  const job = await getOpenJob(input.jobID, MSG_JOB_NOT_ACCEPTING);
  // Who can apply is the job's: the candidate's profile country, whatever the form says.
  if (!canApplyFrom(job.applicantCountries, candidate.country))
    throw forbidden(applicationRefusal(job.applicantCountries ?? []));
  // The answers, against the job's questions as they are now.
  const screening = checkAnswers(job.screeningQuestions ?? [], input.answers);
  if (!screening.ok)
    throw new ValidationError(
      screening.msg,
      screening.questionID ? { [`answers.${screening.questionID}`]: screening.msg } : {},
    );
  const applicantName = `${input.firstName} ${input.lastName}`;
  const contactID = await jobContact(job);

  const apply = async () => {
    const at = now();
    const createdAt = at.toISOString();
    const employerNotification = notificationWrites(
      {
        userID: contactID,
        kind: 'application-received',
        title: 'New application',
        body: `${applicantName} applied to ${job.jobTitle}.`,
        link: appLinks.employerJob(job.jobID),
      },
      at,
    );
    const item: ApplicationItem = {
      ...applicationKey(job.jobID, candidate.userID),
      GSI1PK: candidateApplicationsPK(candidate.userID),
      GSI1SK: `${APPLICATION_PREFIX}${createdAt}`,
      jobID: job.jobID,
      userID: candidate.userID,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      emailConfirmed: input.email.toLowerCase() === candidate.email.toLowerCase(),
      country: input.country,
      phoneNo: input.phoneNo,
      createdAt,
      stage: 'new',
      history: [historyEntry('new', at, { name: applicantName })],
      jobTitle: job.jobTitle,
      companyName: job.companyName ?? '',
      employerNotifications: [notificationRef(employerNotification)],
      ...(screening.answers.length > 0 ? { answers: screening.answers } : {}),
      ...(screening.unmetRequirements.length > 0 ? { unmetRequirements: screening.unmetRequirements } : {}),
      // A member's move within the hour wins: any move removes the pending rejection.
      ...(screening.unmetRequirements.length > 0 && job.rejectWhenUnqualified
        ? autoRejectFields(new Date(at.getTime() + AUTO_REJECT_AFTER_MS).toISOString(), job.jobID, candidate.userID)
        : {}),
    };
    const rest: TransactItem[] = [
      ...employerNotification,
      ...notificationWrites(
        {
          userID: candidate.userID,
          kind: 'application-sent',
          title: 'Application received',
          body: `Your application for ${job.jobTitle}${job.companyName ? ` at ${job.companyName}` : ''} was sent.`,
          link: MY_APPLICATIONS_LINK,
        },
        at,
      ),
    ];
    const newApplication: TransactItem = {
      Put: {
        Item: { ...item, entity: 'APPLICATION' },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    };
    try {
      await transact([newApplication, ...rest]);
      return applied(at);
    } catch (error) {
      if (!conditionFailedAt(error, 0)) throw error;
    }
    // There is an application: only a withdrawn one may be made again, keeping its history.
    const previous = await getApplication(job.jobID, candidate.userID);
    if (!previous || stageOf(previous) !== 'withdrawn') throw conflict(MSG.alreadyApplied);
    try {
      await transact([applicationMadeAgain(previous, item, at), ...rest]);
    } catch (error) {
      if (conditionFailedAt(error, 0)) throw conflict(MSG.alreadyApplied);
      throw error;
    }
    return appliedAgain();
  };
  const insights = await withRetries(apply, {
    // The transaction writes only this candidate's application and two new notifications: it
    // collides only with the same candidate's other request (a double click), once or twice.
    retryable: collidedWithAnotherWrite,
    maxAttempts: APPLY_ATTEMPTS,
    capMs: BACKOFF_CAP_MS,
    deadline,
    giveUp: (error) => {
      logger.warn('Application kept colliding with other writes', { jobID: job.jobID, error });
      return serviceUnavailable();
    },
  });
  await Promise.all([changeApplicantCount(job.jobID, 1), recordInsights(job.jobID, insights)]);
}

/** How long after applying an application that misses a requirement is rejected, when the job says so. */
export const AUTO_REJECT_AFTER_MS = 60 * 60 * 1000;

/** Where in the app a candidate follows their applications. */
export const MY_APPLICATIONS_LINK = appLinks.myApplications();

const candidateApplicationsPK = (candidateID: string) => `CANDIDATE#${candidateID}`;

export async function getApplication(jobID: string, candidateID: string): Promise<ApplicationItem | undefined> {
  const { Item } = await getItem({ Key: applicationKey(jobID, candidateID), ConsistentRead: true });
  return Item as ApplicationItem | undefined;
}

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
    const tell = (STAGES_TOLD_TO_CANDIDATE as readonly string[]).includes(stage);
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
  const candidateName = `${candidate.firstName} ${candidate.lastName}`;
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
            body: `${item.firstName} ${item.lastName} withdrew their application to ${job.jobTitle}.`,
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
    await transact([withdrawal, ...(job && notice ? notice : [])]);
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

/**
 * After its job was deleted (jobs.ts deleteJob): each application is marked, so its
 * candidate's list says the job is gone, and the candidates still in the running are told, in
 * one transaction per application, a few at once. Bounded by the job's applications; a call cut
 * short leaves the rest unmarked, and the list still shows them as removed (their job is gone).
 */
export async function tellApplicantsJobRemoved(job: JobItem, now = () => new Date()): Promise<number> {
  const items = (await queryItems({
    ...jobApplicationsQuery(job.jobID),
    ConsistentRead: true,
  })) as unknown as ApplicationItem[];
  const tell = async (item: ApplicationItem): Promise<boolean> => {
    const open = !['withdrawn', 'rejected'].includes(stageOf(item));
    try {
      await transact([
        {
          Update: {
            Key: applicationKey(job.jobID, item.userID),
            UpdateExpression: 'SET jobRemoved = :true',
            // Marked once: a call run again tells nobody twice.
            ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(jobRemoved)',
            ExpressionAttributeValues: { ':true': true },
          },
        },
        ...(open
          ? notificationWrites(
              {
                userID: item.userID,
                kind: 'job-removed',
                title: 'Job no longer available',
                body: `${job.jobTitle} is no longer available`,
                link: MY_APPLICATIONS_LINK,
              },
              now(),
            )
          : []),
      ]);
      return open;
    } catch (error) {
      if (conditionFailedAt(error, 0)) return false;
      throw error;
    }
  };
  const told = await mapInBatches(items, tell);
  return told.filter(Boolean).length;
}

// ---- The candidate's own applications ---------------------------------------------------

type MyApplicationsKey = { PK: string; SK: string; GSI1PK: string; GSI1SK: string };
const MSG_BAD_CURSOR = 'This list has changed. Please reload the page.';

/** My applications: newest first (pattern 9), a page at a time, each with where it stands. */
export async function listMyApplications(
  candidateID: string,
  page: number,
  cursor?: string,
): Promise<{ applications: MyApplication[]; pagination: PageOfItems['pagination'] }> {
  const gsi1pk = candidateApplicationsPK(candidateID);
  const query = {
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :application)',
    ExpressionAttributeValues: { ':pk': gsi1pk, ':application': APPLICATION_PREFIX },
    ScanIndexForward: false,
  };
  const keyOf = (item: Record<string, unknown>): MyApplicationsKey => ({
    PK: String(item.PK),
    SK: String(item.SK),
    GSI1PK: String(item.GSI1PK),
    GSI1SK: String(item.GSI1SK),
  });
  const { items, pagination } = await readPage({
    query,
    keysOnlyQuery: { ...query, ProjectionExpression: 'PK, SK, GSI1PK, GSI1SK' },
    page,
    cursor,
    keyOf,
    // The page it is for and the application's job and list position.
    encodeCursor: (key, next) => encodePageCursor({ p: next, k: [key.PK, key.GSI1SK] }),
    decodeCursor: (text, expected) =>
      decodePageCursor(
        text,
        (position) => {
          const { p, k } = (position ?? {}) as { p?: unknown; k?: unknown };
          const [pk, sk] = Array.isArray(k) ? (k as unknown[]) : [];
          // Only a key of the caller's own list: never a way into another candidate's.
          if (
            p !== expected ||
            typeof pk !== 'string' ||
            typeof sk !== 'string' ||
            !/^JOB#[0-9a-f-]{36}$/.test(pk) ||
            !sk.startsWith(APPLICATION_PREFIX)
          )
            return undefined;
          return { PK: pk, SK: `${APPLICATION_PREFIX}${candidateID}`, GSI1PK: gsi1pk, GSI1SK: sk };
        },
        MSG_BAD_CURSOR,
      ),
  });
  const applications = items as unknown as ApplicationItem[];
  // Where each job stands now: one BatchGetItem of at most a page of jobs.
  const jobs = (await batchGetItems(applications.map((item) => jobKey(item.jobID)))) as (JobItem | undefined)[];
  return {
    applications: applications.map((item, index) => {
      const job = jobs[index];
      return {
        jobID: item.jobID,
        jobTitle: job?.jobTitle ?? item.jobTitle ?? 'A job that was removed',
        companyName: job?.companyName ?? item.companyName ?? '',
        stage: stageOf(item),
        createdAt: item.createdAt,
        jobClosed: Boolean(job && !job.active),
        jobRemoved: Boolean(item.jobRemoved || !job),
      };
    }),
    pagination,
  };
}

/** Where the candidate stands with each of `jobIDs` (at most a page): one BatchGetItem. */
export async function applicationStatuses(
  candidateID: string,
  jobIDs: readonly string[],
): Promise<ApplicationStatus[]> {
  const items = (await batchGetItems(jobIDs.map((jobID) => applicationKey(jobID, candidateID)))) as (
    ApplicationItem | undefined
  )[];
  return items.filter((item): item is ApplicationItem => item !== undefined).map(toStatus);
}

export const toStatus = (item: ApplicationItem): ApplicationStatus => ({
  jobID: item.jobID,
  stage: stageOf(item),
  createdAt: item.createdAt,
});
