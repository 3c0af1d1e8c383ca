// Following companies (company-follows.ts, followed-companies.ts) against an in-memory table
// behind the mocked document client, which applies the transactions' conditions as DynamoDB
// does: a follow writes its item and both counts at once, following twice and unfollowing twice
// change nothing, the cap and an unknown company refuse, a closed company's count is not brought
// back, the list pages newest first and the account deletion's step lowers each company's count.
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type BatchGetCommandInput,
  type QueryCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FOLLOWS_MAX, FOLLOW_MSG } from '#shared/schemas/follows.js';
import { endAllFollows, followCompany, isFollowing, unfollowCompany } from '#functions/companies/company-follows.js';
import { followedCompaniesPage } from '#functions/companies/followed-companies.js';
import { handler as followHandler } from '#functions/companies/handlers/follow-company.js';
import { afterSessions, call, candidateProfile, employerProfile, useTestSessions } from '../support/candidates.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const ME = '0b5f7f0c-3c2a-4d3e-8f4b-6a9d2c1e7b55';
const companyID = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
const ACME = companyID(1);

type Item = Record<string, unknown>;
type Key = { PK: unknown; SK: unknown };
const keyOf = (key: Key) => `${String(key.PK)}|${String(key.SK)}`;
let table: Map<string, Item>;
const stored = (PK: string, SK: string) => table.get(keyOf({ PK, SK }));
const put = (item: Item) => table.set(keyOf(item as Key), item);

const company = (id: string, overrides: Item = {}) => ({
  PK: `COMPANY#${id}`,
  SK: 'COMPANY',
  entity: 'COMPANY',
  companyID: id,
  companyName: `Company ${id.slice(-2)}`,
  slug: `company-${id.slice(-2)}`,
  ownerID: 'owner',
  ...overrides,
});
const myCount = () => stored(`USER#${ME}`, 'FOLLOWS')?.count;
const followers = (id: string) => stored(`COMPANY#${id}`, 'FOLLOWERS')?.count;

function awsError(name: string, extra: Item = {}): Error {
  return Object.assign(new Error(name), { name, $fault: 'client', ...extra });
}
const cancelled = (codes: string[]) =>
  awsError('TransactionCanceledException', { CancellationReasons: codes.map((Code) => ({ Code })) });

/** Whether `condition` (one of those the follows write) holds for `item`. */
function holds(condition: string | undefined, item: Item | undefined, values: Item = {}): boolean {
  switch (condition) {
    case undefined:
      return true;
    case 'attribute_not_exists(PK)':
      return !item;
    case 'attribute_exists(PK)':
      return Boolean(item);
    case 'attribute_exists(#count)':
      return item?.count !== undefined;
    case 'attribute_not_exists(#count) OR #count < :max':
      return item?.count === undefined || (item.count as number) < (values[':max'] as number);
    default:
      throw new Error(`unexpected condition ${condition}`);
  }
}

/** A transaction: every condition first, then every write, or nothing with the reasons. */
function transactWrite(input: TransactWriteCommandInput) {
  const steps = input.TransactItems!;
  const codes = steps.map((step) => {
    const body = (step.Put ?? step.Update ?? step.Delete ?? step.ConditionCheck)!;
    const key = (step.Put ? step.Put.Item : (body as { Key?: Record<string, unknown> }).Key) as Key;
    return holds(body.ConditionExpression, table.get(keyOf(key)), body.ExpressionAttributeValues)
      ? 'None'
      : 'ConditionalCheckFailed';
  });
  if (codes.includes('ConditionalCheckFailed')) throw cancelled(codes);
  for (const step of steps) {
    if (step.Put) put({ ...step.Put.Item });
    if (step.Delete) table.delete(keyOf(step.Delete.Key as Key));
    if (step.Update) {
      const { Key, ExpressionAttributeValues: values = {} } = step.Update;
      const item = table.get(keyOf(Key as Key)) ?? { ...Key };
      const change = (values[':one'] ?? values[':minusOne'] ?? values[':change']) as number;
      item.count = ((item.count as number | undefined) ?? 0) + change;
      if (values[':entity']) item.entity = values[':entity'];
      put(item);
    }
  }
  return {};
}

function query(input: QueryCommandInput) {
  const values = input.ExpressionAttributeValues!;
  if (input.IndexName === 'GSI1') {
    const after = input.ExclusiveStartKey?.GSI1SK as string | undefined;
    const found = [...table.values()]
      .filter((item) => item.GSI1PK === values[':pk'] && (!after || String(item.GSI1SK) < after))
      .sort((a, b) => String(b.GSI1SK).localeCompare(String(a.GSI1SK)));
    return { Items: found.slice(0, input.Limit) };
  }
  const found = [...table.values()].filter(
    (item) => item.PK === values[':pk'] && String(item.SK).startsWith(String(values[':follow'])),
  );
  return { Items: found.map((item) => ({ companyID: item.companyID })) };
}

beforeEach(() => {
  dynamo.reset();
  table = new Map();
  for (const item of [company(ACME), company(companyID(2)), candidateProfile(), employerProfile()]) put(item);
  dynamo.on(GetCommand).callsFake(async (input: { Key: Key }) => ({ Item: table.get(keyOf(input.Key)) }));
  dynamo.on(BatchGetCommand).callsFake(async (input: BatchGetCommandInput) => {
    const [name, { Keys = [] }] = Object.entries(input.RequestItems!)[0]!;
    return { Responses: { [name]: Keys.map((key) => table.get(keyOf(key as Key))).filter(Boolean) } };
  });
  dynamo.on(QueryCommand).callsFake(async (input: QueryCommandInput) => query(input));
  dynamo.on(TransactWriteCommand).callsFake(async (input: TransactWriteCommandInput) => transactWrite(input));
  useTestSessions();
});
afterEach(afterSessions);

describe('following a company', () => {
  it('writes the follow (listed under the candidate and the company) and both counts in one transaction', async () => {
    await followCompany(ME, ACME, new Date('2026-05-01T10:00:00.000Z'));

    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(stored(`USER#${ME}`, `FOLLOW#${ACME}`)).toMatchObject({
      GSI1PK: `FOLLOWS#${ME}`,
      GSI1SK: `2026-05-01T10:00:00.000Z#${ACME}`,
      GSI2PK: `FOLLOWERS#${ACME}`,
      GSI2SK: `2026-05-01T10:00:00.000Z#${ME}`,
      companyName: 'Company 01',
      slug: 'company-01',
      followedAt: '2026-05-01T10:00:00.000Z',
    });
    expect([myCount(), followers(ACME)]).toEqual([1, 1]);
    expect(await isFollowing(ME, ACME)).toBe(true);
    expect(await isFollowing(ME, companyID(2))).toBe(false);
  });

  it('changes nothing when followed again', async () => {
    await followCompany(ME, ACME);
    await followCompany(ME, ACME);

    expect([myCount(), followers(ACME)]).toEqual([1, 1]);
  });

  it(`refuses a follow past ${FOLLOWS_MAX} with 409 and writes nothing`, async () => {
    put({ PK: `USER#${ME}`, SK: 'FOLLOWS', count: FOLLOWS_MAX });

    await expect(followCompany(ME, ACME)).rejects.toMatchObject({ statusCode: 409, message: FOLLOW_MSG.limit });
    expect(stored(`USER#${ME}`, `FOLLOW#${ACME}`)).toBeUndefined();
    expect(followers(ACME)).toBeUndefined();
  });

  it('refuses an unknown company, and one closed between the read and the write, with 404', async () => {
    await expect(followCompany(ME, companyID(9))).rejects.toMatchObject({
      statusCode: 404,
      message: FOLLOW_MSG.notFound,
    });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);

    // The company's read answers, but the company is gone when the transaction runs.
    dynamo.on(GetCommand, { Key: { PK: `COMPANY#${companyID(9)}`, SK: 'COMPANY' } }).resolves({
      Item: company(companyID(9)),
    });
    await expect(followCompany(ME, companyID(9))).rejects.toMatchObject({ statusCode: 404 });
    // Refused by the transaction's check of the company, not by the read.
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(followers(companyID(9))).toBeUndefined();
  });

  it('tries again when the transaction only collided with another follow of the company', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'None', 'TransactionConflict', 'None']))
      .callsFake(async (input: TransactWriteCommandInput) => transactWrite(input));

    await followCompany(ME, ACME);

    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(2);
    expect(followers(ACME)).toBe(1);
  });

  it('answers 400 with the reason for a company ID that is not one, before any write', async () => {
    const answer = await call(followHandler, { as: 'candidate', method: 'PUT', json: { companyID: 'acme' } });

    expect(answer.status).toBe(400);
    expect(answer.data.msg).toBe('companyID is not valid');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('unfollowing', () => {
  it('deletes the follow and lowers both counts; unfollowing again changes nothing', async () => {
    await followCompany(ME, ACME);
    await followCompany(ME, companyID(2));

    await unfollowCompany(ME, ACME);
    await unfollowCompany(ME, ACME);

    expect(stored(`USER#${ME}`, `FOLLOW#${ACME}`)).toBeUndefined();
    expect([myCount(), followers(ACME), followers(companyID(2))]).toEqual([1, 0, 1]);
  });

  it('ends the follow of a closed company without bringing its count back', async () => {
    await followCompany(ME, ACME);
    // Closing the company deletes its partition, the follower count with it.
    table.delete(keyOf({ PK: `COMPANY#${ACME}`, SK: 'COMPANY' }));
    table.delete(keyOf({ PK: `COMPANY#${ACME}`, SK: 'FOLLOWERS' }));

    await unfollowCompany(ME, ACME);

    expect(stored(`USER#${ME}`, `FOLLOW#${ACME}`)).toBeUndefined();
    expect(myCount()).toBe(0);
    expect(stored(`COMPANY#${ACME}`, 'FOLLOWERS')).toBeUndefined();
  });

  it("ends every follow at the account's deletion, lowering each company's count; a second run finds none", async () => {
    await followCompany(ME, ACME);
    await followCompany(ME, companyID(2));
    await followCompany('7c1e2a90-1111-4d3e-8f4b-6a9d2c1e7b55', ACME);

    expect(await endAllFollows(ME)).toBe(2);
    expect(await endAllFollows(ME)).toBe(0);

    expect([followers(ACME), followers(companyID(2))]).toEqual([1, 0]);
    expect(stored(`USER#${ME}`, `FOLLOW#${ACME}`)).toBeUndefined();
  });
});

describe('the list of followed companies', () => {
  it('pages newest followed first, with each company as it is now, or as followed once it is gone', async () => {
    for (let index = 1; index <= 12; index += 1) {
      if (index > 2) put(company(companyID(index)));
      await followCompany(ME, companyID(index), new Date(Date.UTC(2026, 0, index)));
    }
    put(company(companyID(12), { companyName: 'Renamed', slug: 'renamed', tagline: 'Still here' }));
    table.delete(keyOf({ PK: `COMPANY#${companyID(11)}`, SK: 'COMPANY' }));

    const first = await followedCompaniesPage(ME);
    expect(first.companies.map((entry) => entry.companyID)).toEqual(
      Array.from({ length: 10 }, (_, index) => companyID(12 - index)),
    );
    expect(first.companies[0]).toEqual({
      companyID: companyID(12),
      slug: 'renamed',
      companyName: 'Renamed',
      tagline: 'Still here',
      followedAt: '2026-01-12T00:00:00.000Z',
    });
    expect(first.companies[1]).toMatchObject({ companyName: 'Company 11', slug: 'company-11' });
    expect(first.nextCursor).toBeDefined();

    const second = await followedCompaniesPage(ME, first.nextCursor);
    expect(second.companies.map((entry) => entry.companyID)).toEqual([companyID(2), companyID(1)]);
    expect(second.nextCursor).toBeUndefined();
  });

  it('refuses a cursor that is not a position in the list with 400', async () => {
    const forged = Buffer.from(JSON.stringify(['yesterday', 'not-an-id'])).toString('base64url');

    await expect(followedCompaniesPage(ME, forged)).rejects.toMatchObject({
      statusCode: 400,
      message: FOLLOW_MSG.badCursor,
    });
  });
});
