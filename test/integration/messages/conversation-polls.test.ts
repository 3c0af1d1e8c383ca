// An open conversation's poll through the real local stack (docs/data-model.md, pattern 31):
// asked `since` the version it last got, get-conversation answers "unchanged" in one read (the
// conversation item, in the session's own BatchGetItem), still checking who asks; a new entry,
// or an account's deletion emptying its messages, moves the version, and the next poll gets
// the page and marks it read as before.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiHandler } from '#platform/http/api-handler.js';
import type { RouteResponse } from '#shared/routes.js';
import { conversationIdOf, MSG_CONVERSATION_NOT_FOUND } from '#shared/schemas/messages.js';
import { invoke } from '../../support/lambda-events.js';
import { addJob, applyTo } from '../../support/jobs.js';
import { deleteAccount, memberOf } from '../support/accounts.js';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
const tag = randomUUID().slice(0, 8);
type Conversation = RouteResponse<'getConversation'>;

/** What this process asked DynamoDB while counting: each request's command and the keys it named. */
let counting = false;
let requests: { command: string; keys: string[]; capacityUnits: number }[] = [];
let getConversation: ApiHandler;

beforeAll(async () => {
  // The handler runs in this process with the stack's environment, against its DynamoDB.
  Object.assign(process.env, stack.env);
  const { dynamo } = await import('#platform/clients/dynamodb.js');
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, unknown>;
      if (counting) input.ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      if (!counting) return result;
      const batches = Object.values(
        (input.RequestItems ?? {}) as Record<string, { Keys?: { PK: string; SK: string }[] }>,
      );
      const single = input.Key as { PK: string; SK: string } | undefined;
      const keys = [...batches.flatMap((batch) => batch.Keys ?? []), ...(single ? [single] : [])];
      const consumed = (
        result.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }
      ).ConsumedCapacity;
      requests.push({
        command: context.commandName ?? '',
        keys: keys.map((key) => `${key.PK} ${key.SK}`),
        capacityUnits: [consumed ?? []].flat().reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0),
      });
      return result;
    },
    { step: 'initialize', name: 'countConversationReads' },
  );
  ({ handler: getConversation } = await import('#functions/messages/handlers/get-conversation.js'));
});

const cookiesOf = (who: TestUser) =>
  [...who.client.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
/** get-conversation in this process, each DynamoDB request it makes recorded. */
async function counted(who: TestUser, query: Record<string, string>) {
  requests = [];
  counting = true;
  const answer = await invoke(getConversation, { query, cookies: cookiesOf(who) }).finally(() => (counting = false));
  return { answer, requests };
}

const open = (who: TestUser, conversationID: string, since?: number) =>
  who.client.call<Conversation>('GET', '/api/get-conversation', {
    query: { conversationID, ...(since === undefined ? {} : { since: String(since) }) },
  });
const send = (who: TestUser, conversationID: string, text: string) =>
  who.client.call('POST', '/api/send-message', { json: { conversationID, text } });
const unreadCount = async (who: TestUser) =>
  (await who.client.call<{ unread: number }>('GET', '/api/get-unread-conversations')).body.data.unread;

describe('an open conversation polls', () => {
  let owner: TestUser;
  let rival: TestUser;

  beforeAll(async () => {
    [owner, rival] = await Promise.all([
      createSignedInUser(stack, 'employer', { companyName: `Polling Co ${tag}` }),
      createSignedInUser(stack, 'employer', { companyName: `Rival Polling ${tag}` }),
    ]);
  });

  it('a conversation with nothing new answers "unchanged" in one read', async () => {
    const job = await addJob(owner.client, { jobTitle: `Polling ${tag}` });
    const candidate = await createSignedInUser(stack, 'candidate', { country: 'Spain' });
    await applyTo(candidate, job._id);
    const id = conversationIdOf(job._id, candidate.userID);
    expect((await send(owner, id, 'Hello')).status).toBe(200);
    const first = await open(candidate, id);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ changed: true, messages: [expect.objectContaining({ text: 'Hello' })] });
    const { version } = first.body.data;

    for (const who of [candidate, owner]) {
      const { answer, requests } = await counted(who, { conversationID: id, since: String(version) });
      expect(answer.status, JSON.stringify(answer.data)).toBe(200);
      expect(answer.data).toEqual({ changed: false, version, messages: [] });
      // One request: the session's profile and record, and the conversation item, nothing more.
      expect(requests.map((request) => request.command)).toEqual(['BatchGetItemCommand']);
      const [profile, session, ...others] = requests[0]!.keys;
      expect([profile, session]).toEqual([`USER#${who.userID} PROFILE`, expect.stringMatching(/^USER#\S+ SESSION#/)]);
      expect(others).toEqual([`JOB#${job._id} CONVERSATION#${candidate.userID}`]);
      // Three small items, strongly consistent: a read unit each.
      expect(requests[0]!.capacityUnits).toBeLessThanOrEqual(3);
    }

    // Who asks is still checked, on that one item.
    const rivalPoll = await counted(rival, { conversationID: id, since: String(version) });
    expect(rivalPoll.answer.status).toBe(404);
    expect(rivalPoll.answer.data.msg).toBe(MSG_CONVERSATION_NOT_FOUND);
    expect(rivalPoll.requests).toHaveLength(1);
    expect((await open(rival, id, version)).status).toBe(404);
  });

  it('gets the page and the next version once something is new, and still marks it read', async () => {
    const job = await addJob(owner.client, { jobTitle: `Polling news ${tag}` });
    const candidate = await createSignedInUser(stack, 'candidate', { country: 'Spain' });
    await applyTo(candidate, job._id);
    const id = conversationIdOf(job._id, candidate.userID);
    expect((await send(owner, id, 'First')).status).toBe(200);
    const { version } = (await open(candidate, id)).body.data;
    expect((await open(candidate, id, version)).body.data.changed).toBe(false);

    expect((await send(owner, id, 'Second')).status).toBe(200);
    expect(await unreadCount(candidate)).toBe(1);
    const news = await open(candidate, id, version);
    expect(news.status).toBe(200);
    expect(news.body.data.changed).toBe(true);
    expect(news.body.data.version).toBeGreaterThan(version);
    expect(news.body.data.conversation).toMatchObject({ conversationID: id, side: 'candidate', closed: false });
    expect(news.body.data.messages.map((message) => message.text)).toEqual(['First', 'Second']);
    // Read by that poll, as by opening it.
    expect(await unreadCount(candidate)).toBe(0);
    expect((await open(candidate, id, news.body.data.version)).body.data).toEqual({
      changed: false,
      version: news.body.data.version,
      messages: [],
    });
  });

  it('moves the version when the application closes, so an open screen shows it closed at its next poll', async () => {
    for (const close of ['rejected', 'withdrawn', 'job deleted'] as const) {
      const job = await addJob(owner.client, { jobTitle: `Polling closing ${close} ${tag}` });
      const candidate = await createSignedInUser(stack, 'candidate', { country: 'Spain' });
      await applyTo(candidate, job._id);
      const id = conversationIdOf(job._id, candidate.userID);
      expect((await send(owner, id, 'Hello')).status).toBe(200);
      const { version } = (await open(candidate, id)).body.data;
      const closing =
        close === 'rejected'
          ? await owner.client.call('PUT', '/api/update-application-stage', {
              json: { jobID: job._id, userID: candidate.userID, stage: 'rejected', rejectionReason: 'skills' },
            })
          : close === 'withdrawn'
            ? await candidate.client.call('PUT', '/api/withdraw-application', { json: { jobID: job._id } })
            : await owner.client.call('DELETE', '/api/delete-job', { query: { jobID: job._id } });
      expect(closing.status, `${close}: ${JSON.stringify(closing.body)}`).toBe(200);
      const poll = await open(candidate, id, version);
      expect(poll.body.data.changed, close).toBe(true);
      expect(poll.body.data.conversation, close).toMatchObject({ closed: true });
    }
  });

  it("moves the version when an account's deletion empties its messages", async () => {
    const job = await addJob(owner.client, { jobTitle: `Polling deletion ${tag}` });
    const candidate = await createSignedInUser(stack, 'candidate', { country: 'Spain' });
    await applyTo(candidate, job._id);
    const id = conversationIdOf(job._id, candidate.userID);
    const leaving = await memberOf(stack, owner, { firstName: 'Leaving' });
    expect((await send(leaving, id, 'From someone leaving')).status).toBe(200);
    expect((await send(candidate, id, 'Thanks')).status).toBe(200);
    const { version } = (await open(candidate, id)).body.data;

    expect((await deleteAccount(stack, leaving)).status).toBe(200);
    const after = await open(candidate, id, version);
    expect(after.body.data.changed).toBe(true);
    expect(after.body.data.messages).toEqual([
      expect.objectContaining({ text: '', removed: true }),
      expect.objectContaining({ text: 'Thanks', mine: true }),
    ]);
  });

  it('refuses a since that is not a version with a clear 400', async () => {
    const id = conversationIdOf(randomUUID(), randomUUID());
    const answer = await owner.client.call('GET', '/api/get-conversation', {
      query: { conversationID: id, since: 'latest' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.msg).toBe('since must be the version an earlier answer gave');
  });
});
