// Conversations through the real local stack (docs/product/messages.md): who may read and
// write one (the candidate, any member of the job's company, nobody else), the inbox and the
// unread count of each side, older pages, closed applications, the email to the other side
// and its throttle, the hourly limit, and what an account's deletion leaves.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { RouteResponse } from '#shared/routes.js';
import { conversationIdOf, MESSAGE_MAX, MSG_APPLICATION_CLOSED } from '#shared/schemas/messages.js';
import type { MyData } from '#functions/privacy/my-data.js';
import { emailsTo } from '../../../local/mailbox.js';
import { addJob, applyTo } from '../../support/jobs.js';
import { deleteAccount, memberOf } from '../support/accounts.js';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';
import { wellInsideRateWindow } from '../../support/rate-windows.js';
import { HOUR_SECONDS } from '#platform/rate-limits.js';

const stack = inject('stack');
const tag = randomUUID().slice(0, 8);
const CANDIDATE = { jobTitle: 'Analyst', jobType: 'full-time', country: 'Spain' };
type Conversation = RouteResponse<'getConversation'>;
type Inbox = RouteResponse<'getConversations'>;

async function applicant(jobID: string): Promise<TestUser> {
  const candidate = await createSignedInUser(stack, 'candidate', CANDIDATE);
  await applyTo(candidate, jobID, { firstName: 'Cleo', lastName: `Writer-${tag}` });
  return candidate;
}

const send = (who: TestUser, conversationID: string, text: string) =>
  who.client.call<RouteResponse<'sendMessage'>>('POST', '/api/send-message', { json: { conversationID, text } });
const open = (who: TestUser, conversationID: string, before?: string) =>
  who.client.call<Conversation>('GET', '/api/get-conversation', {
    query: { conversationID, ...(before ? { before } : {}) },
  });
const inbox = (who: TestUser) => who.client.call<Inbox>('GET', '/api/get-conversations');
const unreadCount = async (who: TestUser) =>
  (await who.client.call<{ unread: number }>('GET', '/api/get-unread-conversations')).body.data.unread;
const messageEmails = async (to: TestUser) =>
  (await emailsTo(stack.mailboxUrl, to.email)).filter((email) => email.subject.startsWith('New message from'));

describe('messages', () => {
  let owner: TestUser;
  let member: TestUser;
  let rival: TestUser;

  beforeAll(async () => {
    owner = await createSignedInUser(stack, 'employer', { companyName: `Message Co ${tag}`, firstName: 'Olive' });
    [member, rival] = await Promise.all([
      memberOf(stack, owner, { firstName: 'Grace', lastName: 'Hopper' }),
      createSignedInUser(stack, 'employer', { companyName: `Rival Co ${tag}` }),
    ]);
  });

  it('lets the team and the candidate write, shows each side its inbox and unread marks, and nobody else', async () => {
    const job = await addJob(owner.client, { jobTitle: `Messaging ${tag}` });
    const candidate = await applicant(job._id);
    const id = conversationIdOf(job._id, candidate.userID);

    // Before the first message: the parties can open it, empty; nobody else can.
    const empty = await open(candidate, id);
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    expect(empty.body.data).toMatchObject({
      conversation: { jobTitle: `Messaging ${tag}`, side: 'candidate', closed: false },
      messages: [],
    });
    expect((await open(rival, id)).status).toBe(404);
    expect((await send(rival, id, 'Hello from elsewhere')).status).toBe(404);
    const otherCandidate = await createSignedInUser(stack, 'candidate', CANDIDATE);
    expect((await open(otherCandidate, id)).status).toBe(404);
    expect((await send(otherCandidate, id, 'Not mine')).status).toBe(404);

    const sent = await send(owner, id, 'Hello Cleo,\nwhen can we talk? <b>not bold</b>');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.message).toMatchObject({
      side: 'company',
      mine: true,
      text: 'Hello Cleo,\nwhen can we talk? <b>not bold</b>',
    });

    // The candidate's inbox: the company, the job, the first line, unread.
    expect(await unreadCount(candidate)).toBe(1);
    const candidateInbox = await inbox(candidate);
    expect(candidateInbox.body.data.conversations).toEqual([
      {
        conversationID: id,
        jobID: job._id,
        jobTitle: `Messaging ${tag}`,
        otherName: `Message Co ${tag}`,
        lastMessage: 'Hello Cleo,',
        lastMessageAt: expect.any(String),
        unread: true,
      },
    ]);
    // Opening it shows the message as sent, with the member who wrote it, and marks it read.
    const opened = await open(candidate, id);
    expect(opened.body.data.messages).toEqual([
      expect.objectContaining({
        text: 'Hello Cleo,\nwhen can we talk? <b>not bold</b>',
        senderName: expect.stringContaining('Olive'),
        side: 'company',
        mine: false,
        removed: false,
      }),
    ]);
    expect(await unreadCount(candidate)).toBe(0);
    expect((await inbox(candidate)).body.data.conversations[0]!.unread).toBe(false);

    // The reply is unread for every member of the company, each on their own.
    expect((await send(candidate, id, 'Tomorrow at 10?')).status).toBe(200);
    expect(await unreadCount(owner)).toBeGreaterThanOrEqual(1);
    expect(await unreadCount(member)).toBe(1);
    const memberInbox = await inbox(member);
    expect(memberInbox.body.data.conversations.find((entry) => entry.conversationID === id)).toMatchObject({
      otherName: `Cleo Writer-${tag}`,
      lastMessage: 'Tomorrow at 10?',
      unread: true,
    });
    expect((await open(member, id)).body.data.messages.map((message) => message.text)).toEqual([
      'Hello Cleo,\nwhen can we talk? <b>not bold</b>',
      'Tomorrow at 10?',
    ]);
    expect(await unreadCount(member)).toBe(0);
    // The Owner has still not read it.
    expect((await inbox(owner)).body.data.conversations.find((entry) => entry.conversationID === id)!.unread).toBe(
      true,
    );
    expect((await inbox(rival)).body.data.conversations).toEqual([]);
  });

  it('refuses a removed member at once, and bad input with a clear message', async () => {
    const job = await addJob(owner.client, { jobTitle: `Removal ${tag}` });
    const candidate = await applicant(job._id);
    const id = conversationIdOf(job._id, candidate.userID);
    const leaving = await memberOf(stack, owner, { firstName: 'Leaving' });
    expect((await send(leaving, id, 'Still here')).status).toBe(200);
    const removed = await owner.client.call('PUT', '/api/remove-member', { json: { userID: leaving.userID } });
    expect(removed.status).toBe(200);
    expect((await open(leaving, id)).status).toBe(403);
    expect((await send(leaving, id, 'Gone?')).status).toBe(403);

    const tooLong = await send(owner, id, 'x'.repeat(MESSAGE_MAX + 1));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.data.msg).toMatch(/at most 2,000 characters/);
    expect((await send(owner, id, '   \n ')).status).toBe(400);
    expect((await open(owner, 'not-a-conversation')).status).toBe(400);
  });

  it('pages older messages, and stops a writer at 30 messages an hour', async () => {
    const job = await addJob(owner.client, { jobTitle: `Paging ${tag}` });
    const candidate = await applicant(job._id);
    const id = conversationIdOf(job._id, candidate.userID);
    await wellInsideRateWindow(15, HOUR_SECONDS);
    for (let index = 1; index <= 30; index += 1)
      expect((await send(candidate, id, `Message ${index}`)).status).toBe(200);
    const limited = await send(candidate, id, 'One too many');
    expect(limited.status).toBe(429);
    expect(limited.body.data.msg).toMatch(/30 messages in the last hour/);

    const newest = await open(owner, id);
    expect(newest.body.data.messages.map((message) => message.text)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Message ${index + 11}`),
    );
    const older = await open(owner, id, newest.body.data.olderCursor);
    expect(older.body.data.messages.map((message) => message.text)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Message ${index + 1}`),
    );
    expect(older.body.data.olderCursor).toBeUndefined();
  });

  it('emails the other side once per 15 minutes while unread, and not those who turned it off', async () => {
    const job = await addJob(owner.client, { jobTitle: `Emails ${tag}` });
    const candidate = await applicant(job._id);
    const id = conversationIdOf(job._id, candidate.userID);

    expect((await send(owner, id, 'First line\nsecond line')).status).toBe(200);
    const [first, ...others] = await messageEmails(candidate);
    expect(others).toEqual([]);
    expect(first!.subject).toBe(`New message from Olive Employer (Message Co ${tag}) about Emails ${tag}`);
    expect(first!.body.text).toContain('> First line\n> second line');
    // Through the login page, which goes on to the conversation.
    expect(first!.body.text).toContain(`/login?next=${encodeURIComponent(`/dashboard/messages/${id}`)}`);

    // Unread and within 15 minutes: no second email.
    expect((await send(member, id, 'Another one')).status).toBe(200);
    expect(await messageEmails(candidate)).toHaveLength(1);
    // Read since: the next message is emailed again.
    await open(candidate, id);
    expect((await send(owner, id, 'After reading')).status).toBe(200);
    expect(await messageEmails(candidate)).toHaveLength(2);

    // The candidate turns the emails off: nothing more.
    const off = await candidate.client.call('PUT', '/api/update-message-emails', {
      json: { emailOnNewMessage: false },
    });
    expect(off.status).toBe(200);
    await open(candidate, id);
    expect((await send(owner, id, 'Nobody emailed')).status).toBe(200);
    expect(await messageEmails(candidate)).toHaveLength(2);
  });

  it('makes the conversation read-only once the application is withdrawn or rejected', async () => {
    const job = await addJob(owner.client, { jobTitle: `Closing ${tag}` });
    const [withdrawing, rejected] = [await applicant(job._id), await applicant(job._id)];
    const withdrawnID = conversationIdOf(job._id, withdrawing.userID);
    const rejectedID = conversationIdOf(job._id, rejected.userID);
    expect((await send(owner, withdrawnID, 'Before')).status).toBe(200);

    expect(
      (await withdrawing.client.call('PUT', '/api/withdraw-application', { json: { jobID: job._id } })).status,
    ).toBe(200);
    const refused = await send(withdrawing, withdrawnID, 'After');
    expect(refused.status).toBe(409);
    expect(refused.body.data.msg).toBe(MSG_APPLICATION_CLOSED);
    expect((await send(owner, withdrawnID, 'After')).status).toBe(409);
    const readOnly = await open(owner, withdrawnID);
    expect(readOnly.status).toBe(200);
    expect(readOnly.body.data.conversation?.closed).toBe(true);
    expect(readOnly.body.data.messages.map((message) => message.text)).toEqual(['Before']);

    const moved = await owner.client.call('PUT', '/api/update-application-stage', {
      json: { jobID: job._id, userID: rejected.userID, stage: 'rejected', rejectionReason: 'skills' },
    });
    expect(moved.status).toBe(200);
    expect((await send(rejected, rejectedID, 'Why?')).status).toBe(409);
  });

  it("makes the conversation read-only once its job is deleted, and keeps it the company's", async () => {
    const job = await addJob(owner.client, { jobTitle: `Deleted job ${tag}` });
    const candidate = await applicant(job._id);
    const id = conversationIdOf(job._id, candidate.userID);
    expect((await send(candidate, id, 'Any news?')).status).toBe(200);
    expect((await owner.client.call('DELETE', '/api/delete-job', { query: { jobID: job._id } })).status).toBe(200);

    for (const party of [owner, member, candidate]) {
      const after = await open(party, id);
      expect(after.status).toBe(200);
      expect(after.body.data.conversation).toMatchObject({ closed: true, jobTitle: `Deleted job ${tag}` });
    }
    expect((await open(rival, id)).status).toBe(404);
    const refused = await send(owner, id, 'Sorry');
    expect(refused.status).toBe(409);
    expect(refused.body.data.msg).toBe(MSG_APPLICATION_CLOSED);
  });

  it("exports a candidate's conversations, and their deletion leaves 'Message removed' and a closed conversation", async () => {
    const job = await addJob(owner.client, { jobTitle: `Deletion ${tag}` });
    const candidate = await applicant(job._id);
    const id = conversationIdOf(job._id, candidate.userID);
    expect((await send(owner, id, 'Hello')).status).toBe(200);
    expect((await send(candidate, id, 'My secret answer')).status).toBe(200);

    const exported = await candidate.client.call<MyData>('GET', '/api/export-my-data');
    expect(exported.status).toBe(200);
    expect(exported.body.data.conversations).toEqual([
      expect.objectContaining({
        conversationID: id,
        messages: [
          expect.objectContaining({ text: 'Hello', mine: false }),
          expect.objectContaining({ text: 'My secret answer', mine: true }),
        ],
      }),
    ]);

    expect((await deleteAccount(stack, candidate)).status).toBe(200);
    const after = await open(owner, id);
    expect(after.status).toBe(200);
    expect(after.body.data.conversation).toMatchObject({ closed: true, otherName: 'Deleted candidate' });
    expect(after.body.data.messages).toEqual([
      expect.objectContaining({ text: 'Hello', removed: false }),
      expect.objectContaining({ text: '', removed: true }),
    ]);
    expect(JSON.stringify(after.body)).not.toContain('My secret answer');
    const listed = (await inbox(owner)).body.data.conversations.find((entry) => entry.conversationID === id);
    expect(listed).toMatchObject({ otherName: 'Deleted candidate', lastMessage: '' });
    expect((await send(owner, id, 'Anyone?')).status).toBe(409);
  });
});
