// The rate limits count in fixed windows (functions/platform/rate-limits.ts): a burst that
// straddles the start of a window is counted half in each, so a test that floods a limit and
// expects it to hold starts its burst well inside one window.
import { setTimeout as sleep } from 'node:timers/promises';
import { RATE_WINDOW_SECONDS } from '#platform/rate-limits.js';

/** Waits for the next window when fewer than `seconds` are left of the current one. */
export async function wellInsideRateWindow(seconds: number, windowSeconds = RATE_WINDOW_SECONDS): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < seconds) await sleep(left * 1000 + 250);
}
