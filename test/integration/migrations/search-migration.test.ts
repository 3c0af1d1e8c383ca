// The moves of search on the real local stack. To title words: a sourced candidate stored as
// before (card entries on GSI3 in title order, no title-word entries) is found by a word
// inside their title after the migration, newest first on GSI2. To lists: an open job stored
// as before (combination entries, no lists) is found by a word after the migration, its old
// entries gone. A second run of either does nothing.
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { UserProfile } from '#functions/accounts/users.js';
import { jobForm, partitionItems, uniqueWord } from '../../support/jobs.js';
import { documentClient, useStackTable } from '../../../tools/test-users.js';

const stack = inject('stack');
const word = uniqueWord();

describe('migration of search to title words', () => {
  let modules: {
    migrateSearchToWords: typeof import('#functions/migrations/search-words.js').migrateSearchToWords;
    runMigration: typeof import('#functions/migrations/run-migrations.js').runMigration;
    searchCandidates: typeof import('#functions/candidates/candidates.js').searchCandidates;
  };
  let candidateID: string;

  beforeAll(async () => {
    useStackTable(stack);
    const { candidateSearchEntries } = await import('#functions/candidates/candidate-search.js');
    modules = {
      ...(await import('#functions/migrations/search-words.js')),
      ...(await import('#functions/migrations/run-migrations.js')),
      ...(await import('#functions/candidates/candidates.js')),
    };
    const db = documentClient(stack);
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
    const items = [profile, ...oldCards(candidateSearchEntries(profile), 'CANDSEARCH')];
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
  it('gives sourced candidates their title-word entries, once', { timeout: 120_000 }, async () => {
    expect((await modules.searchCandidates({ jobTitle: word, page: 1 })).candidates).toEqual([]);

    // Cut short after its first step, then resumed from the checkpoint.
    let steps = 0;
    const cut = await modules.runMigration(modules.migrateSearchToWords, {
      pageSize: 1,
      timeLeft: () => (steps === 0 ? Infinity : 0),
      onStep: () => (steps += 1),
    });
    expect(cut).toMatchObject({ state: 'unfinished', counts: { candidates: expect.any(Number) } });
    const first = await modules.runMigration(modules.migrateSearchToWords);
    expect(first.state).toBe('done');
    expect(first.counts.candidates).toBeGreaterThanOrEqual(1);

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

describe('migration of job search to lists', () => {
  let modules: {
    migrateSearchToLists: typeof import('#functions/migrations/search-lists.js').migrateSearchToLists;
    runMigration: typeof import('#functions/migrations/run-migrations.js').runMigration;
    searchJobs: typeof import('#functions/jobs/job-search.js').searchJobs;
  };
  const jobID = randomUUID();
  const createdAt = new Date().toISOString();

  beforeAll(async () => {
    useStackTable(stack);
    modules = {
      ...(await import('#functions/migrations/search-lists.js')),
      ...(await import('#functions/migrations/run-migrations.js')),
      ...(await import('#functions/jobs/job-search.js')),
    };
    const db = documentClient(stack);
    const form = jobForm({ jobTitle: `Virtual ${word} Assistant` });
    const job = {
      PK: `JOB#${jobID}`,
      SK: 'JOB',
      entity: 'JOB',
      jobID,
      companyID: randomUUID(),
      employerID: randomUUID(),
      companyName: 'Old Co',
      ...form,
      active: true,
      createdAt,
      updatedAt: createdAt,
      applicantCount: 0,
      version: 3,
    };
    const card = { _id: jobID, ...form, active: true, createdAt, employer: { companyName: 'Old Co' } };
    const wordKey = word.toLowerCase().slice(0, 6);
    // As stored before: a card entry per combination, a title-word entry per combination and prefix.
    const old = [
      { SK: 'SEARCH#t=*#d=*#c=*', GSI2PK: 'JOBSEARCH#t=*#d=*#c=*' },
      { SK: 'SEARCH#t=full-time#d=*#c=*', GSI2PK: 'JOBSEARCH#t=full-time#d=*#c=*' },
      { SK: `WORD#t=*#d=*#c=*#${wordKey}`, GSI2PK: `JOBWORD#t=*#d=*#c=*#${wordKey}`, title: form.jobTitle },
    ].map((keys) => ({ PK: `JOB#${jobID}`, GSI2SK: `${createdAt}#${jobID}`, jobID, id: jobID, card, ...keys }));
    await db.send(
      new BatchWriteCommand({
        RequestItems: { [stack.env.TABLE_NAME!]: [job, ...old].map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
    // This stack has migrated on start: ask for the migration again.
    await db.send(
      new DeleteCommand({ TableName: stack.env.TABLE_NAME, Key: { PK: 'MIGRATION#search-lists', SK: 'DONE' } }),
    );
    db.destroy();
  });

  it('gives open jobs their lists, then deletes their old entries, once', { timeout: 120_000 }, async () => {
    expect((await modules.searchJobs({ jobTitle: `${word} assistant`, page: 1 })).jobs).toEqual([]);

    const first = await modules.runMigration(modules.migrateSearchToLists);
    expect(first.state).toBe('done');
    expect(first.counts.jobsListed).toBeGreaterThanOrEqual(1);
    expect(first.counts.oldEntriesDeleted).toBeGreaterThanOrEqual(3);

    const found = await modules.searchJobs({ jobTitle: `${word} assistant`, applyFrom: 'Kenya', page: 1 });
    expect(found.jobs.map((job) => job._id)).toEqual([jobID]);
    // Posted before who-can-apply: open to anywhere.
    expect(found.jobs[0]!.applicantCountries).toEqual([]);
    const left = (await partitionItems(stack, jobID)).map((item) => String(item.SK));
    expect(left.filter((sk) => sk.startsWith('SEARCH#') || sk.startsWith('WORD#'))).toEqual([]);
    expect(left).toContain('LIST#all');

    expect(await modules.runMigration(modules.migrateSearchToLists)).toEqual({
      id: 'search-lists',
      state: 'already done',
      counts: first.counts,
    });
  });
});
