// Runs the one-off data migrations, each once in the life of a table. A migration works in
// steps (a page of a Scan or a Query); after each step its checkpoint records where it stands
// and what it has done so far, so a run cut short (a Lambda near its time limit, a Ctrl-C)
// goes on from there, and a finished one records its end and is never run again.
//
// Records, one partition per migration: `MIGRATION#<id>` / `DONE` (the end, with its counts)
// and `MIGRATION#<id>` / `CHECKPOINT` (the cursor and counts while it runs).
import { migrateSearchToWords } from './search-words.js';
import { migrateSearchToLists } from './search-lists.js';
import { migrateToApplicantLists } from './applicant-lists.js';
import { migrateToCompanyJobLists } from './company-job-lists.js';
import { migrateToCompanyPages } from './company-pages.js';
import { migrateToRequirementList } from './requirement-list.js';
import { migrateToCompanies } from './to-companies.js';
import { listOldUnconfirmedSignups } from './unconfirmed-listing.js';
import type { Counts, Cursor, Migration } from './migration.js';
import { deleteItem, getItem, putItem } from '#platform/dynamodb/table.js';

export type { Counts } from './migration.js';

/** In the order the data changed: each may rely on the ones before it. */
export const MIGRATIONS: readonly Migration[] = [
  migrateToCompanies,
  migrateSearchToWords,
  listOldUnconfirmedSignups,
  migrateSearchToLists,
  migrateToApplicantLists,
  migrateToCompanyJobLists,
  migrateToCompanyPages,
  migrateToRequirementList,
];

/** How long one step may take at the most: no step is begun with less time left. */
export const STEP_TIME_MS = 60_000;

export interface MigrationStatus {
  id: string;
  state: 'already done' | 'done' | 'unfinished';
  counts: Counts;
}

export interface MigrationRun {
  /** Every migration has recorded its end. */
  finished: boolean;
  migrations: MigrationStatus[];
}

export interface RunOptions {
  /** Milliseconds the caller has left; no step starts with less than STEP_TIME_MS. Unset: no limit. */
  timeLeft?: () => number;
  /** Items a step reads at the most (a Scan's or a Query's Limit). */
  pageSize?: number;
  /** Told after each step, for the caller to report progress. */
  onStep?: (id: string, counts: Counts) => void;
}

const recordKey = (id: string, record: 'DONE' | 'CHECKPOINT') => ({ PK: `MIGRATION#${id}`, SK: record });

async function readRecord(id: string, record: 'DONE' | 'CHECKPOINT') {
  const answer = await getItem({ Key: recordKey(id, record), ConsistentRead: true });
  return answer.Item as { cursor?: Cursor; counts?: Counts } | undefined;
}

const addCounts = (total: Counts, step: Counts): Counts => {
  const sum = { ...total };
  for (const [name, value] of Object.entries(step)) sum[name] = (sum[name] ?? 0) + value;
  return sum;
};

/** Runs what is left of one migration, from its checkpoint, until it ends or time runs out. */
export async function runMigration(migration: Migration, options: RunOptions = {}): Promise<MigrationStatus> {
  const done = await readRecord(migration.id, 'DONE');
  if (done) return { id: migration.id, state: 'already done', counts: done.counts ?? {} };
  const checkpoint = await readRecord(migration.id, 'CHECKPOINT');
  let cursor = checkpoint?.cursor;
  let counts = checkpoint?.counts ?? {};
  const pageSize = options.pageSize ?? 500;
  for (;;) {
    if (options.timeLeft && options.timeLeft() < STEP_TIME_MS) return { id: migration.id, state: 'unfinished', counts };
    const step = await migration.step(cursor, pageSize);
    counts = addCounts(counts, step.counts);
    options.onStep?.(migration.id, counts);
    const at = new Date().toISOString();
    if (step.next) {
      cursor = step.next;
      await putItem({
        Item: { ...recordKey(migration.id, 'CHECKPOINT'), cursor, counts, at },
      });
      continue;
    }
    await putItem({ Item: { ...recordKey(migration.id, 'DONE'), counts, at } });
    await deleteItem({ Key: recordKey(migration.id, 'CHECKPOINT') });
    return { id: migration.id, state: 'done', counts };
  }
}

/** Runs what is left of each migration in order, stopping where time runs out. */
export async function runMigrations(options: RunOptions = {}): Promise<MigrationRun> {
  const migrations: MigrationStatus[] = [];
  for (const migration of MIGRATIONS) {
    const status = await runMigration(migration, options);
    migrations.push(status);
    if (status.state === 'unfinished') return { finished: false, migrations };
  }
  return { finished: true, migrations };
}

/** The migrations that have yet to record their end: one read each, no Scan. */
export async function pendingMigrations(): Promise<string[]> {
  const pending: string[] = [];
  for (const migration of MIGRATIONS) if (!(await readRecord(migration.id, 'DONE'))) pending.push(migration.id);
  return pending;
}

/** A new table has nothing to migrate: each migration is recorded done without reading the table. */
export async function recordMigrationsDone(): Promise<void> {
  const at = new Date().toISOString();
  for (const migration of MIGRATIONS)
    await putItem({
      Item: { ...recordKey(migration.id, 'DONE'), counts: {}, at, newTable: true },
    });
}
