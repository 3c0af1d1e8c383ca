// What DynamoDB says when it refuses a write sent through table.ts (a conditional write, or a
// transaction and which of its items failed), read in one place: callers never read error
// names or cancellation codes themselves.

/**
 * Why DynamoDB cancelled a transaction: one code per item, in the order of TransactItems
 * ('None' for an item that was fine, 'ConditionalCheckFailed', 'TransactionConflict', ...).
 * Null when `error` is not a cancelled transaction.
 */
export function cancellationCodes(error: unknown): string[] | null {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return null;
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code ?? 'None');
}

/**
 * Whether a write was refused by its condition: a single write's ConditionalCheckFailed, or a
 * transaction cancelled because one of its items failed its condition.
 */
export const conditionFailed = (error: unknown): boolean =>
  (error instanceof Error && error.name === 'ConditionalCheckFailedException') ||
  Boolean(cancellationCodes(error)?.includes('ConditionalCheckFailed'));

/** Whether item `index` of a cancelled transaction failed its condition. */
export const conditionFailedAt = (error: unknown, index: number): boolean =>
  cancellationCodes(error)?.[index] === 'ConditionalCheckFailed';

/**
 * A transaction that only collided with another write to one of its items (DynamoDB
 * refuses it rather than wait): nothing of it was applied, and trying again may succeed.
 */
export function collidedWithAnotherWrite(error: unknown): boolean {
  if (error instanceof Error && error.name === 'TransactionConflictException') return true;
  return cancellationCodes(error)?.includes('TransactionConflict') ?? false;
}
