// How often an account may download its data (the counters: platform/rate-limits.ts): an export
// reads everything of an account (of a company, for an employer).
import { HOUR_SECONDS, type RateLimit } from '#platform/rate-limits.js';

export const PRIVACY_LIMITS = {
  export: {
    action: 'export',
    perAccount: 5,
    windowSeconds: HOUR_SECONDS,
    message: 'You have downloaded your data several times in the last hour. Please try again later.',
  },
} satisfies Record<string, RateLimit>;
