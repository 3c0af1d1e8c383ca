// How often applications may be moved, reviewed and withdrawn (the counters:
// platform/rate-limits.ts). A member reviews a job's applicants one after another; each
// withdrawal (and applying again after it) notifies the employer.
import { HOUR_SECONDS, type RateLimit } from '#platform/rate-limits.js';

export const APPLICATION_LIMITS = {
  withdraw: {
    action: 'withdraw',
    windowSeconds: HOUR_SECONDS,
    message: 'You have withdrawn several applications in the last hour. Please try again later.',
  },
  review: { action: 'review', perAccount: 60 },
  /** Moves of several applicants at once. */
  bulk: { action: 'bulk', perAccount: 20 },
  /** Moves of one applicant, per member: the bench's load stands one employer for a whole team. */
  stage: {
    action: 'stage',
    perAccount: 300,
    perAccountSetting: 'RATE_LIMIT_STAGE_MOVES_PER_MEMBER',
    message: 'You have moved many applicants in the last few minutes. Please wait a few minutes before moving more.',
  },
  /** Moves of one application, counted only after the ownership check. */
  stageApplication: {
    action: 'stage-application',
    message:
      'This application has been moved many times in the last few minutes. Please wait a few minutes before moving it again.',
  },
} satisfies Record<string, RateLimit>;
