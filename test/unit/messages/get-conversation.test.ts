// get-conversation asked `since` a version (an open conversation's poll): while the conversation
// is still at that version, the answer is "unchanged" from its item alone, read with the
// session, after checking on that item who asks; otherwise the page, as without `since`.
import { BatchGetCommand, DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as getConversation } from '#functions/messages/handlers/get-conversation.js';
import { conversationKey } from '#functions/messages/conversation-items.js';
import { applicationKey } from '#functions/applications/index.js';
import { jobKey } from '#functions/jobs/jobs.js';
import { MSG_CONVERSATION_NOT_FOUND, MSG_SINCE_WITH_BEFORE } from '#shared/schemas/messages.js';
import {
  APPLICANT_ID,
  JOB_ID,
  OWNER_COMPANY_ID,
  OWNER_ID,
  RIVAL_ID,
  call,
  jobsTestTable,
  storedJob,
} from '../support/jobs.js';

const dynamo = jobsTestTable();
const CONVERSATION_ID = `${JOB_ID}_${APPLICANT_ID}`;
const poll = (as: 'owner' | 'rival' | 'applicant', query: Record<string, string>) =>
  call(getConversation, { as, query: { conversationID: CONVERSATION_ID, ...query } });

const storeConversation = (version?: number) =>
  dynamo.on(GetCommand, { Key: conversationKey(JOB_ID, APPLICANT_ID) }).resolves({
    Item: {
      ...conversationKey(JOB_ID, APPLICANT_ID),
      conversationID: CONVERSATION_ID,
      jobID: JOB_ID,
      candidateID: APPLICANT_ID,
      companyID: OWNER_COMPANY_ID,
      jobTitle: 'Senior Developer',
      companyName: 'Analytical Engines',
      candidateName: 'Grace Hopper',
      lastMessageAt: '2026-03-01T10:00:00.000Z',
      lastMessagePreview: 'Hello',
      lastSenderID: OWNER_ID,
      ...(version === undefined ? {} : { version }),
    },
  });
const storeApplication = () => {
  dynamo.on(GetCommand, { Key: applicationKey(JOB_ID, APPLICANT_ID) }).resolves({
    Item: {
      ...applicationKey(JOB_ID, APPLICANT_ID),
      jobID: JOB_ID,
      userID: APPLICANT_ID,
      firstName: 'Grace',
      lastName: 'Hopper',
      stage: 'new',
      createdAt: '2026-02-02T00:00:00.000Z',
    },
  });
  dynamo.on(GetCommand, { Key: jobKey(JOB_ID) }).resolves({ Item: storedJob() });
  dynamo.on(QueryCommand).resolves({ Items: [] });
};
const keysRead = () =>
  dynamo.commandCalls(BatchGetCommand).map((batch) => Object.values(batch.args[0].input.RequestItems!)[0]);
const wrote = () =>
  dynamo.commandCalls(UpdateCommand).length + dynamo.commandCalls(DeleteCommand).length > 0 ? 'wrote' : 'none';

describe('get-conversation since a version', () => {
  it.each([
    ['applicant', APPLICANT_ID],
    ['owner', OWNER_ID],
  ] as const)(
    'answers the %s "unchanged" from the conversation item read with the session, and nothing else',
    async (who, userID) => {
      storeConversation(3);

      const answer = await poll(who, { since: '3' });

      expect(answer.status, JSON.stringify(answer.data)).toBe(200);
      expect(answer.data).toEqual({ changed: false, version: 3, messages: [] });
      expect(keysRead()).toEqual([
        {
          Keys: [{ PK: `USER#${userID}`, SK: 'PROFILE' }, conversationKey(JOB_ID, APPLICANT_ID)],
          ConsistentRead: true,
        },
      ]);
      expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
      expect(wrote()).toBe('none');
    },
  );

  it('checks on that item who asks: another company, another candidate and an employer of no company learn nothing', async () => {
    storeConversation(3);

    const rival = await poll('rival', { since: '3' });
    expect(rival.status).toBe(404);
    expect(rival.data.msg).toBe(MSG_CONVERSATION_NOT_FOUND);
    const otherCandidate = await call(getConversation, {
      as: 'applicant',
      query: { conversationID: `${JOB_ID}_${RIVAL_ID}`, since: '3' },
    });
    expect(otherCandidate.status).toBe(404);
    // An employer removed from their company: their profile, read with the session, says so.
    dynamo.on(GetCommand, { Key: { PK: `USER#${OWNER_ID}`, SK: 'PROFILE' } }).resolves({
      Item: {
        PK: `USER#${OWNER_ID}`,
        SK: 'PROFILE',
        userID: OWNER_ID,
        role: 'employer',
        status: 'active',
        email: 'x@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    });
    expect((await poll('owner', { since: '3' })).status).toBe(403);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('answers the page and the new version once the version moved, and before the first entry', async () => {
    storeConversation(4);
    storeApplication();

    const moved = await poll('applicant', { since: '3' });
    expect(moved.status, JSON.stringify(moved.data)).toBe(200);
    expect(moved.data).toMatchObject({
      changed: true,
      version: 4,
      conversation: { conversationID: CONVERSATION_ID, side: 'candidate', closed: false },
      messages: [],
    });
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(1);

    // No conversation item yet: its application says whose it is.
    dynamo.on(GetCommand, { Key: conversationKey(JOB_ID, APPLICANT_ID) }).resolves({});
    const empty = await poll('owner', { since: '0' });
    expect(empty.status).toBe(200);
    expect(empty.data).toMatchObject({ changed: true, version: 0, messages: [] });
    expect((await poll('rival', { since: '0' })).status).toBe(404);
  });

  it('counts a conversation older than versions as version 0', async () => {
    storeConversation();
    expect((await poll('applicant', { since: '0' })).data).toEqual({ changed: false, version: 0, messages: [] });
  });

  it.each([
    [{ since: 'abc' }, 'since must be the version an earlier answer gave'],
    [{ since: '-1' }, 'since must be the version an earlier answer gave'],
    [{ since: '1.5' }, 'since must be the version an earlier answer gave'],
    [{ since: '2', before: 'abc' }, MSG_SINCE_WITH_BEFORE],
  ])('refuses %j with a clear 400', async (query, msg) => {
    storeConversation(2);
    const answer = await poll('applicant', query);
    expect(answer.status).toBe(400);
    expect(answer.data.msg).toBe(msg);
  });
});
