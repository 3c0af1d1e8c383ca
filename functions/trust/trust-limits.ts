// How many reports one account may send (the counters: platform/rate-limits.ts): enough for a
// user who meets several bad jobs, not enough to flood the operators' queue.
import { REPORTS_PER_HOUR, TRUST_MSG } from '#shared/schemas/trust.js';
import { HOUR_SECONDS, type RateLimit } from '#platform/rate-limits.js';

export const TRUST_LIMITS = {
  report: {
    action: 'report',
    perAccount: REPORTS_PER_HOUR,
    windowSeconds: HOUR_SECONDS,
    message: TRUST_MSG.tooManyReports,
  },
} satisfies Record<string, RateLimit>;
