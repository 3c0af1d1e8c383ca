// Applying through the real local stack: the application, the job's applicant count and the
// notifications land together; a second application (also ten at once) gets 409; closed
// and missing jobs refuse applications. Jobs are posted through the real add-job.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
const tag = randomUUID().slice(0, 8);

type JobAnswer = {
  job: {
    _id: string;
    applicantCount: number;
    applicants?: { userID: string; firstName: string; lastName: string; email: string }[];
  };
};
type NotificationsAnswer = {
  notifications: { kind: string; title: string; body: string; link?: string }[];
  unread: number;
};

const jobForm = (overrides: Record<string, unknown> = {}) => ({
  jobTitle: `Apply ${tag} Support Agent`,
  jobType: 'part-time',
  department: 'Customer Support',
  country: 'Spain',
  timeZone: 'Europe/Madrid (GMT+01:00)',
  aboutRole: 'Answer customers.',
  minSalary: 1000,
  maxSalary: 2000,
  currency: 'EUR',
  paymentInterval: 'monthly',
  ...overrides,
});

describe('job-application', () => {
  let employer: TestUser;
  let candidate: TestUser;

  const addJob = async () => {
    const answer = await employer.client.call<JobAnswer>('POST', '/api/add-job', { json: jobForm() });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.job._id;
  };
  const form = (who: TestUser, jobID: string) => ({
    firstName: 'Grace',
    lastName: `Hopper-${tag}`,
    email: who.email,
    country: 'Spain',
    phoneNo: '+34 600 000 000',
    jobID,
  });
  const apply = (who: TestUser, jobID: string) =>
    who.client.call('POST', '/api/job-application', { json: form(who, jobID) });
  const ownerView = async (jobID: string) =>
    (await employer.client.call<JobAnswer>('GET', '/api/get-job', { query: { jobID } })).body.data.job;

  beforeAll(async () => {
    employer = await createSignedInUser(stack, 'employer', { companyName: `Acme ${tag}` });
    candidate = await createSignedInUser(stack, 'candidate', {
      jobTitle: 'Support',
      jobType: 'part-time',
      country: 'Spain',
    });
  });

  it('shows an open job to a candidate without its applicants', async () => {
    const jobID = await addJob();
    const answer = await candidate.client.call<JobAnswer>('GET', '/api/get-job-candidate', { query: { jobID } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.job).toMatchObject({
      _id: jobID,
      jobTitle: `Apply ${tag} Support Agent`,
      paymentInterval: 'monthly',
      currency: 'EUR',
      employer: { companyName: `Acme ${tag}` },
    });
    expect(answer.body.data.job).not.toHaveProperty('applicants');
    expect((await employer.client.call('GET', '/api/get-job-candidate', { query: { jobID } })).status).toBe(403);
  });

  it('stores the application with the applicant count and notifies employer and candidate; a second one gets 409', async () => {
    const jobID = await addJob();

    const first = await apply(candidate, jobID);
    expect(first.status).toBe(200);

    const job = await ownerView(jobID);
    expect(job.applicantCount).toBe(1);
    expect(job.applicants).toEqual([
      expect.objectContaining({
        userID: candidate.userID,
        firstName: 'Grace',
        lastName: `Hopper-${tag}`,
        email: candidate.email,
      }),
    ]);

    const employerInbox = (await employer.client.call<NotificationsAnswer>('GET', '/api/get-notifications')).body.data;
    expect(employerInbox.notifications).toContainEqual(
      expect.objectContaining({
        kind: 'application-received',
        title: 'New application',
        body: expect.stringContaining(`Grace Hopper-${tag}`),
        link: `/dashboard/jobs/${jobID}`,
      }),
    );
    const candidateInbox = (await candidate.client.call<NotificationsAnswer>('GET', '/api/get-notifications')).body
      .data;
    expect(candidateInbox.notifications).toContainEqual(
      expect.objectContaining({
        kind: 'application-sent',
        title: 'Application received',
        body: expect.stringContaining(`Apply ${tag} Support Agent`),
      }),
    );

    const second = await apply(candidate, jobID);
    expect(second.status).toBe(409);
    expect(second.body.data.msg).toBe('You have already applied to this job');
    expect((await ownerView(jobID)).applicantCount).toBe(1);
  });

  it('keeps exactly one application when one candidate sends ten at once', async () => {
    const jobID = await addJob();
    const racer = await createSignedInUser(stack, 'candidate', {
      jobTitle: 'Support',
      jobType: 'part-time',
      country: 'Spain',
    });

    const answers = await Promise.all(Array.from({ length: 10 }, () => apply(racer, jobID)));

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const job = await ownerView(jobID);
    expect(job.applicantCount).toBe(1);
    expect(job.applicants).toHaveLength(1);
  });

  it('refuses applications to a closed job and to a job that does not exist', async () => {
    const jobID = await addJob();
    const closed = await employer.client.call('PUT', '/api/update-job-active-status', {
      json: { jobID, active: false },
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);

    const refused = await apply(candidate, jobID);
    expect(refused.status).toBe(404);
    expect(refused.body.data.msg).toBe('This job is no longer accepting applications.');
    const hidden = await candidate.client.call('GET', '/api/get-job-candidate', { query: { jobID } });
    expect(hidden.status).toBe(404);
    expect(hidden.body.data.msg).toBe('This job is no longer open.');
    expect((await ownerView(jobID)).applicantCount).toBe(0);

    expect((await apply(candidate, randomUUID())).status).toBe(404);
  });

  it('answers bad input with 400 and employers with 403', async () => {
    const jobID = await addJob();
    const bad = await candidate.client.call('POST', '/api/job-application', {
      json: { ...form(candidate, jobID), phoneNo: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.msg).toBe('Phone number is required');
    expect((await employer.client.call('POST', '/api/job-application', { json: form(employer, jobID) })).status).toBe(
      403,
    );
  });
});
