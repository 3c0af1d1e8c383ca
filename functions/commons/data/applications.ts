// Job applications (table-design.ts, patterns 8 and 9): one item per candidate and job,
//   PK JOB#<jobID> / SK APPLICATION#<candidateID>   (pattern 8: the job's applicants)
//   GSI1 CANDIDATE#<candidateID> / APPLICATION#<createdAt>   (pattern 9: the candidate's applications)
// written in ONE transaction with the job's applicantCount (condition: the job exists and is
// open) and the two notifications, so an application is either all there or not at all.
// attribute_not_exists on the application makes "apply once" hold under concurrency.
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { MSG } from '#shared/messages.js';
import type { z } from 'zod/mini';
import type { jobApplicationBody } from '#shared/schemas/jobs.js';
import { config } from '../config.js';
import { dynamo } from '../clients/dynamodb.js';
import { conflict, notFound, serviceUnavailable } from '../errors.js';
import { logger } from '../helpers/logger.js';
import { withRetries } from '../helpers/retry.js';
import { applicantCountIncrement, applicationKey, getJob, type JobItem } from './jobs.js';
import { notificationWrites } from './notifications.js';
import { collidedWithAnotherWrite, conditionFailedAt } from './transactions.js';
import type { UserProfile } from './users.js';

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

// Many candidates applying to one job at once all update its applicantCount, so their
// transactions collide: they are tried again for as long as the invocation's time budget
// allows (the caller's deadline).
const BACKOFF_CAP_MS = 800;

/**
 * Applies once to an open job. 409 MSG.alreadyApplied when this candidate has applied
 * before (also when ten requests race: one wins, the others see its item); 404 when the job
 * is closed or gone. Transactions that only collided with other writes are tried again.
 */
export async function applyToJob(
  candidate: UserProfile,
  input: JobApplicationInput,
  options: { deadline?: number; now?: () => Date } = {},
): Promise<void> {
  const now = options.now ?? (() => new Date());
  const deadline = options.deadline ?? Date.now() + 8000;
  const job = await getOpenJob(input.jobID, MSG_JOB_NOT_ACCEPTING);
  const applicantName = `${input.firstName} ${input.lastName}`;

  const apply = async () => {
    const at = now();
    const createdAt = at.toISOString();
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: config.tableName,
                Item: {
                  ...applicationKey(job.jobID, candidate.userID),
                  GSI1PK: `CANDIDATE#${candidate.userID}`,
                  GSI1SK: `APPLICATION#${createdAt}`,
                  entity: 'APPLICATION',
                  jobID: job.jobID,
                  userID: candidate.userID,
                  firstName: input.firstName,
                  lastName: input.lastName,
                  email: input.email,
                  country: input.country,
                  phoneNo: input.phoneNo,
                  createdAt,
                },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            applicantCountIncrement(job.jobID),
            ...notificationWrites(
              {
                userID: job.employerID,
                kind: 'application-received',
                title: 'New application',
                body: `${applicantName} applied to ${job.jobTitle}.`,
                link: `/dashboard/jobs/${job.jobID}`,
              },
              at,
            ),
            ...notificationWrites(
              {
                userID: candidate.userID,
                kind: 'application-sent',
                title: 'Application received',
                body: `Your application for ${job.jobTitle}${job.companyName ? ` at ${job.companyName}` : ''} was sent.`,
                link: `/dashboard/find-jobs/${job.jobID}`,
              },
              at,
            ),
          ],
        }),
      );
    } catch (error) {
      if (conditionFailedAt(error, 0)) throw conflict(MSG.alreadyApplied);
      if (conditionFailedAt(error, 1)) throw notFound(MSG_JOB_NOT_ACCEPTING);
      throw error;
    }
  };
  await withRetries(apply, {
    // Only collided with another write (another application to the job, the owner's edit).
    retryable: collidedWithAnotherWrite,
    maxAttempts: Infinity,
    capMs: BACKOFF_CAP_MS,
    deadline,
    giveUp: (error) => {
      logger.warn('Application kept colliding with other writes', { jobID: job.jobID, error });
      return serviceUnavailable();
    },
  });
}
