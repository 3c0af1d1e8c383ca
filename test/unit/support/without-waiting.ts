// For code that pauses between retries: with vi.useFakeTimers() on, runs `work` with every
// pause skipped and answers (or throws) what it settles to.
import { vi } from 'vitest';

export async function withoutWaiting<T>(work: Promise<T>): Promise<T> {
  const settled = work.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  const outcome = await settled;
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}
