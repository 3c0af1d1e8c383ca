// Job applications and their stages (docs/data-model.md, patterns 8, 9 and 14; the rules:
// docs/product/applications.md). One item per candidate and job,
//   PK JOB#<jobID> / SK APPLICATION#<candidateID>   (pattern 8: the job's applicants)
//   GSI1 CANDIDATE#<candidateID> / APPLICATION#<createdAt>   (pattern 9: the candidate's applications)
// holding the contact details given, the stage and its history, and the job's title and
// company as they were (My applications still names a job its employer deleted).
// Applying writes it in ONE transaction with its two notifications, so an application is
// either all there or not at all; its condition (no application yet, or for applying again one
// still withdrawn) makes "apply once" hold under concurrency. The job's applicant count follows
// in a write of its own (changeApplicantCount), so that applications to one job never collide.
// Stage moves: stage-moves.ts; the candidate's list: my-applications.ts.
import { applicationRefusal, canApplyFrom } from '#shared/remote-fit/who-can-apply.js';
import { MSG } from '#shared/messages.js';
import { appLinks } from '#shared/web-paths.js';
import type { z } from 'zod/mini';
import type { applyToJobBody } from '#shared/schemas/applications.js';
import { checkAnswers } from '#shared/schemas/screening.js';
import { conflict, forbidden, notFound, serviceUnavailable, ValidationError } from '#platform/errors.js';
import { logger } from '#platform/observability/logger.js';
import { mapInBatches } from '#platform/async/in-batches.js';
import { withRetries } from '#platform/async/retry.js';
import { type UserProfile, fullName } from '#functions/accounts/index.js';
import { changeApplicantCount, getJob, isFindable, type JobItem } from '#functions/jobs/index.js';
import { notificationRef, notificationWrites } from '#functions/notifications/index.js';
import { jobContact } from '#functions/teams/index.js';
import { queryItems } from '#platform/dynamodb/query-items.js';
import { collidedWithAnotherWrite, conditionFailedAt } from '#platform/dynamodb/transactions.js';
import {
  APPLICATION_PREFIX,
  applicationKey,
  candidateApplicationsPK,
  autoRejectFields,
  NO_AUTO_REJECT,
  historyEntry,
  historyOf,
  jobApplicationsQuery,
  stageOf,
  type ApplicationItem,
} from './application-items.js';
import { getItem, transact, type TransactItem } from '#platform/dynamodb/table.js';
import { applied, appliedAgain, recordInsights } from './job-insights.js';
import { applicantListWrites, applicantPlace } from './applicant-lists.js';
import { setFields } from '#platform/dynamodb/expressions.js';

export type ApplyToJobInput = z.output<typeof applyToJobBody>;

export const MSG_JOB_NOT_OPEN = 'This job is no longer open.';
export const MSG_JOB_NOT_ACCEPTING = 'This job is no longer accepting applications.';

/** The job a candidate may see or apply to: open, else 404 (closed and missing look the same). */
export async function getOpenJob(jobID: string, msg = MSG_JOB_NOT_OPEN): Promise<JobItem> {
  return openJobOnly(await getJob(jobID, { consistent: true }), msg);
}

/** getOpenJob's check of a job item already read: a held or removed job takes no application either. */
export function openJobOnly(job: JobItem | undefined, msg = MSG_JOB_NOT_OPEN): JobItem {
  if (!isFindable(job)) throw notFound(msg);
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
        ':entry': [historyEntry('new', at, { name: fullName({ firstName, lastName }) }, 'applied-again')],
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
  input: ApplyToJobInput,
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
  const applicantName = fullName(input);
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
      await transact([newApplication, ...rest, ...applicantListWrites(undefined, applicantPlace(item))]);
      return applied(at, item);
    } catch (error) {
      if (!conditionFailedAt(error, 0)) throw error;
    }
    // There is an application: only a withdrawn one may be made again, keeping its history.
    const previous = await getApplication(job.jobID, candidate.userID);
    if (!previous || stageOf(previous) !== 'withdrawn') throw conflict(MSG.alreadyApplied);
    // As applicationMadeAgain leaves it: the new details and answers, the reviews kept.
    const madeAgain = { ...previous, ...item, unmetRequirements: item.unmetRequirements ?? [] };
    try {
      await transact([
        applicationMadeAgain(previous, item, at),
        ...rest,
        ...applicantListWrites(applicantPlace(previous), applicantPlace(madeAgain)),
      ]);
    } catch (error) {
      if (conditionFailedAt(error, 0)) throw conflict(MSG.alreadyApplied);
      throw error;
    }
    return appliedAgain(previous, madeAgain);
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

export async function getApplication(jobID: string, candidateID: string): Promise<ApplicationItem | undefined> {
  const { Item } = await getItem({ Key: applicationKey(jobID, candidateID), ConsistentRead: true });
  return Item as ApplicationItem | undefined;
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
