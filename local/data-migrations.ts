// The one-off data migrations on `npm start` (functions/migrations/). A table made by this
// start has nothing to migrate: each migration is recorded done. A data folder from an older
// version finishes what is left in the background, so a big table does not hold up the start;
// a stop in the middle leaves a checkpoint, and the next start goes on from it.
import type { Counts, MigrationRun } from '#functions/migrations/run-migrations.js';

const PROGRESS_EVERY_MS = 10_000;

export interface RunningMigrations {
  /** Settles when the migrations have finished or stopped. */
  settled: Promise<MigrationRun | undefined>;
  /** Stops after the step under way (its checkpoint written). */
  stop(): Promise<void>;
}

export async function startDataMigrations(
  tableCreated: boolean,
  log: (line: string) => void,
): Promise<RunningMigrations> {
  const { pendingMigrations, recordMigrationsDone, runMigrations } =
    await import('#functions/migrations/run-migrations.js');
  if (tableCreated) {
    await recordMigrationsDone();
    return { settled: Promise.resolve(undefined), stop: async () => {} };
  }
  const pending = await pendingMigrations();
  if (pending.length === 0) return { settled: Promise.resolve(undefined), stop: async () => {} };

  log(`Data: this folder was written by an older version; migrating it in the background (${pending.join(', ')}).`);
  let stopping = false;
  let reported = Date.now();
  const onStep = (id: string, counts: Counts) => {
    if (Date.now() - reported < PROGRESS_EVERY_MS) return;
    reported = Date.now();
    const done = Object.entries(counts)
      .map(([name, value]) => `${name} ${value.toLocaleString('en')}`)
      .join(', ');
    log(`Data migration ${id}: ${done}`);
  };
  const settled = runMigrations({ timeLeft: () => (stopping ? 0 : Infinity), onStep }).then(
    (run) => {
      if (run.finished) log('Data: migration finished.');
      return run;
    },
    (error: unknown) => {
      log(
        `Data: a migration failed and will go on from its checkpoint at the next start: ${error instanceof Error ? error.message : String(error)}`,
      );
      return undefined;
    },
  );
  return {
    settled,
    stop: async () => {
      stopping = true;
      await settled;
    },
  };
}
