// The functions of the Schedule stack (schedule-stack.ts), each bundled like a route's, with when
// each runs and what it may touch.
import type * as iam from 'aws-cdk-lib/aws-iam';
import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import type { AwsUses } from '../shared/routes.js';
import { type IndexName } from '../functions/platform/dynamodb/table-design.js';

/** The digest's daily run, which queues the active alerts; bundled like a route's. */
export const JOB_ALERTS = { name: 'sendJobAlerts', handler: 'job-alerts/handlers/send-job-alerts' } as const;
/** The digest queue's worker, which sends. */
export const ALERT_DIGESTS = { name: 'sendAlertDigests', handler: 'job-alerts/handlers/send-alert-digests' } as const;
/** A worker's batch of ten at its share of the SES rate takes seconds; the rest is room for slow calls. */
export const ALERT_DIGESTS_TIMEOUT = Duration.minutes(1);
/** SQS's advice for a Lambda consumer: six times its timeout, so a batch being retried is not handed out again meanwhile. */
export const DIGEST_QUEUE_VISIBILITY = Duration.minutes(ALERT_DIGESTS_TIMEOUT.toMinutes() * 6);

/** The company rename queue's worker: one page of a company's jobs per message, bundled like a route's. */
export const COMPANY_RENAMES = { name: 'renameCompanyJobs', handler: 'jobs/handlers/rename-company-jobs' } as const;
/** A page of 25 job transactions takes seconds; the rest is room for slow calls and retries. */
export const COMPANY_RENAMES_TIMEOUT = Duration.minutes(1);
/** Six times the worker's timeout (SQS's advice), as the digest queue's. */
export const COMPANY_RENAME_QUEUE_VISIBILITY = Duration.minutes(COMPANY_RENAMES_TIMEOUT.toMinutes() * 6);
/** Tries of one page before its message goes to the dead-letter queue. */
export const COMPANY_RENAME_MAX_RECEIVES = 5;

/** Records the bounces and complaints SES reports, bundled like a route's. */
export const RECORD_SUPPRESSION = {
  name: 'recordSuppression',
  handler: 'email-events/handlers/record-suppression',
} as const;

/** The sparse index of the active alerts (functions/job-alerts/job-alerts.ts): all the daily run reads. */
export const ACTIVE_ALERTS_INDEX: IndexName = 'GSI1';

/** Finishes interrupted account deletions and removes week-old unconfirmed sign-ups. */
export const ACCOUNT_CLEANUP = { name: 'cleanUpAccounts', handler: 'maintenance/handlers/clean-up-accounts' } as const;
/** What the clean-up touches: the table, the users' files (every version) and their Cognito users. */
export const ACCOUNT_CLEANUP_USES = {
  table: 'write',
  files: { resumes: 'erase', photos: 'erase', logos: 'erase' },
  users: ['AdminDeleteUser', 'AdminUserGlobalSignOut'],
  // A deleted candidate's confirmed interviews are cancelled: the company gets the CANCEL.
  email: true,
  reminders: true,
} as const satisfies AwsUses;
export const ACCOUNT_CLEANUP_SCHEDULE = events.Schedule.rate(Duration.hours(1));

/** Fetches the ECB's reference exchange rates and stores them for the pay filter, bundled like a route's. */
export const REFERENCE_RATES_REFRESH = {
  name: 'refreshReferenceRates',
  handler: 'jobs/handlers/refresh-reference-rates',
} as const;
/**
 * Once a day at 15:30 UTC: after the ECB publishes the day's rates, around 16:00 CET (15:00 UTC
 * in winter, 14:00 UTC in summer). Weekends and its holidays it publishes none: the run stores
 * the last working day's again.
 */
export const REFERENCE_RATES_SCHEDULE = events.Schedule.cron({ minute: '30', hour: '15' });
/** A refresh that failed this many days running raises its alarm; one failed day harms nothing. */
export const REFERENCE_RATES_FAILED_DAYS_TO_ALARM = 2;

/** Sends an interview's reminder, invoked by its one-time EventBridge Scheduler schedule. */
export const INTERVIEW_REMINDER = {
  name: 'sendInterviewReminder',
  handler: 'interviews/handlers/send-interview-reminder',
} as const;

/** Rejects the applications whose automatic rejection is due and sends held stage emails, bundled like a route's. */
export const AUTOMATIC_REJECTIONS = {
  name: 'rejectDueApplications',
  handler: 'applications/handlers/reject-due-applications',
} as const;
/** Rejections fall due an hour after applying; a run every five minutes makes it at most five late. */
export const AUTOMATIC_REJECTIONS_SCHEDULE = events.Schedule.rate(Duration.minutes(5));

/** The SES events that suppress an address (SES event publishing to EventBridge). */
export const EMAIL_EVENT_TYPES = ['Email Bounced', 'Email Complained'] as const;

/** Once a day at 13:00 UTC: morning in the Americas, afternoon in Europe and Africa, evening in Asia. */
export const JOB_ALERTS_SCHEDULE = events.Schedule.cron({ minute: '0', hour: '13' });

/** One function of the Schedule stack: its role's statements and what differs from the others. */
export interface TaskFunction {
  readonly baseId: string;
  readonly bundle: { name: string };
  readonly roleDescription: string;
  readonly description: string;
  readonly statements: iam.PolicyStatement[];
  readonly memorySize: number;
  readonly timeout: Duration;
  readonly environment: Record<string, string>;
}
