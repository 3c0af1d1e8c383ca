// `npm start`'s daily refresh of the reference rates (local/reference-rates-timer.ts): run at
// start and every 24 hours, one line each, and a refresh that fails offline is one line too,
// never a stack trace; the stacks tests start keep to the snapshot.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const refreshReferenceRates = vi.hoisted(() => vi.fn());
vi.mock('#functions/jobs/reference-rates.js', () => ({ refreshReferenceRates }));

const { RATES_REFRESH_EVERY_MS, refreshesReferenceRates, scheduleReferenceRates } =
  await import('../../../local/reference-rates-timer.js');

beforeEach(() => {
  vi.useFakeTimers();
  refreshReferenceRates.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('the local reference rates refresh', () => {
  it('refreshes at start and every 24 hours, saying in one line what it stored or why it could not', async () => {
    refreshReferenceRates
      .mockRejectedValueOnce(
        new Error('Reference rates not refreshed, the stored rates stay: could not reach the ECB: fetch failed'),
      )
      .mockResolvedValueOnce({ outcome: 'stored', date: '2025-05-12', currencies: 30 });
    const lines: string[] = [];

    const timer = scheduleReferenceRates((line) => lines.push(line));
    await vi.advanceTimersByTimeAsync(0);
    expect(lines).toEqual([
      'Reference rates not refreshed, the stored rates stay: could not reach the ECB: fetch failed',
    ]);
    await vi.advanceTimersByTimeAsync(RATES_REFRESH_EVERY_MS);
    timer.stop();
    await vi.advanceTimersByTimeAsync(RATES_REFRESH_EVERY_MS);

    expect(refreshReferenceRates).toHaveBeenCalledTimes(2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe("Reference rates: the ECB's of 2025-05-12, 30 currencies.");
  });

  it('is off in the stacks the tests and the bench start (LOCAL_REFERENCE_RATES=snapshot)', () => {
    vi.stubEnv('LOCAL_REFERENCE_RATES', 'snapshot');
    expect(refreshesReferenceRates()).toBe(false);
    vi.stubEnv('LOCAL_REFERENCE_RATES', '');
    expect(refreshesReferenceRates()).toBe(true);
  });
});
