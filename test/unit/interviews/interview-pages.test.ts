// The key and the pages of an application's interviews (docs/data-model.md, pattern 34) against
// a mocked DynamoDB: a new interview's time-ordered ID, get-interviews' page newest first and
// its cursor (refused with 400 from another application), and the closing of an application
// that reaches its open interviews page after page. Prepare / Act / Assess.
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerInterviewBody,
  getInterviewsQuery,
  INTERVIEWS_PAGE_SIZE,
  MSG_INTERVIEWS_CURSOR,
} from '#shared/schemas/interviews.js';
import { HttpError } from '#platform/errors.js';
import { encodePageCursor } from '#platform/dynamodb/page-cursor.js';
import { INTERVIEWS_READ, interviewKey, newInterviewID } from '#functions/interviews/interviews.js';
import { interviewsCursor, interviewsCursorKey, listInterviews } from '#functions/interviews/interview-lists.js';
import { cancelInterviewsOfClosed } from '#functions/interviews/closed-applications.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const JOB = '11111111-1111-4111-8111-111111111111';
const CANDIDATE = '22222222-2222-4222-8222-222222222222';
const OTHER_CANDIDATE = '44444444-4444-4444-8444-444444444444';
const application = { conversationID: `${JOB}_${CANDIDATE}`, jobID: JOB, candidateID: CANDIDATE };
const START = Date.parse('2026-03-01T10:00:00.000Z');

/** The interview created `n` minutes after START, as stored. */
function stored(n: number, overrides: Record<string, unknown> = {}) {
  const at = new Date(START + n * 60_000);
  const interviewID = newInterviewID(at);
  return {
    ...interviewKey(JOB, CANDIDATE, interviewID),
    interviewID,
    conversationID: application.conversationID,
    jobID: JOB,
    candidateID: CANDIDATE,
    companyID: '33333333-3333-4333-8333-333333333333',
    status: 'proposed',
    timeZone: 'UTC',
    times: [{ startAt: '2099-01-02T09:00:00.000Z', endAt: '2099-01-02T09:45:00.000Z', minutes: 45 }],
    where: { kind: 'video', value: 'https://meet.example.com/a' },
    proposedByID: '55555555-5555-4555-8555-555555555555',
    proposedBy: 'Ada Lovelace',
    sequence: 0,
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
    ...overrides,
  };
}

/** What refusing `cursor` for the application answers: the HttpError, or undefined when it is taken. */
function refusal(cursor: string) {
  try {
    interviewsCursorKey(application, cursor);
  } catch (error) {
    return error;
  }
  return undefined;
}

beforeEach(() => {
  dynamo.reset();
  process.env.AWS_ACCESS_KEY_ID = 'unit-key';
  process.env.AWS_SECRET_ACCESS_KEY = 'unit-secret';
});

describe("a new interview's ID", () => {
  it('is a UUID version 7 whose first 48 bits are its creation time, taken by the calls that name it', () => {
    const at = new Date('2026-03-01T10:00:00.123Z');

    const id = newInterviewID(at);

    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at.getTime());
    expect(newInterviewID(at)).not.toBe(id);
    const answer = { conversationID: application.conversationID, interviewID: id, pick: 0 };
    expect(answerInterviewBody.safeParse(answer).success).toBe(true);
  });

  it('orders the keys of an application by creation time, to the millisecond', () => {
    const times = [0, 1, 999, 60_000, 86_400_000, 400 * 86_400_000].map((ms) => new Date(START + ms));

    const keys = times.map((at) => interviewKey(JOB, CANDIDATE, newInterviewID(at)).SK);

    expect([...keys].sort()).toEqual(keys);
    expect(keys.every((key) => key.startsWith(`INTERVIEW#${CANDIDATE}#`))).toBe(true);
  });
});

describe("get-interviews' cursor", () => {
  it("holds the application and the last interview's ID, and reads back as that interview's key", () => {
    const last = stored(3);

    const cursor = interviewsCursor(application, last);

    expect(interviewsCursorKey(application, cursor)).toEqual({ PK: last.PK, SK: last.SK });
  });

  it("refuses with 400 a cursor of another application's interviews", () => {
    const last = stored(3);
    const other = { ...application, conversationID: `${JOB}_${OTHER_CANDIDATE}`, candidateID: OTHER_CANDIDATE };
    const othersCursor = interviewsCursor(other, last);

    const error = refusal(othersCursor);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 400, message: MSG_INTERVIEWS_CURSOR });
  });

  it('refuses with 400 what is not a cursor, or not a place among interviews', () => {
    for (const cursor of [
      'not a cursor!',
      encodePageCursor('just text'),
      encodePageCursor([application.conversationID]),
      encodePageCursor([application.conversationID, 'INTERVIEW#x']),
      encodePageCursor([application.conversationID, stored(1).interviewID, 'more']),
      encodePageCursor({ conversationID: application.conversationID, interviewID: stored(1).interviewID }),
    ]) {
      expect(refusal(cursor), cursor).toMatchObject({ statusCode: 400, message: MSG_INTERVIEWS_CURSOR });
    }
  });

  it('is a short text in the query: a long one is a 400 with the same words', () => {
    const query = { conversationID: application.conversationID, cursor: 'x'.repeat(501) };

    const parsed = getInterviewsQuery.safeParse(query);

    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([MSG_INTERVIEWS_CURSOR]);
    expect(getInterviewsQuery.safeParse({ conversationID: application.conversationID }).success).toBe(true);
  });
});

describe("get-interviews' page", () => {
  it('reads one page and one more, newest first on the key, and names the next page by its last', async () => {
    // The Query answers in key order, newest first.
    const items = Array.from({ length: INTERVIEWS_PAGE_SIZE + 1 }, (_, index) => stored(100 - index));
    dynamo.on(QueryCommand).resolves({ Items: items });

    const page = await listInterviews(application);

    const query = dynamo.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(query).toMatchObject({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :interview)',
      ExpressionAttributeValues: { ':pk': `JOB#${JOB}`, ':interview': `INTERVIEW#${CANDIDATE}#` },
      ScanIndexForward: false,
      Limit: INTERVIEWS_PAGE_SIZE + 1,
    });
    expect(query.ExclusiveStartKey).toBeUndefined();
    expect(page.interviews.map((interview) => interview.interviewID)).toEqual(
      items.slice(0, INTERVIEWS_PAGE_SIZE).map((item) => item.interviewID),
    );
    expect(page.pagination.isLastPage).toBe(false);
    expect(interviewsCursorKey(application, page.pagination.nextCursor!)).toEqual({
      PK: items[INTERVIEWS_PAGE_SIZE - 1]!.PK,
      SK: items[INTERVIEWS_PAGE_SIZE - 1]!.SK,
    });
  });

  it('starts after the cursor and has no next cursor on the last page', async () => {
    const after = stored(50);
    dynamo.on(QueryCommand).resolves({ Items: [stored(49), stored(48)] });

    const page = await listInterviews(application, interviewsCursor(application, after));

    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input.ExclusiveStartKey).toEqual({
      PK: after.PK,
      SK: after.SK,
    });
    expect(page.interviews).toHaveLength(2);
    expect(page.pagination).toEqual({ isLastPage: true });
  });

  it('shows a page by time when an interview from before time-ordered IDs sits out of its place', async () => {
    const newer = stored(10);
    // A random (version 4) ID, which a newest-first read of the key answers before the newer one.
    const legacy = stored(5, { interviewID: 'ffffffff-ffff-4fff-bfff-ffffffffffff' });
    const older = stored(1);
    dynamo.on(QueryCommand).resolves({ Items: [legacy, newer, older] });

    const page = await listInterviews(application);

    expect(page.interviews.map((interview) => interview.interviewID)).toEqual([
      newer.interviewID,
      legacy.interviewID,
      older.interviewID,
    ]);
  });

  it("refuses another application's cursor before reading anything", async () => {
    const other = { ...application, conversationID: `${JOB}_${OTHER_CANDIDATE}`, candidateID: OTHER_CANDIDATE };

    await expect(listInterviews(application, interviewsCursor(other, stored(1)))).rejects.toMatchObject({
      statusCode: 400,
      message: MSG_INTERVIEWS_CURSOR,
    });
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
  });
});

describe('closing an application', () => {
  it('cancels every open interview, page after page on the key, however many there are', async () => {
    const first = Array.from({ length: INTERVIEWS_READ }, (_, index) => stored(200 - index));
    const second = Array.from({ length: 7 }, (_, index) => stored(100 - index));
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: first, LastEvaluatedKey: { PK: first.at(-1)!.PK, SK: first.at(-1)!.SK } })
      .resolvesOnce({ Items: second });
    dynamo.on(UpdateCommand).resolves({});

    const cancelled = await cancelInterviewsOfClosed(
      { jobID: JOB, candidateID: CANDIDATE },
      async () => undefined,
      new Date(START + 1000 * 60_000),
    );

    expect(cancelled).toBe(INTERVIEWS_READ + 7);
    const queries = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries).toHaveLength(2);
    for (const query of queries) {
      expect(query).toMatchObject({
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :interview)',
        FilterExpression: '#status IN (:proposed, :confirmed)',
        Limit: INTERVIEWS_READ,
      });
    }
    expect(queries[1]!.ExclusiveStartKey).toEqual({ PK: first.at(-1)!.PK, SK: first.at(-1)!.SK });
    const updates = dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    const updated = updates.filter((update) => String(update.Key!.SK).startsWith('INTERVIEW#'));
    expect(new Set(updated.map((update) => update.Key!.SK))).toEqual(
      new Set([...first, ...second].map((item) => item.SK)),
    );
    expect(updated.every((update) => update.ExpressionAttributeValues![':status'] === 'cancelled')).toBe(true);
    // Then its conversation's version moves once: an open screen learns that it closed.
    expect(updates.filter((update) => !String(update.Key!.SK).startsWith('INTERVIEW#')).map((u) => u.Key)).toEqual([
      { PK: `JOB#${JOB}`, SK: `CONVERSATION#${CANDIDATE}` },
    ]);
  });
});
