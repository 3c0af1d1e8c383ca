// The waits between retries of a call to AWS, in one place.

/** Resolves after `ms` milliseconds (global setTimeout, so tests' fake timers skip it). */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Exponential backoff: 25 ms doubled with each step (0, 1, 2, ...), never more than `capMs`. */
export const cappedBackoff = (step: number, capMs: number) => Math.min(capMs, 25 * 2 ** step);
