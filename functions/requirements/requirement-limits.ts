// How many requirements one sender email may send (the counters: platform/rate-limits.ts): the
// public form mails its sender, so nobody is mailed often.
import { HOUR_SECONDS, type RateLimit } from '#platform/rate-limits.js';

export const REQUIREMENT_LIMITS = {
  requirement: {
    action: 'requirement',
    perAccount: 3,
    windowSeconds: HOUR_SECONDS,
    message: 'You have sent several requirements in the last hour. Please try again later.',
  },
} satisfies Record<string, RateLimit>;
