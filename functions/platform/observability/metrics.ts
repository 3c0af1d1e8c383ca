// Business metrics in CloudWatch's embedded metric format (Powertools Metrics): one count per
// event, written to the function's log and flushed by the middy chain (observability.ts).
// The namespace is the stage's (POWERTOOLS_METRICS_NAMESPACE, set by the CDK app); the local
// stack and the tests turn the output off with POWERTOOLS_METRICS_DISABLED.
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logger, SERVICE_NAME } from './logger.js';

/** Each business event and its metric's name: the dashboard and alarms (infra/) read them here. */
export const BUSINESS_METRICS = {
  employerSignUp: 'EmployerSignUps',
  candidateSignUp: 'CandidateSignUps',
  login: 'Logins',
  failedLogin: 'FailedLogins',
  jobPosted: 'JobsPosted',
  application: 'Applications',
  stageChange: 'StageChanges',
  emailSent: 'EmailsSent',
  emailFailed: 'EmailsFailed',
  resumeUploaded: 'ResumesUploaded',
} as const;

export type BusinessEvent = keyof typeof BUSINESS_METRICS;

export const metrics = new Metrics({
  serviceName: SERVICE_NAME,
  // Its warnings go to the log at DEBUG: the usual one, "No application metrics to publish",
  // would otherwise be logged by every request that records no business event.
  logger: {
    debug: (message: string) => logger.debug(message),
    info: (message: string) => logger.debug(message),
    warn: (message: string) => logger.debug(message),
    error: (message: string) => logger.error(message),
  },
});

/** Counts one business event (or `count` of them) in this invocation's metrics. */
export function countEvent(event: BusinessEvent, count = 1): void {
  metrics.addMetric(BUSINESS_METRICS[event], MetricUnit.Count, count);
}

/** Awaits `work`, counting `success` when it resolves and `failure` when it throws (rethrown). */
export async function countOutcome<T>(work: Promise<T>, success: BusinessEvent, failure: BusinessEvent): Promise<T> {
  try {
    const result = await work;
    countEvent(success);
    return result;
  } catch (error) {
    countEvent(failure);
    throw error;
  }
}
