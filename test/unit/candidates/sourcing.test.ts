// get-candidates and get-candidate: one GSI2 Query per page with the filters in the key (by
// title, of the title-word entries, then the profiles found), strict cursors, nothing
// private in the rows, employers only. Prepare / Act / Assess.
import { BatchWriteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CANDIDATE_WORD_INDEX, candidateWordOwner } from '#functions/candidates/candidate-search.js';
import { wordEntries } from '#platform/search/word-index.js';
import type { UserProfile } from '#functions/accounts/users.js';
import { handler as getCandidate } from '#functions/candidates/handlers/get-candidate.js';
import { handler as getCandidates } from '#functions/candidates/handlers/get-candidates.js';
import {
  OTHER_CANDIDATE_ID,
  afterSessions,
  call,
  candidateProfile,
  employerProfile,
  storeProfiles,
  useTestSessions,
} from '../support/candidates.js';
import { answerBatchGetsFromGets } from '../support/batch-gets.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const search = (query: Record<string, string>, as: 'candidate' | 'employer' | 'visitor' = 'employer') =>
  call(getCandidates, { as: as === 'visitor' ? undefined : as, query });
const queries = () => dynamo.commandCalls(QueryCommand).map((c) => c.args[0].input);

/** n sourced candidates "Developer NN", newest first: their profiles stored, and their title-word entries for "develo". */
function entries(n: number) {
  return Array.from({ length: n }, (_, i) => {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    const profile = candidateProfile({
      userID: id,
      PK: `USER#${id}`,
      firstName: `C${i}`,
      jobTitle: `Developer ${String(i).padStart(2, '0')}`,
      createdAt: new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString(),
      password: 'never',
    });
    storeProfiles(dynamo, profile);
    return wordEntries(CANDIDATE_WORD_INDEX, candidateWordOwner(profile as unknown as UserProfile)).find(
      (entry) => entry.GSI2PK === 'CANDWORD#c=*#t=*#develo',
    )!;
  });
}

const INVALID_CURSOR = 'This search position is not valid any more. Start again from the first page.';

beforeEach(() => {
  dynamo.reset();
  useTestSessions();
  answerBatchGetsFromGets(dynamo);
  dynamo.on(BatchWriteCommand).resolves({});
  storeProfiles(dynamo, candidateProfile(), employerProfile());
});
afterEach(afterSessions);

describe('get-candidates', () => {
  it('by title queries the title-word entries of the longest word, with the filters in the partition key, newest first', async () => {
    dynamo.on(QueryCommand).resolves({ Items: entries(3) });

    const answer = await search({ jobTitle: '  DEVeloper ', country: 'FRANCE', jobType: 'full-time' });

    expect(answer.status).toBe(200);
    expect(queries()).toHaveLength(1);
    expect(queries()[0]).toMatchObject({
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': 'CANDWORD#c=france#t=full-time#develo' },
      ScanIndexForward: false,
      Limit: 11,
    });
    expect(queries()[0]).not.toHaveProperty('FilterExpression');
    expect(answer.data.pagination).toEqual({ currentPage: 1, isLastPage: true });
  });

  it('answers rows with the public fields only, of the candidates whose title matches every word', async () => {
    dynamo.on(QueryCommand).resolves({ Items: entries(2) });

    const answer = await search({ jobTitle: 'dev 01' });

    expect(answer.data.candidates).toEqual([
      {
        _id: '00000000-0000-4000-8000-000000000001',
        firstName: 'C1',
        lastName: 'Hopper',
        jobTitle: 'Developer 01',
        jobType: 'full-time',
        country: 'France',
        email: 'grace@example.com',
        createdAt: '2025-12-31T23:59:00.000Z',
      },
    ]);
    expect(JSON.stringify(answer.data)).not.toMatch(/password|GSI2|"PK"|status/);
  });

  it('returns 10 rows and a cursor when there are more, and continues exactly after them', async () => {
    const all = entries(25);
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: all.slice(0, 11), LastEvaluatedKey: { PK: 'x' } })
      .resolvesOnce({ Items: all.slice(10, 21) });

    const first = await search({ jobTitle: 'developer' });

    expect(first.data.candidates).toHaveLength(10);
    const pagination = first.data.pagination as { currentPage: number; isLastPage: boolean; nextCursor: string };
    expect(pagination).toMatchObject({ currentPage: 1, isLastPage: false });
    expect(pagination.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);

    const second = await search({ jobTitle: 'developer', page: '2', cursor: pagination.nextCursor });
    expect(second.status).toBe(200);
    const tenth = all[9]!;
    expect(queries()[1]!.ExclusiveStartKey).toEqual({
      PK: tenth.PK,
      SK: tenth.SK,
      GSI2PK: tenth.GSI2PK,
      GSI2SK: tenth.GSI2SK,
    });
  });

  it('refuses a cursor of another search or a forged one with 400', async () => {
    dynamo.on(QueryCommand).resolves({ Items: entries(11) });
    const { nextCursor } = (await search({ jobTitle: 'developer' })).data.pagination as { nextCursor: string };
    dynamo.reset();
    storeProfiles(dynamo, employerProfile());

    const forged = Buffer.from(
      JSON.stringify(['USER#x', 'WORD#c=*#t=*#develo', 'CANDWORD#c=*#t=*#develo', 'x']),
    ).toString('base64url');
    const attempts: Record<string, string>[] = [
      { jobTitle: 'designer', page: '2', cursor: nextCursor },
      { jobTitle: 'developer', country: 'Kenya', page: '2', cursor: nextCursor },
      { jobTitle: 'developer', page: '2', cursor: 'not a cursor' },
      { jobTitle: 'developer', page: '2', cursor: forged },
    ];
    for (const query of attempts) {
      const answer = await search(query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.data.msg).toBe(INVALID_CURSOR);
    }
    expect(queries()).toHaveLength(0);
  });

  it('walks the keys of earlier pages when a page comes without its cursor, and answers an empty last page far past the end', async () => {
    const all = entries(25);
    dynamo.on(QueryCommand, { Limit: 20 }).resolves({ Items: all.slice(0, 20), LastEvaluatedKey: { PK: all[19]!.PK } });
    dynamo.on(QueryCommand, { Limit: 11 }).resolves({ Items: all.slice(20) });

    const third = await search({ jobTitle: 'developer', page: '3' });

    expect(third.data.candidates).toHaveLength(5);
    expect(third.data.pagination).toEqual({ currentPage: 3, isLastPage: true });
    expect(queries()[0]).toMatchObject({ Limit: 20, ProjectionExpression: 'PK, SK, GSI2PK, GSI2SK' });

    dynamo.reset();
    storeProfiles(dynamo, employerProfile());
    dynamo.on(QueryCommand).resolves({ Items: all });
    const pastTheEnd = await search({ jobTitle: 'developer', page: '40' });
    expect(pastTheEnd.data).toEqual({ candidates: [], pagination: { currentPage: 40, isLastPage: true } });
    expect(queries()).toHaveLength(1);
    // Deeper than the walk limit without a cursor: an empty last page, nothing read.
    const farAway = await search({ jobTitle: 'developer', page: '500' });
    expect(farAway.status).toBe(200);
    expect(farAway.data).toEqual({ candidates: [], pagination: { currentPage: 500, isLastPage: true } });
    expect(queries()).toHaveLength(1);
  });

  it('lists every candidate of the filters newest first from the card entries when no title is given', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    await search({ country: 'France' });
    expect(queries()[0]).toMatchObject({
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': 'CANDSEARCH#c=france#t=*' },
      ScanIndexForward: false,
    });
  });

  it('refuses a bad job type or page with 400', async () => {
    expect((await search({ jobTitle: 'dev', jobType: 'intern' })).data.msg).toBe(
      'jobType must be full-time, part-time or contractor',
    );
    expect((await search({ jobTitle: 'dev', page: '0' })).status).toBe(400);
  });

  it('is for employers only: candidates 403, visitors 401', async () => {
    expect((await search({ jobTitle: 'dev' }, 'candidate')).status).toBe(403);
    expect((await search({ jobTitle: 'dev' }, 'visitor')).status).toBe(401);
  });
});

describe('get-candidate', () => {
  const other = (overrides: Record<string, unknown> = {}) =>
    candidateProfile({
      PK: `USER#${OTHER_CANDIDATE_ID}`,
      userID: OTHER_CANDIDATE_ID,
      bio: { about: 'Hi', skills: ['Go'], languages: ['English'] },
      resumePath: 'resumes/x.pdf',
      password: 'never',
      ...overrides,
    });

  it('answers the public profile of an active candidate', async () => {
    storeProfiles(dynamo, other());

    const answer = await call(getCandidate, { as: 'employer', query: { userID: OTHER_CANDIDATE_ID } });

    expect(answer.status).toBe(200);
    expect(answer.data.candidate).toEqual({
      _id: OTHER_CANDIDATE_ID,
      firstName: 'Grace',
      lastName: 'Hopper',
      jobTitle: 'Developer',
      jobType: 'full-time',
      country: 'France',
      email: 'grace@example.com',
      createdAt: '2026-01-01T00:00:00.000Z',
      bio: { about: 'Hi', skills: ['Go'], languages: ['English'] },
      resumePath: 'resumes/x.pdf',
    });
  });

  it('answers 404 for an unconfirmed candidate, an employer or nobody', async () => {
    storeProfiles(dynamo, other({ status: 'onboarding' }));
    expect((await call(getCandidate, { as: 'employer', query: { userID: OTHER_CANDIDATE_ID } })).data.msg).toBe(
      'This candidate could not be found.',
    );
    dynamo
      .on(GetCommand, { Key: { PK: `USER#${OTHER_CANDIDATE_ID}`, SK: 'PROFILE' } })
      .resolves({ Item: { ...employerProfile(), userID: OTHER_CANDIDATE_ID } });
    expect((await call(getCandidate, { as: 'employer', query: { userID: OTHER_CANDIDATE_ID } })).status).toBe(404);
    dynamo.on(GetCommand, { Key: { PK: `USER#${OTHER_CANDIDATE_ID}`, SK: 'PROFILE' } }).resolves({});
    expect((await call(getCandidate, { as: 'employer', query: { userID: OTHER_CANDIDATE_ID } })).status).toBe(404);
  });

  it('validates the id and is for employers only', async () => {
    expect((await call(getCandidate, { as: 'employer', query: { userID: 'nope' } })).data.msg).toBe(
      'userID is not valid',
    );
    expect((await call(getCandidate, { as: 'candidate', query: { userID: OTHER_CANDIDATE_ID } })).status).toBe(403);
  });
});
