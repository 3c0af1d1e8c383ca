// The reading of cancelled transactions (platform/dynamodb/transactions.ts) that decides what
// is worth retrying.
import { describe, expect, it } from 'vitest';
import { cancellationCodes, collidedWithAnotherWrite, conditionFailedAt } from '#platform/dynamodb/transactions.js';

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('cancelled transactions', () => {
  it('reads the code of each item, and nothing from other errors', () => {
    expect(cancellationCodes(cancelled('None', 'ConditionalCheckFailed'))).toEqual(['None', 'ConditionalCheckFailed']);
    expect(cancellationCodes(new Error('other'))).toBeNull();
    expect(conditionFailedAt(cancelled('None', 'ConditionalCheckFailed'), 1)).toBe(true);
    expect(conditionFailedAt(cancelled('None', 'ConditionalCheckFailed'), 0)).toBe(false);
  });

  it('tells a collision with another write from a failed condition', () => {
    expect(collidedWithAnotherWrite(cancelled('None', 'TransactionConflict'))).toBe(true);
    expect(collidedWithAnotherWrite(Object.assign(new Error('x'), { name: 'TransactionConflictException' }))).toBe(
      true,
    );
    expect(collidedWithAnotherWrite(cancelled('ConditionalCheckFailed'))).toBe(false);
    expect(collidedWithAnotherWrite(new Error('other'))).toBe(false);
  });
});
