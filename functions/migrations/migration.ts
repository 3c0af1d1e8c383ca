// What a one-off data migration is to the runner (run-migrations.ts): steps that each read one
// page and write what that page needs, and say where the next step starts.
import { scanTable, type ScanInput } from '#platform/dynamodb/table.js';

/** Where the next step starts: a page's LastEvaluatedKey, and whatever else the migration needs. */
export type Cursor = Record<string, unknown>;

/** What a migration has done, by name (items read, jobs moved, ...). */
export type Counts = Record<string, number>;

export interface Migration {
  /** Names its records in the table: never change it once deployed. */
  id: string;
  /** One page of the work from `cursor` (undefined: the start); `next` unset when it is all done. */
  step(cursor: Cursor | undefined, pageSize: number): Promise<{ next?: Cursor; counts: Counts }>;
}

type Item = Record<string, unknown>;

/**
 * One page of a Scan of the whole table: `pageSize` items read at the most, those matching
 * the filter answered. Only migrations scan: no key lists what they must find.
 */
export async function scanPage(
  input: Omit<ScanInput, 'Limit' | 'ExclusiveStartKey'>,
  cursor: Cursor | undefined,
  pageSize: number,
): Promise<{ items: Item[]; read: number; next?: Cursor }> {
  const page = await scanTable({ ...input, Limit: pageSize, ExclusiveStartKey: cursor });
  return { items: (page.Items ?? []) as Item[], read: page.ScannedCount ?? 0, next: page.LastEvaluatedKey };
}
