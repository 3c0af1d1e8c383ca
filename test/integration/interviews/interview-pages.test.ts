// An application's interviews past one page, through the real local stack (docs/data-model.md,
// pattern 34): get-interviews pages them newest first by cursor, each once, and refuses a cursor
// of another application; an interview stored before IDs were time-ordered (a random ID) is
// still listed, answered and cancelled; rejecting the application cancels every one of them,
// more than one read's page. Most are written directly: the daily limit keeps the API from
// proposing so many.
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { RouteResponse } from '#shared/routes.js';
import { INTERVIEWS_PAGE_SIZE, MSG_INTERVIEWS_CURSOR, type Interview } from '#shared/schemas/interviews.js';
import { conversationIdOf } from '#shared/schemas/messages.js';
import { chunks } from '#platform/async/in-batches.js';
import { INTERVIEWS_READ, newInterviewID } from '#functions/interviews/interviews.js';
import { addJob, applyTo } from '../../support/jobs.js';
import { useStackEnvironment } from '../support/job-alerts.js';
import { confirmedInterview, proposeInterview, rejectAndReadInterviews } from '../support/interviews.js';
import { createSignedInUser, documentClient, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
const tag = randomUUID().slice(0, 8);

type InterviewsAnswer = RouteResponse<'getInterviews'>;
const interviewsOf = (who: TestUser, conversationID: string, cursor?: string) =>
  who.client.call<InterviewsAnswer>('GET', '/api/get-interviews', {
    query: cursor === undefined ? { conversationID } : { conversationID, cursor },
  });

/** Every page of the application's interviews as `who` reads them, first to last. */
async function allPages(who: TestUser, conversationID: string) {
  const pages: InterviewsAnswer[] = [];
  let cursor: string | undefined;
  do {
    const answer = await interviewsOf(who, conversationID, cursor);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    pages.push(answer.body.data);
    cursor = answer.body.data.pagination.nextCursor;
    expect(answer.body.data.pagination.isLastPage).toBe(cursor === undefined);
  } while (cursor !== undefined && pages.length < 20);
  return pages;
}

describe("an application's interviews past one page", () => {
  let owner: TestUser;

  beforeAll(async () => {
    useStackEnvironment(stack);
    owner = await createSignedInUser(stack, 'employer', { companyName: `Pages Co ${tag}` });
  });

  it('are paged newest first, each once, old ones too, and all cancelled when the application is rejected', async () => {
    const job = await addJob(owner.client, { jobTitle: `Many interviews ${tag}` });
    const candidate = await createSignedInUser(stack, 'candidate');
    await applyTo(candidate, job._id, { firstName: 'Paige', lastName: `Ing-${tag}` });
    const conversationID = conversationIdOf(job._id, candidate.userID);
    // Through the API: one confirmed, one proposed, the newest two.
    const confirmed = await confirmedInterview(owner.client, candidate.client, conversationID);
    const proposed = await proposeInterview(owner.client, conversationID);

    // Written directly, as the API writes them: older ones with time-ordered IDs, and three
    // from before IDs were time-ordered (random IDs), older still.
    const client = documentClient(stack);
    const { Item: template } = await client.send(
      new GetCommand({
        TableName: stack.env.TABLE_NAME,
        Key: { PK: `JOB#${job._id}`, SK: `INTERVIEW#${candidate.userID}#${proposed.interviewID}` },
      }),
    );
    expect(template).toBeDefined();
    const dayAgo = Date.now() - 86_400_000;
    const stored = (interviewID: string, createdAt: string) => ({
      ...template,
      SK: `INTERVIEW#${candidate.userID}#${interviewID}`,
      interviewID,
      createdAt,
      updatedAt: createdAt,
    });
    const timeOrdered = Array.from({ length: INTERVIEWS_READ + 5 }, (_, index) => {
      const at = new Date(dayAgo - index * 60_000);
      return stored(newInterviewID(at), at.toISOString());
    });
    const legacy = Array.from({ length: 3 }, (_, index) =>
      stored(randomUUID(), new Date(dayAgo - 7 * 86_400_000 - index * 60_000).toISOString()),
    );
    for (const group of chunks([...timeOrdered, ...legacy], 25)) {
      await client.send(
        new BatchWriteCommand({
          RequestItems: { [stack.env.TABLE_NAME!]: group.map((Item) => ({ PutRequest: { Item } })) },
        }),
      );
    }
    const total = 2 + timeOrdered.length + legacy.length;

    // Paged: at most a page each, every interview once, the time-ordered ones newest first.
    const pages = await allPages(owner, conversationID);
    expect(pages.length).toBe(Math.ceil(total / INTERVIEWS_PAGE_SIZE));
    expect(pages.every((page) => page.interviews.length <= INTERVIEWS_PAGE_SIZE)).toBe(true);
    const listed = pages.flatMap((page) => page.interviews);
    const ids = listed.map((interview) => interview.interviewID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(
      new Set([confirmed, proposed, ...timeOrdered, ...legacy].map((interview) => interview.interviewID)),
    );
    const legacyIDs = new Set(legacy.map((item) => item.interviewID));
    const inOrder = listed.filter((interview) => !legacyIDs.has(interview.interviewID));
    expect(inOrder.map((interview) => interview.interviewID)).toEqual([
      proposed.interviewID,
      confirmed.interviewID,
      ...timeOrdered.map((item) => item.interviewID),
    ]);
    // The candidate reads the same pages.
    expect(
      (await allPages(candidate, conversationID)).flatMap((page) => page.interviews.map((i) => i.interviewID)),
    ).toEqual(ids);

    // A cursor is a page of its own application only, and a cursor at all: 400 otherwise.
    const other = await createSignedInUser(stack, 'candidate');
    await applyTo(other, job._id, { firstName: 'Otto', lastName: `Her-${tag}` });
    const otherConversation = conversationIdOf(job._id, other.userID);
    const nextCursor = pages[0]!.pagination.nextCursor!;
    const crossed = await interviewsOf(owner, otherConversation, nextCursor);
    expect(crossed.status).toBe(400);
    expect(crossed.body.data.msg).toBe(MSG_INTERVIEWS_CURSOR);
    for (const cursor of ['not a cursor', Buffer.from('["x"]').toString('base64url'), 'x'.repeat(501)]) {
      const bad = await interviewsOf(owner, conversationID, cursor);
      expect(bad.status, cursor).toBe(400);
      expect(bad.body.data.msg, cursor).toBe(MSG_INTERVIEWS_CURSOR);
    }
    // The other application's own first page holds none of these.
    const otherPage = await interviewsOf(owner, otherConversation);
    expect(otherPage.body.data).toEqual({ interviews: [], pagination: { isLastPage: true } });

    // An interview stored before IDs were time-ordered is answered and cancelled as any other.
    const [picked, cancelled] = legacy;
    const pick = await candidate.client.call<{ interview: Interview }>('POST', '/api/answer-interview', {
      json: { conversationID, interviewID: picked!.interviewID, pick: 0 },
    });
    expect(pick.status, JSON.stringify(pick.body)).toBe(200);
    expect(pick.body.data.interview.status).toBe('confirmed');
    const cancel = await owner.client.call<{ interview: Interview }>('POST', '/api/cancel-interview', {
      json: { conversationID, interviewID: cancelled!.interviewID },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(cancel.body.data.interview.status).toBe('cancelled');

    // Rejected: every interview closes, more than one read's page of them.
    const Items = await rejectAndReadInterviews(
      owner.client,
      { client, name: stack.env.TABLE_NAME! },
      { jobID: job._id, candidateID: candidate.userID },
    );
    expect(Items).toHaveLength(total);
    expect(Items.filter((item) => item.status !== 'cancelled').map((item) => item.interviewID)).toEqual([]);
    // And get-interviews says so, page after page.
    const after = (await allPages(owner, conversationID)).flatMap((page) => page.interviews);
    expect(after).toHaveLength(total);
    expect(after.every((interview) => interview.status === 'cancelled')).toBe(true);
  });
});
