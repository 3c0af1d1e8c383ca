// How many messages an account may send (the counters: platform/rate-limits.ts).
import { HOUR_SECONDS, type RateLimit } from '#platform/rate-limits.js';

export const MESSAGE_LIMITS = {
  message: {
    action: 'message',
    perAccount: 30,
    windowSeconds: HOUR_SECONDS,
    message: 'You have sent 30 messages in the last hour. Please wait a little before sending more.',
  },
} satisfies Record<string, RateLimit>;
