// Trust and safety on the local stack (docs/product/trust-and-safety.md): reports and their rules,
// three reporters holding a job (out of search, its page "under review", its company told why),
// a job whose text trips a scam signal held as posted, a company's scam-like message reaching the
// candidate with a warning and counting on the company, and the operators' console: the queue,
// each action (dismiss, release, remove, suspend and unsuspend, revoke a verification) and the
// audit log that records them; every console call refused to anyone else.
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { RouteResponse } from '#shared/routes.js';
import { conversationIdOf } from '#shared/schemas/messages.js';
import { TRUST_MSG, type OpsQueueItem } from '#shared/schemas/trust.js';
import { MSG } from '#shared/messages.js';
import { describeJobAlert } from '#shared/schemas/job-alerts.js';
import { emailsTo } from '../../../local/mailbox.js';
import { addJob, applyTo, jobForm, uniqueWord } from '../../support/jobs.js';
import { jsonLdOfType } from '../../support/structured-data.js';
import { fetchPage } from '../support/pages.js';
import { useStackEnvironment } from '../support/job-alerts.js';
import { ApiClient } from '../../../tools/api-client.js';
import { wellInsideRateWindow } from '../../support/rate-windows.js';
import { HOUR_SECONDS } from '#platform/rate-limits.js';
import { createSignedInUser, documentClient, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');

type Queue = RouteResponse<'getOpsQueue'>;
type Audit = RouteResponse<'getOpsAudit'>;

const CANDIDATE = { jobTitle: 'Analyst', jobType: 'full-time', country: 'Spain' };
const SCAM_TEXT = 'Great pay. Before you start, you must pay a $150 training fee for the onboarding kit.';

const report = (who: TestUser, json: Record<string, unknown>) => who.client.call('POST', '/api/report', { json });
const searchTitles = async (word: string, filters: Record<string, string> = {}) => {
  const answer = await new ApiClient(stack).call<{ jobs: { _id: string }[] }>('GET', '/api/search-jobs', {
    query: { jobTitle: word, ...filters },
  });
  return answer.body.data.jobs.map((job) => job._id);
};

/** Waits (up to 5 s) for the background company work to reach the search (the in-process queue). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 50 && !done(value); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

describe('trust and safety', () => {
  const word = uniqueWord();
  let operator: TestUser;
  let employer: TestUser;
  let reporters: TestUser[];

  const queue = async (): Promise<OpsQueueItem[]> => {
    const items: OpsQueueItem[] = [];
    let cursor: string | undefined;
    // The queue is shared with other tests: read it until it is done, a page at a time.
    for (let page = 0; page < 20; page += 1) {
      const answer = await operator.client.call<Queue>('GET', '/api/get-ops-queue', {
        query: cursor ? { cursor } : {},
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      items.push(...answer.body.data.items);
      cursor = answer.body.data.pagination.nextCursor;
      if (!cursor) break;
    }
    return items;
  };
  const queued = async (targetID: string) => (await queue()).find((item) => item.targetID === targetID);
  const moderate = (json: Record<string, unknown>, who: TestUser = operator) =>
    who.client.call<RouteResponse<'moderate'>>('POST', '/api/moderate', { json });
  const employerJob = async (jobID: string) =>
    (await employer.client.call<RouteResponse<'getJob'>>('GET', '/api/get-job', { query: { jobID } })).body.data.job;

  beforeAll(async () => {
    useStackEnvironment(stack);
    [operator, employer, ...reporters] = await Promise.all([
      createSignedInUser(stack, 'employer', { companyName: `Ops ${word}` }),
      createSignedInUser(stack, 'employer', { companyName: `Shady ${word}` }),
      createSignedInUser(stack, 'candidate', CANDIDATE),
      createSignedInUser(stack, 'candidate', CANDIDATE),
      createSignedInUser(stack, 'candidate', CANDIDATE),
    ]);
    const { markOperator } = await import('#functions/accounts/index.js');
    expect(await markOperator(operator.email, true)).toBe(true);
  });

  it('refuses bad reports with clear messages, and what the reporter cannot see or owns', async () => {
    const job = await addJob(employer.client, { jobTitle: `Rules ${word}` });
    const [candidate] = reporters;
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { targetType: 'jobs', targetID: job._id, reason: 'scam' },
        400,
        'targetType must be job, company, message or candidate',
      ],
      [{ targetType: 'job', targetID: job._id, reason: 'rude' }, 400, 'Choose a reason'],
      [
        { targetType: 'job', targetID: job._id, reason: 'scam', details: 'x'.repeat(1001) },
        400,
        'Details must be at most 1000 characters',
      ],
      [{ targetType: 'message', targetID: 'x', reason: 'spam' }, 400, TRUST_MSG.conversationRequired],
      [{ targetType: 'job', targetID: randomUUID(), reason: 'scam' }, 404, TRUST_MSG.notFound.job],
      [{ targetType: 'company', targetID: randomUUID(), reason: 'fake-company' }, 404, TRUST_MSG.notFound.company],
      [
        { targetType: 'candidate', targetID: employer.userID, reason: 'spam' },
        403,
        TRUST_MSG.candidateReportsEmployersOnly,
      ],
    ];
    for (const [json, status, msg] of cases) {
      const answer = await report(candidate!, json);
      expect([answer.status, answer.body.data.msg], JSON.stringify(json)).toEqual([status, msg]);
    }
    const own = await report(employer, { targetType: 'job', targetID: job._id, reason: 'spam' });
    expect([own.status, own.body.data.msg]).toEqual([400, TRUST_MSG.ownTarget]);
    expect(
      (
        await new ApiClient(stack).call('POST', '/api/report', {
          json: { targetType: 'job', targetID: job._id, reason: 'scam' },
        })
      ).status,
    ).toBe(401);
  });

  it('holds a job once three people report it: out of search, its page under review, its company told why', async () => {
    const job = await addJob(employer.client, { jobTitle: `Reported ${word}` });
    expect(await searchTitles(`Reported ${word}`)).toEqual([job._id]);

    for (const [index, reporter] of reporters.entries()) {
      const answer = await report(reporter, {
        targetType: 'job',
        targetID: job._id,
        reason: index === 0 ? 'payment' : 'scam',
        details: `Seen by ${index}`,
      });
      expect([answer.status, answer.body.data.msg]).toEqual([200, 'Thanks, we will review this']);
      if (index === 0) {
        const again = await report(reporter, { targetType: 'job', targetID: job._id, reason: 'scam' });
        expect([again.status, again.body.data.msg]).toEqual([409, 'You already reported this']);
        // One report holds nothing yet.
        expect(await searchTitles(`Reported ${word}`)).toEqual([job._id]);
      }
    }
    expect(await searchTitles(`Reported ${word}`)).toEqual([]);
    const page = await fetchPage(stack, `/jobs/${job._id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('This job is under review');
    expect(page.text).not.toContain('Reported');
    expect(jsonLdOfType(page.html, 'JobPosting')).toEqual([]);
    const table = await employer.client.call<RouteResponse<'getJobs'>>('GET', '/api/get-jobs');
    expect(table.body.data.jobs.find((row) => row._id === job._id)?.review?.state).toBe('under-review');
    const seen = await employerJob(job._id);
    expect(seen.review).toMatchObject({
      state: 'under-review',
      reasons: ['3 or more people reported it', expect.stringContaining('The latest report')],
    });
    // A new candidate cannot apply to it; the company may still edit it, and it stays held.
    const late = await createSignedInUser(stack, 'candidate', CANDIDATE);
    const applied = await late.client.call('POST', '/api/apply-to-job', {
      json: {
        jobID: job._id,
        firstName: 'L',
        lastName: 'Ate',
        email: late.email,
        phoneNo: '+34 600 000 000',
        coverLetter: 'Hi',
      },
    });
    expect(applied.status).toBe(404);
    const edited = await employer.client.call('PUT', '/api/update-job', {
      json: { jobID: job._id, ...jobForm({ jobTitle: `Reported ${word} edited` }) },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await employerJob(job._id)).review?.state).toBe('under-review');

    const item = await queued(job._id);
    expect(item).toMatchObject({
      targetType: 'job',
      held: true,
      openReports: 3,
      reasons: { payment: 1, scam: 2 },
      job: { jobID: job._id, jobTitle: `Reported ${word} edited`, removed: false },
      company: { companyName: `Shady ${word}`, suspended: false },
    });
    expect(item!.reports.map((entry) => entry.details).sort()).toEqual(['Seen by 0', 'Seen by 1', 'Seen by 2']);
    expect(item!.reports[0]!.reporterEmail).toMatch(/@/);

    // Released by an operator: back in search, its reports closed, out of the queue, audited.
    const noNote = await moderate({ action: 'release', targetType: 'job', targetID: job._id, note: '  ' });
    expect([noNote.status, noNote.body.data.msg]).toEqual([400, TRUST_MSG.noteRequired]);
    const released = await moderate({
      action: 'release',
      targetType: 'job',
      targetID: job._id,
      note: 'Checked: a real company.',
    });
    expect([released.status, released.body.data.msg]).toEqual([200, TRUST_MSG.done.release]);
    expect(await searchTitles(`Reported ${word} edited`)).toEqual([job._id]);
    expect(await queued(job._id)).toBeUndefined();
    expect((await employerJob(job._id)).review).toBeUndefined();
    const again = await moderate({ action: 'release', targetType: 'job', targetID: job._id, note: 'Twice' });
    expect([again.status, again.body.data.msg]).toEqual([409, TRUST_MSG.notHeld]);
    // Reports closed: the same reporter may report it again.
    expect((await report(reporters[0]!, { targetType: 'job', targetID: job._id, reason: 'spam' })).status).toBe(200);
  });

  it('holds a job whose text asks candidates to pay, as posted, and an operator removes it for good', async () => {
    const job = await addJob(employer.client, { jobTitle: `Fee ${word}`, aboutRole: SCAM_TEXT });
    expect(job.review).toMatchObject({
      state: 'under-review',
      reasons: [expect.stringContaining('asks candidates to pay')],
    });
    expect(await searchTitles(`Fee ${word}`)).toEqual([]);
    const item = await queued(job._id);
    expect(item).toMatchObject({
      held: true,
      openReports: 0,
      holdReasons: [expect.stringContaining('asks candidates to pay')],
    });

    // A held job its company deletes can be dismissed from the queue.
    const deleted = await addJob(employer.client, { jobTitle: `Fee deleted ${word}`, aboutRole: SCAM_TEXT });
    expect((await queued(deleted._id))?.held).toBe(true);
    expect((await employer.client.call('DELETE', '/api/delete-job', { query: { jobID: deleted._id } })).status).toBe(
      200,
    );
    const gone = await moderate({
      action: 'dismiss',
      targetType: 'job',
      targetID: deleted._id,
      note: 'Deleted by its company.',
    });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(await queued(deleted._id)).toBeUndefined();

    const removed = await moderate({
      action: 'remove-job',
      targetType: 'job',
      targetID: job._id,
      note: 'Training fee scam.',
    });
    expect([removed.status, removed.body.data.msg]).toEqual([200, TRUST_MSG.done['remove-job']]);
    const page = await fetchPage(stack, `/jobs/${job._id}`);
    expect(page.status).toBe(410);
    expect(page.text).toContain('This job was removed');
    expect((await employerJob(job._id)).review?.state).toBe('removed');
    const reopen = await employer.client.call('PUT', '/api/update-job-active-status', {
      json: { jobID: job._id, active: true },
    });
    expect([reopen.status, reopen.body.data.msg]).toEqual([409, TRUST_MSG.jobRemoved]);
    const emails = await eventually(
      () => emailsTo(stack.mailboxUrl, employer.email),
      (all) => all.some((email) => email.subject.includes('was removed')),
    );
    expect(emails.find((email) => email.subject.includes(`Fee ${word}`))?.body.text).toContain('Training fee scam.');
    expect(await queued(job._id)).toBeUndefined();
  });

  it('warns the candidate of a company message that asks for money, and counts it on the company', async () => {
    const job = await addJob(employer.client, { jobTitle: `Chat ${word}` });
    const candidate = await createSignedInUser(stack, 'candidate', CANDIDATE);
    await applyTo(candidate, job._id);
    const conversationID = conversationIdOf(job._id, candidate.userID);
    const sent = await employer.client.call('POST', '/api/send-message', {
      json: { conversationID, text: 'Welcome! Contact our HR manager on Telegram @hr_desk_99 to get your laptop.' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await employer.client.call('POST', '/api/send-message', {
      json: { conversationID, text: 'Looking forward to the interview.' },
    });
    const read = await candidate.client.call<RouteResponse<'getConversation'>>('GET', '/api/get-conversation', {
      query: { conversationID },
    });
    expect(read.body.data.messages.map((message) => message.scamWarning ?? false)).toEqual([true, false]);
    const companyView = await employer.client.call<RouteResponse<'getConversation'>>('GET', '/api/get-conversation', {
      query: { conversationID },
    });
    expect(companyView.body.data.messages.some((message) => message.scamWarning)).toBe(false);

    // The candidate reports that message; a candidate cannot report their own.
    const [flagged] = read.body.data.messages;
    const reported = await report(candidate, {
      targetType: 'message',
      targetID: flagged!.id,
      conversationID,
      reason: 'scam',
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    const mine = await candidate.client.call('POST', '/api/send-message', { json: { conversationID, text: 'Hello' } });
    const ownID = (mine.body.data as { message: { id: string } }).message.id;
    expect(
      (await report(candidate, { targetType: 'message', targetID: ownID, conversationID, reason: 'spam' })).status,
    ).toBe(400);
    const stranger = reporters[1]!;
    expect(
      (await report(stranger, { targetType: 'message', targetID: flagged!.id, conversationID, reason: 'scam' })).status,
    ).toBe(404);

    const items = await queue();
    expect(items.find((item) => item.targetType === 'message' && item.targetID === flagged!.id)).toMatchObject({
      conversationID,
      openReports: 1,
      message: { text: expect.stringContaining('Telegram'), jobTitle: `Chat ${word}` },
    });
    const companyItem = items.find((item) => item.targetType === 'company' && item.targetID === employer.companyID);
    expect(companyItem?.company?.flaggedMessages).toBeGreaterThanOrEqual(1);
    const dismissed = await moderate({
      action: 'dismiss',
      targetType: 'message',
      targetID: flagged!.id,
      conversationID,
      note: 'Looked fine.',
    });
    expect(dismissed.status, JSON.stringify(dismissed.body)).toBe(200);
    const twice = await moderate({
      action: 'dismiss',
      targetType: 'message',
      targetID: flagged!.id,
      conversationID,
      note: 'Again',
    });
    expect([twice.status, twice.body.data.msg]).toEqual([409, TRUST_MSG.nothingOpen]);
  });

  it('suspends a company (its jobs leave search, its members only read) and unsuspends it', async () => {
    const company = await createSignedInUser(stack, 'employer', { companyName: `Suspend ${word}` });
    const companyID = company.companyID!;
    const job = await addJob(company.client, { jobTitle: `Suspended ${word}` });
    const suspended = await moderate({
      action: 'suspend-company',
      targetType: 'company',
      targetID: companyID,
      note: 'Fake company.',
    });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    expect(
      await eventually(
        () => searchTitles(`Suspended ${word}`),
        (ids) => ids.length === 0,
      ),
    ).toEqual([]);
    const post = await company.client.call('POST', '/api/add-job', { json: jobForm() });
    expect([post.status, post.body.data.msg]).toEqual([403, MSG.companySuspended]);
    const message = await company.client.call('PUT', '/api/update-job-active-status', {
      json: { jobID: job._id, active: false },
    });
    expect(message.status).toBe(403);
    const user = await company.client.call<RouteResponse<'getUser'>>('GET', '/api/get-user');
    expect(user.body.data.user.company?.suspension).toMatchObject({ note: 'Fake company.' });
    expect((await company.client.call('GET', '/api/get-jobs')).status).toBe(200);
    expect((await fetchPage(stack, `/jobs/${job._id}`)).text).toContain('This job is under review');
    const again = await moderate({
      action: 'suspend-company',
      targetType: 'company',
      targetID: companyID,
      note: 'Twice',
    });
    expect([again.status, again.body.data.msg]).toEqual([409, TRUST_MSG.alreadySuspended]);

    const unsuspended = await moderate({
      action: 'unsuspend-company',
      targetType: 'company',
      targetID: companyID,
      note: 'Appeal accepted.',
    });
    expect(unsuspended.status).toBe(200);
    expect(
      await eventually(
        () => searchTitles(`Suspended ${word}`),
        (ids) => ids.length === 1,
      ),
    ).toEqual([job._id]);
    expect((await company.client.call('POST', '/api/add-job', { json: jobForm() })).status).toBe(200);
    const emails = await emailsTo(stack.mailboxUrl, company.email);
    expect(emails.map((email) => email.subject)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('is suspended'),
        expect.stringContaining('is no longer suspended'),
      ]),
    );
  });

  it('revokes a verification, and every action is in the audit log, newest first', async () => {
    const company = await createSignedInUser(stack, 'employer', { companyName: `Verified ${word}` });
    const companyID = company.companyID!;
    await documentClient(stack).send(
      new UpdateCommand({
        TableName: stack.env.TABLE_NAME,
        Key: { PK: `COMPANY#${companyID}`, SK: 'COMPANY' },
        UpdateExpression: 'SET verifiedDomain = :domain',
        ExpressionAttributeValues: { ':domain': `v-${word.toLowerCase()}.example.org` },
      }),
    );
    const revoked = await moderate({
      action: 'revoke-verification',
      targetType: 'company',
      targetID: companyID,
      note: 'Domain sold.',
    });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    const user = await company.client.call<RouteResponse<'getUser'>>('GET', '/api/get-user');
    expect(user.body.data.user.company?.verified).toBeUndefined();
    const notVerified = await moderate({
      action: 'revoke-verification',
      targetType: 'company',
      targetID: companyID,
      note: 'Again',
    });
    expect([notVerified.status, notVerified.body.data.msg]).toEqual([409, TRUST_MSG.notVerified]);
    const wrongTarget = await moderate({ action: 'remove-job', targetType: 'company', targetID: companyID, note: 'x' });
    expect(wrongTarget.status).toBe(400);

    const audit = await operator.client.call<Audit>('GET', '/api/get-ops-audit');
    expect(audit.status).toBe(200);
    const mine = audit.body.data.entries.filter((entry) => entry.operatorEmail === operator.email);
    expect(mine[0]).toMatchObject({
      action: 'revoke-verification',
      targetID: companyID,
      note: 'Domain sold.',
      targetLabel: expect.stringContaining(`Verified ${word}`),
    });
    expect(mine.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['release', 'remove-job', 'dismiss', 'suspend-company', 'unsuspend-company']),
    );
    // Refused entries leave none: exactly one release was made.
    expect(mine.filter((entry) => entry.action === 'release')).toHaveLength(1);
  });

  it('finds the jobs of verified companies only, in search and in a job alert, when asked', async () => {
    const verified = await createSignedInUser(stack, 'employer', { companyName: `Proven ${word}` });
    const [theirs, other] = await Promise.all([
      addJob(verified.client, { jobTitle: `Lantern ${word}` }),
      addJob(employer.client, { jobTitle: `Lantern ${word}` }),
    ]);
    await documentClient(stack).send(
      new UpdateCommand({
        TableName: stack.env.TABLE_NAME,
        Key: { PK: `COMPANY#${verified.companyID}`, SK: 'COMPANY' },
        UpdateExpression: 'SET verifiedDomain = :domain',
        ExpressionAttributeValues: { ':domain': `proven-${word.toLowerCase()}.example.org` },
      }),
    );
    // A bio update puts the company's naming, its verified domain with it, on its jobs.
    const bio = await verified.client.call('PUT', '/api/update-company-bio', {
      json: { companyName: `Proven ${word}`, companySize: '11-50' },
    });
    expect(bio.status, JSON.stringify(bio.body)).toBe(200);
    const onlyVerified = () => searchTitles(`Lantern ${word}`, { verifiedOnly: 'true' });
    expect(await eventually(onlyVerified, (ids) => ids.length === 1)).toEqual([theirs._id]);
    expect((await searchTitles(`Lantern ${word}`)).sort()).toEqual([theirs._id, other._id].sort());
    expect((await searchTitles(`Lantern ${word}`, { verifiedOnly: 'false' })).length).toBe(2);
    const bad = await new ApiClient(stack).call('GET', '/api/search-jobs', { query: { verifiedOnly: 'maybe' } });
    expect([bad.status, bad.body.data.msg]).toEqual([400, 'verifiedOnly must be true or false']);

    const alert = await reporters[2]!.client.call<RouteResponse<'createJobAlert'>>('POST', '/api/create-job-alert', {
      json: { jobTitle: `Lantern ${word}`, verifiedOnly: true },
    });
    expect(alert.status, JSON.stringify(alert.body)).toBe(200);
    expect(alert.body.data.alert.verifiedOnly).toBe(true);
    expect(describeJobAlert(alert.body.data.alert)).toContain('Verified companies only');
    const listed = await reporters[2]!.client.call<RouteResponse<'getJobAlerts'>>('GET', '/api/get-job-alerts');
    expect(listed.body.data.alerts.find((one) => one.alertID === alert.body.data.alert.alertID)?.verifiedOnly).toBe(
      true,
    );
  });

  it('refuses the console to everyone but operators, and limits reports to five an hour', async () => {
    for (const [method, path] of [
      ['GET', '/api/get-ops-queue'],
      ['GET', '/api/get-ops-audit'],
      ['POST', '/api/moderate'],
    ] as const) {
      const answer = await employer.client.call(
        method,
        path,
        method === 'POST' ? { json: { action: 'dismiss', targetType: 'job', targetID: 'x', note: 'x' } } : {},
      );
      expect([answer.status, answer.body.data.msg]).toEqual([403, MSG.notAnOperator]);
    }
    const flooder = await createSignedInUser(stack, 'candidate', CANDIDATE);
    const targets = await Promise.all(
      Array.from({ length: 6 }, () => addJob(employer.client, { jobTitle: `Flood ${word}` })),
    );
    await wellInsideRateWindow(30, HOUR_SECONDS);
    const statuses: number[] = [];
    for (const target of targets)
      statuses.push((await report(flooder, { targetType: 'job', targetID: target._id, reason: 'spam' })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
