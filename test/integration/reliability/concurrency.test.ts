// Concurrency against the local stack: the conditional transactions hold when many
// requests race (DynamoDB Local runs real transactions).
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../../../tools/api-client.js';
import { partitionItems, addJob } from '../../support/jobs.js';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
const application = (jobID: string) => ({
  firstName: 'Ada',
  lastName: 'Applicant',
  email: 'ada@example.com',
  country: 'Kenya',
  phoneNo: '+254 700 000 000',
  jobID,
});
const applicationsIn = (items: Record<string, unknown>[]) =>
  items.filter((item) => String(item.SK).startsWith('APPLICATION#'));
const jobItemIn = (items: Record<string, unknown>[]) => items.find((item) => item.SK === 'JOB');
const candidates = (count: number) =>
  Promise.all(Array.from({ length: count }, () => createSignedInUser(stack, 'candidate')));

describe('concurrency', () => {
  it(
    '50 candidates apply to one job at once: exactly 50 applications and a count of 50',
    { timeout: 120_000 },
    async () => {
      const employer = await createSignedInUser(stack, 'employer', { companyName: 'Busy Co' });
      const job = await addJob(employer.client);
      const applicants = await candidates(50);
      const answers = await Promise.all(
        applicants.map((candidate) =>
          candidate.client.call('POST', '/api/job-application', { json: application(job._id) }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
      const items = await partitionItems(stack, job._id);
      expect(applicationsIn(items)).toHaveLength(50);
      expect(jobItemIn(items)?.applicantCount).toBe(50);
    },
  );

  it('one candidate applies 10 times at once: exactly one application survives', async () => {
    const employer = await createSignedInUser(stack, 'employer', { companyName: 'Once Co' });
    const job = await addJob(employer.client);
    const [candidate] = (await candidates(1)) as [TestUser];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        candidate.client.call('POST', '/api/job-application', { json: application(job._id) }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    const items = await partitionItems(stack, job._id);
    expect(applicationsIn(items)).toHaveLength(1);
    expect(jobItemIn(items)?.applicantCount).toBe(1);
  });

  it('two sign-ups with one email at once: exactly one account', async () => {
    const email = `twin-${randomUUID()}@example.com`;
    const body = {
      firstName: 'Twin',
      lastName: 'Signup',
      email,
      password: 'twin-password-1',
      companyName: 'Twins',
      companySize: '1-10',
      country: 'France',
    };
    const answers = await Promise.all(
      [0, 1].map(() => new ApiClient(stack).call('POST', '/api/employer/signup', { json: body })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.data.msg).toMatch(/already/i);
  });

  it(
    'an employer closes and deletes a job while candidates apply: the job goes, and every application that landed is marked for its candidate',
    { timeout: 120_000 },
    async () => {
      const employer = await createSignedInUser(stack, 'employer', { companyName: 'Vanishing Co' });
      const job = await addJob(employer.client);
      const applicants = await candidates(20);
      const applying = applicants.map((candidate, index) =>
        new Promise((resolve) => setTimeout(resolve, index * 5)).then(() =>
          candidate.client.call('POST', '/api/job-application', { json: application(job._id) }),
        ),
      );
      const closing = employer.client
        .call('PUT', '/api/update-job-active-status', { json: { jobID: job._id, active: false } })
        .then(() => employer.client.call('DELETE', '/api/delete-job', { query: { jobID: job._id } }));
      const [deleted, ...answers] = await Promise.all([closing, ...applying]);
      expect((deleted as { status: number }).status).toBe(200);
      // Each application either landed before the close or was refused; the job and its search
      // entries are gone, and what landed stays, marked, for its candidate's list.
      const statuses = (answers as { status: number }[]).map((answer) => answer.status);
      for (const status of statuses) expect([200, 404, 409]).toContain(status);
      // Besides the tombstone that lets the job's page answer 410.
      const left = (await partitionItems(stack, job._id)).filter((item) => item.SK !== 'TOMBSTONE');
      expect(left.every((item) => String(item.SK).startsWith('APPLICATION#') && item.jobRemoved === true)).toBe(true);
      expect(left).toHaveLength(statuses.filter((status) => status === 200).length);
      for (const candidate of applicants.slice(0, 3)) {
        expect(
          (await candidate.client.call('GET', '/api/get-job-candidate', { query: { jobID: job._id } })).status,
        ).toBe(404);
      }
    },
  );
});
