// Interviews through the real local stack (docs/product/messages.md, "Interviews"): who may
// propose, answer, move, cancel and read them (the job's company, its candidate, nobody else),
// the invitations both sides are emailed (the .ics read back with node-ical), the move to
// Interviewing, "None of these work", the reminder sent once, the daily limit, and the
// cancellation of open interviews when the application closes.
import { randomUUID } from 'node:crypto';
import ical, { type VEvent } from 'node-ical';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { RouteResponse } from '#shared/routes.js';
import type { Job } from '#shared/schemas/jobs.js';
import type { MyData } from '#functions/privacy/my-data.js';
import {
  MSG_INTERVIEW_PROPOSALS_LIMIT,
  MSG_INTERVIEW_RESCHEDULES_LIMIT,
  type Interview,
} from '#shared/schemas/interviews.js';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { conversationIdOf } from '#shared/schemas/messages.js';
import { emailsTo, type StoredEmail } from '../../../local/mailbox.js';
import { addJob, applyTo } from '../../support/jobs.js';
import { memberOf } from '../support/accounts.js';
import { useStackEnvironment } from '../support/job-alerts.js';
import {
  confirmedInterview,
  dayFromNow,
  proposal,
  proposeInterview,
  rejectAndReadInterviews,
} from '../support/interviews.js';
import { createSignedInUser, documentClient, type TestUser } from '../../../tools/test-users.js';
import { wellInsideRateWindow } from '../../support/rate-windows.js';
import { DAY_SECONDS } from '#platform/rate-limits.js';

const stack = inject('stack');
const tag = randomUUID().slice(0, 8);
const siteLink = async (path: string) => `${stack.appUrl}${path}`;

const post = (who: TestUser, path: string, json: unknown) =>
  who.client.call<{ interview: Interview }>('POST', path, { json });
const interviewsOf = (who: TestUser, conversationID: string) =>
  who.client.call<RouteResponse<'getInterviews'>>('GET', '/api/get-interviews', { query: { conversationID } });

/** The events of the .ics attached to the emails to `who` about `jobTitle`, with their method, oldest first. */
async function invitations(who: TestUser, jobTitle: string) {
  const emails = (await emailsTo(stack.mailboxUrl, who.email))
    .filter((email) => email.subject.includes(jobTitle))
    .sort((a, b) => a.at - b.at);
  return emails.map((email: StoredEmail) => {
    const attachment = email.attachments?.find((file) => file.filename === 'invite.ics');
    if (!attachment) return { subject: email.subject, method: undefined, event: undefined };
    const text = Buffer.from(attachment.content, 'base64').toString('utf8');
    const event = Object.values(ical.sync.parseICS(text)).find((entry) => entry?.type === 'VEVENT') as VEvent;
    return { subject: email.subject, method: /^METHOD:(\w+)/m.exec(text)?.[1], event };
  });
}

describe('interviews', () => {
  let owner: TestUser;
  let rival: TestUser;

  beforeAll(async () => {
    useStackEnvironment(stack);
    owner = await createSignedInUser(stack, 'employer', { companyName: `Interview Co ${tag}`, firstName: 'Olive' });
    rival = await createSignedInUser(stack, 'employer', { companyName: `Rival Co ${tag}` });
  });

  async function application(title: string, employer = owner) {
    const job = await addJob(employer.client, { jobTitle: `${title} ${tag}` });
    const candidate = await createSignedInUser(stack, 'candidate', { timeZone: 'America/New_York' });
    await applyTo(candidate, job._id, { firstName: 'Cara', lastName: `Ndidate-${tag}` });
    return { job, candidate, conversationID: conversationIdOf(job._id, candidate.userID) };
  }

  it('is proposed by the company, picked by the candidate, moved and cancelled, with invitations to both', async () => {
    const { job, candidate, conversationID } = await application('Picked');
    // Nobody else proposes, reads or answers.
    const otherCandidate = await createSignedInUser(stack, 'candidate');
    expect((await post(rival, '/api/propose-interview', proposal(conversationID))).status).toBe(404);
    expect((await post(candidate, '/api/propose-interview', proposal(conversationID))).status).toBe(403);
    const proposed = await proposeInterview(owner.client, conversationID);
    expect(proposed).toMatchObject({ status: 'proposed', timeZone: 'Europe/Berlin', where: { kind: 'video' } });
    expect(proposed.times).toHaveLength(2);
    // 10:00 in Berlin is 09:00 or 08:00 UTC, as the day's offset says.
    expect(proposed.times[0]!.startAt).toMatch(new RegExp(`^${dayFromNow(3)}T0[89]:00:00.000Z$`));
    expect((await interviewsOf(rival, conversationID)).status).toBe(404);
    expect((await interviewsOf(otherCandidate, conversationID)).status).toBe(404);
    const answer = { conversationID, interviewID: proposed.interviewID, pick: 1 };
    expect((await post(owner, '/api/answer-interview', answer)).status).toBe(403);

    const picked = await post(candidate, '/api/answer-interview', answer);
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(picked.body.data.interview).toMatchObject({ status: 'confirmed', confirmed: proposed.times[1] });
    expect((await post(candidate, '/api/answer-interview', answer)).status).toBe(409);
    // Interviewing now; the conversation holds the proposal and the confirmation.
    const company = await owner.client.call<{ job: Job }>('GET', '/api/get-job', { query: { jobID: job._id } });
    expect(company.body.data.job.applicants!.find((entry) => entry.userID === candidate.userID)?.stage).toBe(
      'interviewing',
    );
    const conversation = await candidate.client.call<RouteResponse<'getConversation'>>('GET', '/api/get-conversation', {
      query: { conversationID },
    });
    expect(conversation.body.data.messages.map((message) => message.kind)).toEqual(['interview', 'interview']);
    expect(conversation.body.data.messages[1]!.text).toContain('Interview confirmed');

    // Both sides have the REQUEST: the interview's UID, its time in UTC, organiser and attendee.
    for (const who of [candidate, owner]) {
      const [invitation] = await invitations(who, job.jobTitle);
      expect(invitation?.method).toBe('REQUEST');
      expect(invitation!.event!.start.toISOString()).toBe(proposed.times[1]!.startAt);
      expect(invitation!.event!.end?.toISOString()).toBe(proposed.times[1]!.endAt);
      expect(JSON.stringify(invitation!.event!.organizer).toLowerCase()).toContain(owner.email.toLowerCase());
      expect(JSON.stringify(invitation!.event!.attendee).toLowerCase()).toContain(candidate.email.toLowerCase());
    }
    const [first] = await invitations(candidate, job.jobTitle);
    const uid = first!.event!.uid;

    // Moved: the same UID, the next SEQUENCE, the new time.
    const move = {
      conversationID,
      interviewID: proposed.interviewID,
      timeZone: 'UTC',
      time: { date: dayFromNow(6), start: '13:00', minutes: 60 },
    };
    expect((await post(candidate, '/api/reschedule-interview', move)).status).toBe(403);
    expect((await post(rival, '/api/reschedule-interview', move)).status).toBe(404);
    const moved = await post(owner, '/api/reschedule-interview', move);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.interview.confirmed?.startAt).toBe(`${dayFromNow(6)}T13:00:00.000Z`);
    const updated = (await invitations(candidate, job.jobTitle)).at(-1)!;
    expect(updated.method).toBe('REQUEST');
    expect(updated.event!.uid).toBe(uid);
    expect(String(updated.event!.sequence)).toBe('1');
    expect(updated.event!.start.toISOString()).toBe(`${dayFromNow(6)}T13:00:00.000Z`);

    // Cancelled by the candidate: a CANCEL of the same event to both sides.
    expect(
      (await post(rival, '/api/cancel-interview', { conversationID, interviewID: proposed.interviewID })).status,
    ).toBe(404);
    const cancelled = await post(candidate, '/api/cancel-interview', {
      conversationID,
      interviewID: proposed.interviewID,
      note: 'Found another job',
    });
    expect(cancelled.body.data.interview.status).toBe('cancelled');
    for (const who of [candidate, owner]) {
      const cancellation = (await invitations(who, job.jobTitle)).at(-1)!;
      expect(cancellation.method).toBe('CANCEL');
      expect(cancellation.event!.uid).toBe(uid);
      expect(String(cancellation.event!.sequence)).toBe('2');
    }
    expect((await post(owner, '/api/reschedule-interview', move)).status).toBe(409);
  });

  it("lists each side's upcoming interviews, soonest first, in no other company's list", async () => {
    // A company of its own: the other cases' interviews stay out of its list.
    const hirer = await createSignedInUser(stack, 'employer', { companyName: `Upcoming Co ${tag}` });
    const upcoming = (who: TestUser) =>
      who.client.call<RouteResponse<'getUpcomingInterviews'>>('GET', '/api/get-upcoming-interviews');
    expect((await upcoming(hirer)).body.data.interviews).toEqual([]);

    const later = await application('Upcoming later', hirer);
    const sooner = await application('Upcoming sooner', hirer);
    const proposedLater = await proposeInterview(hirer.client, later.conversationID);
    await post(later.candidate, '/api/answer-interview', {
      conversationID: later.conversationID,
      interviewID: proposedLater.interviewID,
      pick: 1,
    });
    const soonest = await confirmedInterview(hirer.client, sooner.candidate.client, sooner.conversationID);
    // Proposed but not picked: nobody's upcoming interview yet.
    const open = await application('Upcoming open', hirer);
    await proposeInterview(hirer.client, open.conversationID);

    const company = (await upcoming(hirer)).body.data.interviews;
    expect(company.map((entry) => entry.jobTitle)).toEqual([sooner.job.jobTitle, later.job.jobTitle]);
    expect(company[0]).toMatchObject({
      interviewID: soonest.interviewID,
      conversationID: sooner.conversationID,
      otherName: `Cara Ndidate-${tag}`,
      startAt: soonest.confirmed!.startAt,
      endAt: soonest.confirmed!.endAt,
      minutes: 45,
      where: { kind: 'video', value: 'https://meet.example.com/interview' },
    });
    const candidates = (await upcoming(sooner.candidate)).body.data.interviews;
    expect(candidates).toEqual([
      expect.objectContaining({ interviewID: soonest.interviewID, otherName: `Upcoming Co ${tag}` }),
    ]);
    expect((await upcoming(rival)).body.data.interviews).toEqual([]);
    expect((await upcoming(open.candidate)).body.data.interviews).toEqual([]);

    // Cancelled: gone from both sides' lists.
    await post(hirer, '/api/cancel-interview', {
      conversationID: sooner.conversationID,
      interviewID: soonest.interviewID,
    });
    expect((await upcoming(hirer)).body.data.interviews.map((entry) => entry.jobTitle)).toEqual([later.job.jobTitle]);
    expect((await upcoming(sooner.candidate)).body.data.interviews).toEqual([]);
  });

  it('takes "None of these work" with a note into the conversation', async () => {
    const { candidate, conversationID } = await application('Declined');
    const proposed = await proposeInterview(owner.client, conversationID);
    const bad = await post(candidate, '/api/answer-interview', { conversationID, interviewID: proposed.interviewID });
    expect(bad.status).toBe(400);
    const declined = await post(candidate, '/api/answer-interview', {
      conversationID,
      interviewID: proposed.interviewID,
      note: 'I am travelling that week',
    });
    expect(declined.body.data.interview.status).toBe('declined');
    const conversation = await owner.client.call<RouteResponse<'getConversation'>>('GET', '/api/get-conversation', {
      query: { conversationID },
    });
    expect(conversation.body.data.messages.at(-1)!.text).toContain('I am travelling that week');
    expect((await interviewsOf(owner, conversationID)).body.data.interviews[0]!.status).toBe('declined');

    // Download my data: the candidate's, and the company's, with the application.
    const mine = await candidate.client.call<MyData>('GET', '/api/export-my-data');
    expect(mine.body.data.applications[0]!.interviews).toEqual([
      expect.objectContaining({ interviewID: proposed.interviewID, status: 'declined' }),
    ]);
    const company = await owner.client.call<MyData>('GET', '/api/export-my-data');
    const job = company.body.data.jobs!.find((entry) => entry.jobID === conversationID.split('_')[0])!;
    expect((job.applications as { interviews: Interview[] }[])[0]!.interviews[0]!.interviewID).toBe(
      proposed.interviewID,
    );
  });

  it('reminds both sides once, 24 hours before, and never a cancelled one', async () => {
    const { job, candidate, conversationID } = await application('Reminded');
    const interview = await confirmedInterview(owner.client, candidate.client, conversationID);
    const { sendDueInterviewReminders } = await import('#functions/interviews/interview-reminders.js');
    const start = Date.parse(interview.confirmed!.startAt);
    const reminders = async (who: TestUser) =>
      (await emailsTo(stack.mailboxUrl, who.email)).filter(
        (email) => email.subject.startsWith('Interview tomorrow') && email.subject.includes(job.jobTitle),
      );
    await sendDueInterviewReminders(siteLink, new Date(start - 25 * 3600_000));
    expect(await reminders(candidate)).toHaveLength(0);
    const due = new Date(start - 23 * 3600_000);
    expect(await sendDueInterviewReminders(siteLink, due)).toBeGreaterThanOrEqual(1);
    await sendDueInterviewReminders(siteLink, due);
    expect(await reminders(candidate)).toHaveLength(1);
    expect(await reminders(owner)).toHaveLength(1);

    const other = await application('Cancelled before reminder');
    const cancelledOne = await confirmedInterview(owner.client, other.candidate.client, other.conversationID);
    await post(owner, '/api/cancel-interview', {
      conversationID: other.conversationID,
      interviewID: cancelledOne.interviewID,
    });
    await sendDueInterviewReminders(siteLink, new Date(Date.parse(cancelledOne.confirmed!.startAt) - 3600_000));
    expect(
      (await emailsTo(stack.mailboxUrl, other.candidate.email)).some((email) =>
        email.subject.startsWith('Interview tomorrow'),
      ),
    ).toBe(false);
  });

  it('cancels the open interviews of a withdrawn application, with a CANCEL for a confirmed one', async () => {
    const { job, candidate, conversationID } = await application('Withdrawn');
    const confirmed = await confirmedInterview(owner.client, candidate.client, conversationID);
    const proposed = await proposeInterview(owner.client, conversationID);
    const withdrawn = await candidate.client.call('PUT', '/api/withdraw-application', { json: { jobID: job._id } });
    expect(withdrawn.status).toBe(200);
    const statuses = Object.fromEntries(
      (await interviewsOf(owner, conversationID)).body.data.interviews.map((entry) => [
        entry.interviewID,
        entry.status,
      ]),
    );
    expect(statuses).toEqual({ [confirmed.interviewID]: 'cancelled', [proposed.interviewID]: 'cancelled' });
    expect((await invitations(owner, job.jobTitle)).at(-1)!.method).toBe('CANCEL');
    // A closed application takes no new proposal.
    expect((await post(owner, '/api/propose-interview', proposal(conversationID))).status).toBe(409);
  });

  it('moves an interview at most five times a day, then answers 429 with what to do', async () => {
    const { candidate, conversationID } = await application('Moved often');
    const confirmed = await confirmedInterview(owner.client, candidate.client, conversationID);
    const moveTo = (day: number) => ({
      conversationID,
      interviewID: confirmed.interviewID,
      timeZone: 'UTC',
      time: { date: dayFromNow(day), start: '11:00', minutes: 30 },
    });
    await wellInsideRateWindow(15, DAY_SECONDS);
    for (let day = 5; day < 10; day += 1)
      expect((await post(owner, '/api/reschedule-interview', moveTo(day))).status, String(day)).toBe(200);
    const sixth = await post(owner, '/api/reschedule-interview', moveTo(10));
    expect(sixth.status).toBe(429);
    expect(sixth.body.data.msg).toBe(MSG_INTERVIEW_RESCHEDULES_LIMIT);
    // The refused move changed nothing: the last time stands.
    const [kept] = (await interviewsOf(owner, conversationID)).body.data.interviews;
    expect(kept!.confirmed?.startAt).toBe(`${dayFromNow(9)}T11:00:00.000Z`);
  });

  it('cancels every open interview of a rejected application, however many it has', async () => {
    const { job, candidate, conversationID } = await application('Many');
    const first = await proposeInterview(owner.client, conversationID);
    // More than one read's page, written directly: the daily limit keeps the API from making them.
    const client = documentClient(stack);
    const { Item } = await client.send(
      new GetCommand({
        TableName: stack.env.TABLE_NAME,
        Key: { PK: `JOB#${job._id}`, SK: `INTERVIEW#${candidate.userID}#${first.interviewID}` },
      }),
    );
    for (let count = 0; count < 60; count += 1) {
      const interviewID = randomUUID();
      await client.send(
        new PutCommand({
          TableName: stack.env.TABLE_NAME,
          Item: { ...Item, SK: `INTERVIEW#${candidate.userID}#${interviewID}`, interviewID },
        }),
      );
    }
    const Items = await rejectAndReadInterviews(
      owner.client,
      { client, name: stack.env.TABLE_NAME! },
      { jobID: job._id, candidateID: candidate.userID },
    );
    expect(Items).toHaveLength(61);
    expect(Items.filter((item) => item.status !== 'cancelled')).toEqual([]);
  });

  it('refuses a removed member at once, bad times, and an 11th proposal of the day', async () => {
    const { conversationID } = await application('Limits');
    const member = await memberOf(stack, owner, { firstName: 'Mia' });
    const past = { ...proposal(conversationID), times: [{ date: dayFromNow(-1), start: '10:00', minutes: 30 }] };
    expect((await post(member, '/api/propose-interview', past)).status).toBe(400);
    const tooLong = { ...proposal(conversationID), times: [{ date: dayFromNow(2), start: '10:00', minutes: 121 }] };
    expect((await post(member, '/api/propose-interview', tooLong)).status).toBe(400);
    expect((await owner.client.call('PUT', '/api/remove-member', { json: { userID: member.userID } })).status).toBe(
      200,
    );
    expect((await post(member, '/api/propose-interview', proposal(conversationID))).status).toBe(403);

    // A company of its own, so that the other tests' proposals do not count.
    const limited = await createSignedInUser(stack, 'employer', { companyName: `Limited Co ${tag}` });
    const job = await addJob(limited.client, { jobTitle: `Limit ${tag}` });
    const candidate = await createSignedInUser(stack, 'candidate');
    await applyTo(candidate, job._id, { firstName: 'Lim', lastName: 'Ited' });
    const id = conversationIdOf(job._id, candidate.userID);
    await wellInsideRateWindow(15, DAY_SECONDS);
    for (let count = 0; count < 10; count += 1) await proposeInterview(limited.client, id);
    const eleventh = await post(limited, '/api/propose-interview', proposal(id));
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.data.msg).toBe(MSG_INTERVIEW_PROPOSALS_LIMIT);
  });
});
