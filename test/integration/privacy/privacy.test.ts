// Export and deletion of an account (docs/product/privacy.md) on the emulators, through the
// local gateway as a browser calls them; the clean-up of unconfirmed sign-ups called directly.
import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { MyData } from '#functions/privacy/my-data.js';
import { ApiClient } from '../../../tools/api-client.js';
import { createAlert, useStackEnvironment } from '../support/job-alerts.js';
import { deleteAccount as deleteAccountAs, memberOf } from '../support/accounts.js';
import { addJob, uniqueWord } from '../../support/jobs.js';
import { conversationIdOf } from '#shared/schemas/messages.js';
import { proposeInterview } from '../support/interviews.js';
import { createSignedInUser, documentClient, type TestUser } from '../../../tools/test-users.js';
import { wellInsideRateWindow } from '../../support/rate-windows.js';
import { HOUR_SECONDS } from '#platform/rate-limits.js';

const stack = inject('stack');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const credentials = () => ({
  accessKeyId: stack.env.AWS_ACCESS_KEY_ID!,
  secretAccessKey: stack.env.AWS_SECRET_ACCESS_KEY!,
});

async function filesOf(userID: string): Promise<string[]> {
  const s3 = new S3Client({
    endpoint: stack.env.S3_ENDPOINT,
    region: 'us-east-1',
    credentials: credentials(),
    forcePathStyle: true,
  });
  const keys: string[] = [];
  for (const prefix of [`resumes/${userID}/`, `photos/${userID}/`]) {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: stack.env.FILES_BUCKET, Prefix: prefix }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key!));
  }
  s3.destroy();
  return keys;
}

async function userPartition(userID: string) {
  const { Items } = await documentClient(stack).send(
    new QueryCommand({
      TableName: stack.env.TABLE_NAME,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': `USER#${userID}` },
      ConsistentRead: true,
    }),
  );
  return Items ?? [];
}

async function getItem(PK: string, SK: string) {
  const { Item } = await documentClient(stack).send(
    new GetCommand({ TableName: stack.env.TABLE_NAME, Key: { PK, SK }, ConsistentRead: true }),
  );
  return Item;
}

async function candidateWithResume(jobTitle = `Privacy ${uniqueWord()}`): Promise<TestUser> {
  const candidate = await createSignedInUser(stack, 'candidate', { jobTitle, country: 'Kenya', jobType: 'full-time' });
  const form = new FormData();
  form.append('resume', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
  const uploaded = await candidate.client.call('PUT', '/api/upload-resume', { body: form });
  expect(uploaded.status).toBe(200);
  return candidate;
}

async function apply(candidate: TestUser, jobID: string) {
  const answer = await candidate.client.call('POST', '/api/job-application', {
    json: {
      jobID,
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      email: candidate.email,
      country: 'Kenya',
      phoneNo: '+254712345678',
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

const deleteAccount = (user: TestUser) => deleteAccountAs(stack, user);

const login = (user: TestUser) =>
  new ApiClient(stack).call('POST', '/api/login', { json: { email: user.email, password: user.password } });

const applicantsOf = async (employer: TestUser, jobID: string) => {
  const answer = await employer.client.call<{
    job: { applicants?: Record<string, unknown>[]; applicantCount: number };
  }>('GET', '/api/get-job', { query: { jobID } });
  expect(answer.status).toBe(200);
  return answer.body.data.job;
};

describe('Download my data', () => {
  it("gives a candidate their profile, applications, alerts, notifications and a working resume link, and nobody else's private fields", async () => {
    const employer = await createSignedInUser(stack, 'employer', { companyName: 'Export Co' });
    const job = await addJob(employer.client, { jobTitle: `Export ${uniqueWord()}` });
    const candidate = await candidateWithResume();
    await apply(candidate, job._id);
    const moved = await employer.client.call('PUT', '/api/update-application-stage', {
      json: { jobID: job._id, userID: candidate.userID, stage: 'interviewing' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await createAlert(candidate.client, { jobTitle: 'privacy engineer' });

    const answer = await candidate.client.call<MyData>('GET', '/api/export-my-data');

    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.account).toMatchObject({ userID: candidate.userID, email: candidate.email, role: 'candidate' });
    expect(data.account).not.toHaveProperty('PK');
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({ jobID: job._id, stage: 'interviewing', phoneNo: '+254712345678' });
    expect(data.resumeViews).toEqual([]);
    // Who moved it is the employer's, not the candidate's.
    expect(JSON.stringify(data.applications[0]!.history)).not.toContain('"by"');
    expect(data.jobAlerts).toEqual([expect.objectContaining({ jobTitle: 'privacy engineer', paused: false })]);
    expect(data.notifications.map((notification) => notification.title)).toContain('Application update: Interviewing');
    const [resume] = data.files;
    expect(resume?.kind).toBe('resume');
    const file = await fetch(resume!.url);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const text = JSON.stringify(data);
    expect(text).not.toContain(employer.email);
    expect(text).not.toContain(employer.userID);
    expect(text).not.toMatch(/codeHash|tokenHash|sessionsValidAfter/);
  });

  it("gives an employer their company, its jobs and what applicants gave, and no applicant's profile", async () => {
    const employer = await createSignedInUser(stack, 'employer', { companyName: 'Export Employer Co' });
    const job = await addJob(employer.client, { jobTitle: `Exported ${uniqueWord()}` });
    const candidate = await candidateWithResume();
    await apply(candidate, job._id);
    const otherCompany = await createSignedInUser(stack, 'employer', { companyName: 'Someone Else Co' });
    const otherJob = await addJob(otherCompany.client, { jobTitle: `Not mine ${uniqueWord()}` });

    const answer = await employer.client.call<Record<string, unknown>>('GET', '/api/export-my-data');

    expect(answer.status).toBe(200);
    const data = answer.body.data as { company: Record<string, unknown>; jobs: Record<string, unknown>[] };
    expect(data.company).toMatchObject({ companyName: 'Export Employer Co', ownerID: employer.userID });
    expect(data.jobs.map((exported) => exported.jobID)).toEqual([job._id]);
    const applications = data.jobs[0]!.applications as Record<string, unknown>[];
    expect(applications).toEqual([
      expect.objectContaining({ firstName: 'Wanjiru', email: candidate.email, phoneNo: '+254712345678' }),
    ]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(otherJob._id);
    expect(text).not.toContain(candidate.userID);
    expect(text).not.toContain('resumes/');
  });

  it('is refused past five downloads an hour', async () => {
    const candidate = await createSignedInUser(stack, 'candidate', {
      jobTitle: 'Rate Limited',
      country: 'Kenya',
      jobType: 'full-time',
    });
    await wellInsideRateWindow(15, HOUR_SECONDS);
    for (let round = 0; round < 5; round += 1)
      expect((await candidate.client.call('GET', '/api/export-my-data')).status).toBe(200);
    const refused = await candidate.client.call('GET', '/api/export-my-data');
    expect(refused.status).toBe(429);
    expect(refused.body.data.msg).toMatch(/downloaded your data/);
  });
});

describe('Delete account', () => {
  it('refuses a wrong password and a wrong code, and deletes nothing', async () => {
    const candidate = await createSignedInUser(stack, 'candidate', {
      jobTitle: 'Careful Person',
      country: 'Kenya',
      jobType: 'full-time',
    });
    const wrong = await candidate.client.call('POST', '/api/request-account-deletion', {
      json: { password: 'not-the-password' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { data: { msg: 'The password is not correct.' } } });
    const started = await candidate.client.call('POST', '/api/request-account-deletion', {
      json: { password: candidate.password },
    });
    expect(started.status).toBe(200);
    const refused = await candidate.client.call('POST', '/api/delete-account', { json: { otp: 'AAAAAA' } });
    expect(refused.status).toBe(400);
    expect((await candidate.client.call('GET', '/api/get-user')).status).toBe(200);
  });

  it('deletes a candidate: sign-in refused at once, applications withdrawn and anonymised, files, items and search entries gone, email reusable', async () => {
    const employer = await createSignedInUser(stack, 'employer', { companyName: 'Hiring Co' });
    const job = await addJob(employer.client, { jobTitle: `Deletion ${uniqueWord()}` });
    const title = `Vanishing ${uniqueWord()}`;
    const candidate = await candidateWithResume(title);
    await apply(candidate, job._id);
    const withdrawnJob = await addJob(employer.client, { jobTitle: `Withdrawn ${uniqueWord()}` });
    await apply(candidate, withdrawnJob._id);
    const withdrawn = await candidate.client.call('PUT', '/api/withdraw-application', {
      json: { jobID: withdrawnJob._id },
    });
    expect(withdrawn.status).toBe(200);
    await createAlert(candidate.client, { jobTitle: 'privacy' });
    expect(await filesOf(candidate.userID)).toHaveLength(1);
    const sessionCookie = candidate.client.cookies.get('session')!;

    const answer = await deleteAccount(candidate);

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({ msg: 'Your account and your data have been deleted.', complete: true });
    const oldSession = new ApiClient(stack);
    oldSession.setCookie('session', sessionCookie);
    expect((await oldSession.call('GET', '/api/get-user')).status).toBe(401);
    expect((await login(candidate)).status).toBe(401);
    expect(await filesOf(candidate.userID)).toEqual([]);
    expect(await userPartition(candidate.userID)).toEqual([]);
    expect(await getItem(`EMAIL#${candidate.email}`, 'EMAIL')).toBeUndefined();
    const sourcing = await employer.client.call<{ candidates: unknown[] }>('GET', '/api/get-candidates', {
      query: { jobTitle: title },
    });
    expect(sourcing.status).toBe(200);
    expect(sourcing.body.data.candidates).toEqual([]);
    const seen = await applicantsOf(employer, job._id);
    expect(seen.applicantCount).toBe(0);
    expect(seen.applicants).toEqual([
      expect.objectContaining({ firstName: 'Deleted', lastName: 'candidate', email: '', stage: 'withdrawn' }),
    ]);
    expect(JSON.stringify(seen.applicants)).not.toContain('Wanjiru');
    const notices = await employer.client.call<{ notifications: { body: string }[] }>('GET', '/api/get-notifications');
    expect(notices.body.data.notifications.map((notice) => notice.body)).toContain(
      `A candidate who has since deleted their account applied to ${job.jobTitle}.`,
    );
    expect(notices.body.data.notifications.map((notice) => notice.body)).toContain(
      `A candidate who has since deleted their account withdrew their application to ${withdrawnJob.jobTitle}.`,
    );
    expect(JSON.stringify(notices.body.data)).not.toContain('Wanjiru');
    const application = await getItem(`JOB#${job._id}`, `APPLICATION#${candidate.userID}`);
    expect(application).toMatchObject({ phoneNo: '', country: '', candidateDeleted: true });
    expect(application).not.toHaveProperty('GSI1PK');

    const again = await new ApiClient(stack).call('POST', '/api/employer/signup', {
      json: {
        firstName: 'New',
        lastName: 'Start',
        email: candidate.email,
        password: 'a-fresh-password-9',
        companyName: 'Fresh Start',
        companySize: '1-10',
        country: 'Kenya',
      },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it('an employer with teammates leaves the jobs to the company as "Former member", and the longest-standing member becomes Owner', async () => {
    const owner = await createSignedInUser(stack, 'employer', { companyName: 'Stays Co' });
    const member = await memberOf(stack, owner);
    const job = await addJob(owner.client, { jobTitle: `Kept ${uniqueWord()}` });
    const applicant = await createSignedInUser(stack, 'candidate', {
      jobTitle: 'Analyst',
      country: 'Kenya',
      jobType: 'full-time',
    });
    await apply(applicant, job._id);
    const moved = await owner.client.call('PUT', '/api/update-application-stage', {
      json: { jobID: job._id, userID: applicant.userID, stage: 'shortlisted' },
    });
    expect(moved.status).toBe(200);

    const answer = await deleteAccount(owner);

    expect(answer.body.data.complete).toBe(true);
    expect(await getItem(`COMPANY#${owner.companyID}`, 'COMPANY')).toMatchObject({ ownerID: member.userID });
    // Where the deleted member's name stood, the team now reads "Former member".
    const after = await member.client.call<{
      job: { postedBy?: string; applicants?: { history: { stage: string; by: string }[] }[] };
    }>('GET', '/api/get-job', { query: { jobID: job._id } });
    expect(after.body.data.job.postedBy).toBe('Former member');
    expect(after.body.data.job.applicants![0]!.history).toEqual([
      expect.objectContaining({ stage: 'new', by: 'Wanjiru Kamau' }),
      { stage: 'shortlisted', at: expect.any(String), by: 'Former member' },
    ]);
    expect(await getItem(`COMPANY#${owner.companyID}`, `MEMBER#${owner.userID}`)).toBeUndefined();
    const kept = await member.client.call<{ job: { _id: string; active: boolean } }>('GET', '/api/get-job', {
      query: { jobID: job._id },
    });
    expect(kept.body.data.job).toMatchObject({ _id: job._id, active: true });
  });

  it("the last member's deletion deletes the company and its jobs, and tells their applicants", async () => {
    const employer = await createSignedInUser(stack, 'employer', { companyName: 'Closing Co' });
    const job = await addJob(employer.client, { jobTitle: `Closing ${uniqueWord()}` });
    const candidate = await createSignedInUser(stack, 'candidate', {
      jobTitle: 'Applicant',
      country: 'Kenya',
      jobType: 'full-time',
    });
    await apply(candidate, job._id);

    const answer = await deleteAccount(employer);

    expect(answer.body.data.complete).toBe(true);
    expect(await getItem(`JOB#${job._id}`, 'JOB')).toBeUndefined();
    expect(await getItem(`COMPANY#${employer.companyID}`, 'COMPANY')).toBeUndefined();
    const search = await new ApiClient(stack).call<{ jobs: { jobID: string }[] }>('GET', '/api/search-jobs', {
      query: { jobTitle: job.jobTitle },
    });
    expect(search.body.data.jobs).toEqual([]);
    const told = await candidate.client.call<{ notifications: { title: string; body: string }[] }>(
      'GET',
      '/api/get-notifications',
    );
    expect(told.body.data.notifications).toContainEqual(
      expect.objectContaining({ title: 'Job no longer available', body: `${job.jobTitle} is no longer available` }),
    );
    expect((await login(employer)).status).toBe(401);
  });
});

describe('names on interviews after a deletion', () => {
  const interviewItems = async (jobID: string) =>
    (
      await documentClient(stack).send(
        new QueryCommand({
          TableName: stack.env.TABLE_NAME,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :interview)',
          ExpressionAttributeValues: { ':pk': `JOB#${jobID}`, ':interview': 'INTERVIEW#' },
          ConsistentRead: true,
        }),
      )
    ).Items ?? [];

  it('a deleted member\'s proposals read "Former member", a deleted candidate\'s interviews "Deleted candidate"', async () => {
    const owner = await createSignedInUser(stack, 'employer', { companyName: 'Interviewing Co' });
    const member = await memberOf(stack, owner, { firstName: 'Proposing' });
    const job = await addJob(owner.client, { jobTitle: `Interviews ${uniqueWord()}` });
    const [stays, leaves] = await Promise.all([
      createSignedInUser(stack, 'candidate', { jobTitle: 'Analyst', country: 'Kenya', jobType: 'full-time' }),
      createSignedInUser(stack, 'candidate', { jobTitle: 'Analyst', country: 'Kenya', jobType: 'full-time' }),
    ]);
    await apply(stays, job._id);
    await apply(leaves, job._id);
    const proposed = await proposeInterview(member.client, conversationIdOf(job._id, stays.userID));
    await proposeInterview(member.client, conversationIdOf(job._id, leaves.userID));
    expect(proposed.proposedBy).toMatch(/^Proposing /);

    expect((await deleteAccount(member)).body.data.complete).toBe(true);
    const seen = await stays.client.call<{ interviews: { proposedBy: string }[] }>('GET', '/api/get-interviews', {
      query: { conversationID: conversationIdOf(job._id, stays.userID) },
    });
    expect(seen.body.data.interviews.map((interview) => interview.proposedBy)).toEqual(['Former member']);

    expect((await deleteAccount(leaves)).body.data.complete).toBe(true);
    const items = await interviewItems(job._id);
    expect(items).toHaveLength(2);
    expect(items.map((item) => item.proposedBy)).toEqual(['Former member', 'Former member']);
    const ofLeaver = items.find((item) => item.candidateID === leaves.userID)!;
    expect(ofLeaver).toMatchObject({ candidateName: 'Deleted candidate', status: 'cancelled' });
    expect(JSON.stringify(items)).not.toContain('Proposing');
    expect(JSON.stringify(ofLeaver)).not.toContain('Wanjiru');
  });
});

describe('the clean-up of unconfirmed sign-ups', () => {
  beforeAll(() => useStackEnvironment(stack));

  it('removes a sign-up unconfirmed for a week whole (Cognito user, resume, items) and keeps a newer one', async () => {
    const signUp = async (email: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        firstName: 'Idle',
        lastName: 'Signup',
        email,
        jobType: 'full-time',
        jobTitle: 'Wanderer',
        country: 'Kenya',
        password: 'idle-password-1',
      }))
        form.append(name, value);
      form.append('resume', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
      const answer = await new ApiClient(stack).call<{ userID: string }>('POST', '/api/candidate/signup', {
        body: form,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data.userID;
    };
    const oldEmail = `idle-${randomUUID()}@example.com`;
    const oldID = await signUp(oldEmail);
    const newID = await signUp(`fresh-${randomUUID()}@example.com`);
    expect(await filesOf(oldID)).toHaveLength(1);
    // The older sign-up was made eight days ago (its listing says when).
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString();
    await documentClient(stack).send(
      new UpdateCommand({
        TableName: stack.env.TABLE_NAME,
        Key: { PK: `USER#${oldID}`, SK: 'PROFILE' },
        UpdateExpression: 'SET GSI1SK = :entry, createdAt = :at',
        ExpressionAttributeValues: { ':entry': `${eightDaysAgo}#${oldID}`, ':at': eightDaysAgo },
      }),
    );
    const { cleanUpAccounts } = await import('#functions/privacy/account-cleanup.js');

    const report = await cleanUpAccounts();

    expect(report).toMatchObject({ unconfirmedRemoved: 1, failed: 0 });
    expect(await getItem(`USER#${oldID}`, 'PROFILE')).toBeUndefined();
    expect(await getItem(`EMAIL#${oldEmail}`, 'EMAIL')).toBeUndefined();
    expect(await filesOf(oldID)).toEqual([]);
    expect(await userPartition(oldID)).toEqual([]);
    expect(await getItem(`USER#${newID}`, 'PROFILE')).toMatchObject({ status: 'onboarding' });
    expect(await filesOf(newID)).toHaveLength(1);
    // The address is free: signing up again works at once.
    expect(await signUp(oldEmail)).not.toBe(oldID);
  });

  it('lists the sign-ups left unconfirmed before the clean-up existed, once', async () => {
    const userID = randomUUID();
    const createdAt = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString();
    const db = documentClient(stack);
    await db.send(
      new PutCommand({
        TableName: stack.env.TABLE_NAME,
        Item: {
          PK: `USER#${userID}`,
          SK: 'PROFILE',
          userID,
          email: `old-${userID}@example.com`,
          status: 'onboarding',
          role: 'candidate',
          createdAt,
        },
      }),
    );
    // The stack's start ran it already: this run stands for the first deploy after the change.
    await db.send(
      new DeleteCommand({ TableName: stack.env.TABLE_NAME, Key: { PK: 'MIGRATION#unconfirmed-listing', SK: 'DONE' } }),
    );
    const { listOldUnconfirmedSignups } = await import('#functions/migrations/unconfirmed-listing.js');
    const { runMigration } = await import('#functions/migrations/run-migrations.js');

    const first = await runMigration(listOldUnconfirmedSignups);
    const second = await runMigration(listOldUnconfirmedSignups);

    expect(first.state).toBe('done');
    expect(first.counts.listed).toBeGreaterThanOrEqual(1);
    expect(second).toEqual({ id: 'unconfirmed-listing', state: 'already done', counts: first.counts });
    expect(await getItem(`USER#${userID}`, 'PROFILE')).toMatchObject({
      GSI1PK: 'UNCONFIRMED',
      GSI1SK: `${createdAt}#${userID}`,
    });
  });
});
