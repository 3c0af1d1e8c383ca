// update-candidate-profile: partial changes, one transaction with the sourcing entries,
// retry when another change got in between. Prepare / Act / Assess.
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CANDIDATE_WORD_INDEX, candidateWordOwner } from '#functions/candidates/candidate-search.js';
import { wordEntries } from '#platform/search/word-index.js';
import { handler } from '#functions/accounts/handlers/update-candidate-profile.js';
import {
  CANDIDATE_ID,
  afterSessions,
  call,
  candidateProfile,
  employerProfile,
  storeProfiles,
  useTestSessions,
} from '../support/candidates.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const put = (body: unknown, as: 'candidate' | 'employer' = 'candidate') =>
  call(handler, { as, method: 'PUT', json: body });
const existingEntries = ['c=france#t=full-time', 'c=france#t=*', 'c=*#t=full-time', 'c=*#t=*'].map((combo) => ({
  PK: `USER#${CANDIDATE_ID}`,
  SK: `SEARCH#${combo}`,
}));
type TransactItems = NonNullable<TransactWriteCommand['input']['TransactItems']>;
const transactItems = (index = 0) =>
  dynamo.commandCalls(TransactWriteCommand)[index]!.args[0].input.TransactItems as TransactItems;

beforeEach(() => {
  dynamo.reset();
  useTestSessions();
  storeProfiles(dynamo, candidateProfile(), employerProfile());
  dynamo
    .on(QueryCommand, { KeyConditionExpression: 'PK = :pk AND begins_with(SK, :search)' })
    .resolves({ Items: existingEntries });
  // The title-word entries the stored profile has (word-index.ts reads them before a change).
  dynamo
    .on(QueryCommand, { KeyConditionExpression: 'PK = :pk AND begins_with(SK, :word)' })
    .resolves({ Items: wordEntries(CANDIDATE_WORD_INDEX, candidateWordOwner(candidateProfile() as never)) });
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(BatchWriteCommand).resolves({});
});
afterEach(afterSessions);

/** The title-word entries written (puts) and removed (deletes) around the transaction. */
const wordWrites = () => {
  const requests = dynamo
    .commandCalls(BatchWriteCommand)
    .flatMap((c) => Object.values(c.args[0].input.RequestItems!).flat());
  return {
    puts: requests.flatMap((request) => (request.PutRequest ? [request.PutRequest.Item!] : [])),
    deletes: requests.flatMap((request) => (request.DeleteRequest ? [request.DeleteRequest.Key!.SK as string] : [])),
  };
};

describe('update-candidate-profile', () => {
  it('changes the name (settings) and rewrites the sourcing entries with it in the same transaction', async () => {
    const answer = await put({ firstName: ' Ada ', lastName: 'Byron' });

    expect(answer.status).toBe(200);
    expect(answer.data.user).toMatchObject({
      userID: CANDIDATE_ID,
      firstName: 'Ada',
      lastName: 'Byron',
      jobTitle: 'Developer',
      role: 'candidate',
    });
    expect(answer.data.user).not.toHaveProperty('status');
    expect(answer.data.user).not.toHaveProperty('PK');
    const items = transactItems();
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
    const update = items[0]!.Update!;
    expect(update.Key).toEqual({ PK: `USER#${CANDIDATE_ID}`, SK: 'PROFILE' });
    expect(update.UpdateExpression).toBe('SET #firstName = :firstName, #lastName = :lastName');
    expect(update.ExpressionAttributeValues).toMatchObject({
      ':firstName': 'Ada',
      ':lastName': 'Byron',
      ':old_firstName': 'Grace',
      ':old_status': 'active',
    });
    // Same filters: no deletes, four puts carrying the new name.
    expect(items.filter((item) => item.Delete)).toHaveLength(0);
    const puts = items.filter((item) => item.Put).map((item) => item.Put!.Item!);
    expect(puts).toHaveLength(4);
    for (const entry of puts)
      expect(entry).toMatchObject({
        firstName: 'Ada',
        lastName: 'Byron',
        GSI2SK: `2026-01-01T00:00:00.000Z#${CANDIDATE_ID}`,
      });
    // Same title and filters: the title-word entries stay as they are.
    expect(dynamo.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });

  it('moves the sourcing entries when job title and country change (edit profile)', async () => {
    const bio = { about: 'I build compilers.', skills: [' COBOL ', 'cobol', '', 'Fortran'], languages: ['English'] };

    const answer = await put({ jobTitle: 'Compiler Engineer', country: 'germany', bio });

    expect(answer.status).toBe(200);
    expect(answer.data.user).toMatchObject({
      jobTitle: 'Compiler Engineer',
      country: 'Germany',
      bio: { about: 'I build compilers.', skills: ['COBOL', 'Fortran'], languages: ['English'] },
    });
    const items = transactItems();
    const deleted = items.filter((item) => item.Delete).map((item) => item.Delete!.Key!.SK);
    expect(deleted.sort()).toEqual(['SEARCH#c=france#t=*', 'SEARCH#c=france#t=full-time']);
    const written = items.filter((item) => item.Put).map((item) => item.Put!.Item!);
    expect(written.map((entry) => entry.GSI2PK).sort()).toEqual([
      'CANDSEARCH#c=*#t=*',
      'CANDSEARCH#c=*#t=full-time',
      'CANDSEARCH#c=germany#t=*',
      'CANDSEARCH#c=germany#t=full-time',
    ]);
    for (const entry of written) {
      expect(entry.jobTitle).toBe('Compiler Engineer');
      expect(entry).not.toHaveProperty('status');
      expect(entry).not.toHaveProperty('bio');
    }
    // A new title: every title-word entry of it put (4 filter combinations x 12 word keys), the old title's removed.
    const words = wordWrites();
    expect(words.puts).toHaveLength(4 * 12);
    expect(words.puts.every((entry) => entry.title === 'Compiler Engineer')).toBe(true);
    expect(words.puts.map((entry) => entry.GSI2PK)).toContain('CANDWORD#c=germany#t=full-time#engine');
    expect(words.deletes).toContain('WORD#c=france#t=full-time#develo');
    expect(words.deletes.every((sk) => sk.startsWith('WORD#c=france'))).toBe(false);
  });

  it('reads the profile again and retries when another change got in between', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(
        new TransactionCanceledException({
          message: 'cancelled',
          $metadata: {},
          CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
        }),
      )
      .resolves({});
    dynamo.on(GetCommand, { ConsistentRead: true }).resolves({ Item: candidateProfile({ country: 'Spain' }) });

    const answer = await put({ jobTitle: 'Tester' });

    expect(answer.status).toBe(200);
    expect(answer.data.user).toMatchObject({ jobTitle: 'Tester', country: 'Spain' });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(2);
    expect(transactItems(1)[0]!.Update!.ExpressionAttributeValues).toMatchObject({ ':old_country': 'Spain' });
  });

  it('gives up with 503 when the profile keeps changing, and 404 when the account is gone', async () => {
    const cancelled = () =>
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
      });
    dynamo.on(TransactWriteCommand).rejects(cancelled());
    dynamo.on(GetCommand, { ConsistentRead: true }).resolves({ Item: candidateProfile() });
    expect((await put({ jobTitle: 'Tester' })).status).toBe(503);

    // The session check still finds the profile; the handler's own read after a lost race does not.
    let reads = 0;
    dynamo
      .on(GetCommand, { ConsistentRead: true })
      .callsFake(() => (reads++ === 0 ? { Item: candidateProfile() } : {}));
    const gone = await put({ jobTitle: 'Tester' });
    expect(gone.status).toBe(404);
    expect(gone.data.msg).toBe('Your account could not be found. Please log in again.');
  });

  it.each([
    [{}, 'Nothing to update: send at least one field'],
    [{ firstName: 'Ada' }, 'Send first name and last name together'],
    [{ jobTitle: '  ' }, 'Job title is required'],
    [{ country: 'Atlantis' }, 'Unknown country: Atlantis'],
    [{ jobTitle: 'Dev', role: 'employer' }, 'Unknown field: role'],
    [{ bio: { about: 'x', skills: [], languages: ['English'] } }, 'Add at least one entry to Skills'],
  ])('refuses %j with 400 and writes nothing', async (body, msg) => {
    const answer = await put(body);
    expect(answer.status).toBe(400);
    expect(answer.data.msg).toBe(msg);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('is for candidates only: employers get 403, visitors 401', async () => {
    expect((await put({ jobTitle: 'Dev' }, 'employer')).status).toBe(403);
    expect((await call(handler, { method: 'PUT', json: { jobTitle: 'Dev' } })).status).toBe(401);
  });
});
