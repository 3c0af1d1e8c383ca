// The one way the functions try an operation again: after a write lost a race with another
// write, or DynamoDB handed back part of a batch unprocessed. Failures of a single AWS call
// (throttling, 5xx, lost connections) are retried by the SDK itself, not here.

/** Resolves after `ms` milliseconds (global setTimeout, so tests' fake timers skip it). */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** First wait, doubled with each attempt up to the policy's cap. */
const BASE_DELAY_MS = 25;

/**
 * The wait after failed attempt `attempt` (1, 2, ...): exponential backoff, capped, with
 * "equal jitter" (half fixed, half random), so that racing writers spread out while each
 * wait is still longer than the one before.
 */
export function backoffDelay(attempt: number, capMs: number): number {
  const ceiling = Math.min(capMs, BASE_DELAY_MS * 2 ** attempt);
  return ceiling / 2 + (Math.random() * ceiling) / 2;
}

export interface RetryPolicy {
  /** Whether a failure is worth another attempt; anything else is thrown at once. */
  retryable: (error: unknown) => boolean;
  /** Attempts in all. */
  maxAttempts: number;
  /** Longest single wait. */
  capMs: number;
  /** Epoch milliseconds after which no further attempt starts (the invocation's time budget). */
  deadline?: number;
  /** What to throw when the attempts or the time run out, given the last failure. */
  giveUp: (error: unknown) => unknown;
}

/** Runs `operation` (told its attempt number, from 1) until it succeeds or the policy gives up. */
export async function withRetries<T>(operation: (attempt: number) => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation(attempt);
    } catch (error) {
      if (!policy.retryable(error)) throw error;
      const wait = backoffDelay(attempt, policy.capMs);
      const outOfTime = policy.deadline !== undefined && Date.now() + wait >= policy.deadline;
      if (attempt >= policy.maxAttempts || outOfTime) throw policy.giveUp(error);
      await pause(wait);
    }
  }
}
