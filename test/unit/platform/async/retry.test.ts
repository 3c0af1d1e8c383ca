// The one retry helper (platform/async/retry.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, withRetries, type RetryPolicy } from '#platform/async/retry.js';

describe('backoffDelay', () => {
  it('waits between half and all of a ceiling that doubles with each attempt, up to the cap', () => {
    for (let run = 0; run < 50; run++) {
      [50, 100, 200, 400, 400].forEach((ceiling, index) => {
        const wait = backoffDelay(index + 1, 400);
        expect(wait).toBeGreaterThanOrEqual(ceiling / 2);
        expect(wait).toBeLessThanOrEqual(ceiling);
      });
    }
  });
});

describe('withRetries', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const policy = (overrides: Partial<RetryPolicy> = {}): RetryPolicy => ({
    retryable: (error) => (error as Error).message === 'busy',
    maxAttempts: 3,
    capMs: 100,
    giveUp: () => new Error('gave up'),
    ...overrides,
  });

  it('tries again after a retryable failure, with a pause, and answers the first success', async () => {
    const operation = vi.fn().mockRejectedValueOnce(new Error('busy')).mockResolvedValueOnce('done');
    const result = withRetries(operation, policy());
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe('done');
    expect(operation.mock.calls).toEqual([[1], [2]]);
  });

  it('throws any other failure at once', async () => {
    const operation = vi.fn().mockRejectedValue(new Error('broken'));
    await expect(withRetries(operation, policy())).rejects.toThrow('broken');
    expect(operation).toHaveBeenCalledTimes(1);
  });

  it("throws the policy's answer when the attempts run out", async () => {
    const operation = vi.fn().mockRejectedValue(new Error('busy'));
    const result = withRetries(operation, policy());
    const assertion = expect(result).rejects.toThrow('gave up');
    await vi.runAllTimersAsync();
    await assertion;
    expect(operation).toHaveBeenCalledTimes(3);
  });

  it('starts no attempt that would begin after the deadline', async () => {
    const operation = vi.fn().mockRejectedValue(new Error('busy'));
    const result = withRetries(operation, policy({ maxAttempts: Infinity, deadline: Date.now() + 10 }));
    const assertion = expect(result).rejects.toThrow('gave up');
    await vi.runAllTimersAsync();
    await assertion;
    expect(operation).toHaveBeenCalledTimes(1);
  });
});
