// How many interviews a company may propose, and how often one may be moved (the counters:
// platform/rate-limits.ts): each is an email, and a calendar invitation, to the candidate.
import { MSG_INTERVIEW_PROPOSALS_LIMIT, MSG_INTERVIEW_RESCHEDULES_LIMIT } from '#shared/schemas/interviews.js';
import { DAY_SECONDS, type RateLimit } from '#platform/rate-limits.js';

export const INTERVIEW_LIMITS = {
  /** Per company, per day. */
  propose: { action: 'interview', windowSeconds: DAY_SECONDS, message: MSG_INTERVIEW_PROPOSALS_LIMIT },
  /** Per interview, per day. */
  reschedule: {
    action: 'reschedule',
    perAccount: 5,
    windowSeconds: DAY_SECONDS,
    message: MSG_INTERVIEW_RESCHEDULES_LIMIT,
  },
  /** Per company, per day. */
  rescheduleCompany: {
    action: 'reschedule-company',
    perAccount: 100,
    windowSeconds: DAY_SECONDS,
    message: MSG_INTERVIEW_RESCHEDULES_LIMIT,
  },
} satisfies Record<string, RateLimit>;
