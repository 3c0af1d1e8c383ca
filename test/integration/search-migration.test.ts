// The move of search to title words on the real local stack: an open job and a sourced
// candidate stored as before (card entries on GSI3 in title order, no title-word entries)
// are found by a word inside their title after the migration, newest first on GSI2; a
// second run does nothing.
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { UserProfile } from '#platform/auth/users.js';
import { jobForm, uniqueWord } from '../support/jobs.js';
import { documentClient, useStackTable } from '../../tools/test-users.js';

const stack = inject('stack');
const word = uniqueWord();

describe('migration of search to title words', () => {
  let modules: {
    migrateSearchToWords: typeof import('#functions/migrations/search-words.js').migrateSearchToWords;
    runMigration: typeof import('#functions/migrations/run-migrations.js').runMigration;
    searchJobs: typeof import('#functions/jobs/job-search.js').searchJobs;
    searchCandidates: typeof import('#functions/candidates/candidates.js').searchCandidates;
  };
  let jobID: string;
  let candidateID: string;

  beforeAll(async () => {
    useStackTable(stack);
    const { newJobItems } = await import('#functions/jobs/jobs.js');
    const { candidateSearchEntries } = await import('#functions/candidates/candidate-search.js');
    modules = {
      ...(await import('#functions/migrations/search-words.js')),
      ...(await import('#functions/migrations/run-migrations.js')),
      ...(await import('#functions/jobs/job-search.js')),
      ...(await import('#functions/candidates/candidates.js')),
    };
    const db = documentClient(stack);
    const { job, entries } = newJobItems(
      { userID: randomUUID(), firstName: 'Old', lastName: 'Poster' },
      { companyID: randomUUID(), companyName: 'Old Co' },
      { ...jobForm({ jobTitle: `Virtual ${word} Assistant` }), department: 'Engineering' } as Parameters<
        typeof newJobItems
      >[2],
    );
    jobID = job.jobID;
    candidateID = randomUUID();
    const profile = {
      PK: `USER#${candidateID}`,
      SK: 'PROFILE',
      userID: candidateID,
      role: 'candidate',
      status: 'active',
      firstName: 'Old',
      lastName: 'Candidate',
      email: `${word.toLowerCase()}@example.com`,
      jobTitle: `Senior ${word} Writer`,
      jobType: 'full-time',
      country: 'Kenya',
      createdAt: new Date().toISOString(),
    } as unknown as UserProfile;
    // As stored before: card entries on GSI3 by whole title, nothing on GSI2 for candidates.
    const oldCards = (cards: Record<string, unknown>[], index: string) =>
      cards.map(({ GSI2PK: _pk, GSI2SK: _sk, ...card }) => ({
        ...card,
        ...(index === 'JOBSEARCH' ? { GSI2PK: _pk, GSI2SK: _sk } : {}),
        GSI3PK: String(_pk),
        GSI3SK: `${String(card.SK).toLowerCase()}#old`,
      }));
    const items = [
      job,
      ...oldCards(entries, 'JOBSEARCH'),
      profile,
      ...oldCards(candidateSearchEntries(profile), 'CANDSEARCH'),
    ];
    await db.send(
      new BatchWriteCommand({
        RequestItems: { [stack.env.TABLE_NAME!]: items.map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
    // This stack has migrated on start: ask for the migration again.
    await db.send(
      new DeleteCommand({ TableName: stack.env.TABLE_NAME, Key: { PK: 'MIGRATION#search-words', SK: 'DONE' } }),
    );
    db.destroy();
  });

  // It rewrites every open job and candidate of the shared test stack: give it time.
  it('gives open jobs and sourced candidates their title-word entries, once', { timeout: 120_000 }, async () => {
    expect((await modules.searchJobs({ jobTitle: `${word} assistant`, page: 1 })).jobs).toEqual([]);
    expect((await modules.searchCandidates({ jobTitle: word, page: 1 })).candidates).toEqual([]);

    // Cut short after its first step, then resumed from the checkpoint.
    let steps = 0;
    const cut = await modules.runMigration(modules.migrateSearchToWords, {
      pageSize: 2,
      timeLeft: () => (steps === 0 ? Infinity : 0),
      onStep: () => (steps += 1),
    });
    expect(cut).toMatchObject({ state: 'unfinished', counts: { jobs: expect.any(Number) } });
    const first = await modules.runMigration(modules.migrateSearchToWords);
    expect(first.state).toBe('done');
    expect(first.counts.jobs).toBeGreaterThanOrEqual(1);
    expect(first.counts.candidates).toBeGreaterThanOrEqual(1);

    expect((await modules.searchJobs({ jobTitle: `${word} assistant`, page: 1 })).jobs.map((job) => job._id)).toEqual([
      jobID,
    ]);
    const found = await modules.searchCandidates({ jobTitle: `${word} wri`, country: 'Kenya', page: 1 });
    expect(found.candidates.map((candidate) => candidate._id)).toEqual([candidateID]);
    const all = await modules.searchCandidates({ country: 'Kenya', jobType: 'full-time', page: 1 });
    expect(all.candidates.map((candidate) => candidate._id)).toContain(candidateID);

    expect(await modules.runMigration(modules.migrateSearchToWords)).toEqual({
      id: 'search-words',
      state: 'already done',
      counts: first.counts,
    });
  });
});
