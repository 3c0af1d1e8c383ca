// The employer's job lifecycle through the local gateway: add, list with each filter and
// tab, read with applicants, edit, close, reopen, delete; only the owner may do any of it.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Job, JobCard } from '#shared/schemas/jobs.js';
import { ApiClient } from '../../../tools/api-client.js';
import { jobForm, partitionItems, addJob, uniqueWord, writeApplication } from '../../support/jobs.js';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
type List = {
  jobs: Job[];
  counts: { all: number; open: number; closed: number };
  pagination: {
    currentPage: number;
    isLastPage: boolean;
    nextCursor?: string;
    firstRecord: number;
    totalRecords?: number;
    totalPages?: number;
  };
};

describe('job lifecycle', () => {
  const word = uniqueWord();
  let owner: TestUser;
  let rival: TestUser;
  let candidate: TestUser;
  let job: Job;

  const list = async (query: Record<string, string> = {}) => {
    const answer = await owner.client.call<List>('GET', '/api/get-jobs', { query });
    expect(answer.status, answer.body.data.msg).toBe(200);
    return answer.body.data;
  };
  const searchTitles = async (jobTitle: string) =>
    (
      await new ApiClient(stack).call<{ jobs: Job[] }>('GET', '/api/search-jobs', { query: { jobTitle } })
    ).body.data.jobs.map((found) => found.jobTitle);

  beforeAll(async () => {
    [owner, rival, candidate] = await Promise.all([
      createSignedInUser(stack, 'employer', { companyName: `Owner Co ${word}` }),
      createSignedInUser(stack, 'employer', { companyName: 'Rival Co' }),
      createSignedInUser(stack, 'candidate', { jobTitle: 'Developer', country: 'France', jobType: 'full-time' }),
    ]);
  });

  it('adds a job: open, company name from the profile, defaults applied', async () => {
    const answer = await owner.client.call<{ job: Job }>('POST', '/api/add-job', {
      json: {
        jobTitle: `${word} Backend Developer`,
        jobType: 'full-time',
        department: 'engineering',
        country: 'france',
        timeZone: 'Europe/Paris (GMT+01:00)',
        aboutRole: 'APIs.',
        minSalary: '50000',
        maxSalary: 70000,
      },
    });
    expect(answer.status, answer.body.data.msg).toBe(200);
    job = answer.body.data.job;
    expect(job).toMatchObject({
      jobTitle: `${word} Backend Developer`,
      department: 'Engineering',
      country: 'France',
      startTime: '08:00',
      endTime: '17:00',
      paymentInterval: 'annually',
      minSalary: 50000,
      currency: '',
      active: true,
      applicantCount: 0,
      employer: { companyName: `Owner Co ${word}` },
    });
  });

  it('refuses a bad job with 400 naming the field', async () => {
    const answer = await owner.client.call('POST', '/api/add-job', {
      json: {
        jobTitle: 'X',
        jobType: 'full-time',
        department: 'Engineering',
        country: 'France',
        aboutRole: 'x',
        minSalary: 9,
        maxSalary: 5,
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.fieldErrors).toMatchObject({
      timeZone: 'Time zone is required for this country',
      maxSalary: 'Maximum pay must not be below minimum pay',
    });
  });

  it("lists with each filter and tab; the counts are the company's", async () => {
    await addJob(owner.client, {
      jobTitle: `${word} Brand Designer`,
      department: 'Design',
      country: 'Kenya',
      timeZone: 'Africa/Nairobi (GMT+03:00)',
    });
    const closed = await addJob(owner.client, {
      jobTitle: `${word} Backend Lead`,
      department: 'Engineering',
      country: 'Kenya',
      timeZone: 'Africa/Nairobi (GMT+03:00)',
    });
    expect(
      (await owner.client.call('PUT', '/api/update-job-active-status', { json: { jobID: closed._id, active: false } }))
        .status,
    ).toBe(200);

    const all = await list();
    expect(all.jobs.map((row) => row.jobTitle)).toEqual([
      `${word} Backend Lead`,
      `${word} Brand Designer`,
      `${word} Backend Developer`,
    ]);
    expect(all.counts).toEqual({ all: 3, open: 2, closed: 1 });
    expect(all.pagination).toEqual({
      currentPage: 1,
      isLastPage: true,
      firstRecord: 1,
      totalRecords: 3,
      totalPages: 1,
    });

    expect((await list({ active: 'true' })).jobs.map((row) => row.jobTitle)).toEqual([
      `${word} Brand Designer`,
      `${word} Backend Developer`,
    ]);
    expect((await list({ active: 'false' })).jobs.map((row) => row.jobTitle)).toEqual([`${word} Backend Lead`]);
    const backend = await list({ jobTitle: `${word.toLowerCase()} BACK` });
    expect(backend.jobs).toHaveLength(2);
    expect(backend.counts).toEqual({ all: 3, open: 2, closed: 1 });
    expect((await list({ country: 'kenya' })).jobs).toHaveLength(2);
    expect((await list({ department: 'DESIGN' })).jobs.map((row) => row.jobTitle)).toEqual([`${word} Brand Designer`]);
    expect((await list({ country: 'Kenya', department: 'Engineering', active: 'true' })).jobs).toEqual([]);
  });

  it('pages the list by 10', async () => {
    for (let i = 0; i < 8; i += 1) await addJob(owner.client, { jobTitle: `${word} Support ${i}` });
    const first = await list();
    expect(first.jobs).toHaveLength(10);
    expect(first.pagination).toMatchObject({ currentPage: 1, isLastPage: false, totalRecords: 11, totalPages: 2 });
    const second = await list({ page: '2', cursor: first.pagination.nextCursor! });
    expect(second.jobs.map((row) => row.jobTitle)).toEqual([`${word} Backend Developer`]);
    expect(second.pagination).toMatchObject({ currentPage: 2, isLastPage: true, firstRecord: 11 });
  });

  it('updates the company bio, and the jobs show the new company name', { timeout: 120_000 }, async () => {
    const answer = await owner.client.call<{ user: Record<string, unknown> }>('PUT', '/api/update-company-bio', {
      json: { companyName: `Renamed Co ${word}`, companySize: '11-50', country: 'Kenya' },
    });
    expect(answer.status, answer.body.data.msg).toBe(200);
    expect(answer.body.data.user).toMatchObject({
      companyName: `Renamed Co ${word}`,
      companySize: '11-50',
      country: 'Kenya',
    });
    // The jobs are renamed in the background (jobs/company-rename.ts): within a minute.
    await expect
      .poll(async () => (await list()).jobs.every((row) => row.employer.companyName === `Renamed Co ${word}`), {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(true);
    const found = async () =>
      (
        await new ApiClient(stack).call<{ jobs: Job[] }>('GET', '/api/search-jobs', {
          query: { jobTitle: `${word} backend developer` },
        })
      ).body.data.jobs.map((row) => row.employer.companyName);
    await expect.poll(found, { timeout: 60_000, interval: 500 }).toEqual([`Renamed Co ${word}`]);
    expect(
      (await owner.client.call('PUT', '/api/update-company-bio', { json: { companyName: '', companySize: '11-50' } }))
        .status,
    ).toBe(400);
  });

  it('shows the owner the applicants; other employers get 404, candidates 403', async () => {
    await writeApplication(stack, job._id, {
      userID: candidate.userID,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: candidate.email,
    });
    const answer = await owner.client.call<{ job: Job }>('GET', '/api/get-job', { query: { jobID: job._id } });
    expect(answer.body.data.job.applicantCount).toBe(1);
    expect(answer.body.data.job.applicants).toEqual([
      {
        userID: candidate.userID,
        firstName: 'Grace',
        lastName: 'Hopper',
        email: candidate.email,
        createdAt: expect.any(String),
        stage: 'new',
        history: [{ stage: 'new', at: expect.any(String), by: 'Grace Hopper' }],
        reviewSummary: { 'strong-no': 0, no: 0, yes: 0, 'strong-yes': 0 },
      },
    ]);

    const rivalRead = await rival.client.call('GET', '/api/get-job', { query: { jobID: job._id } });
    expect(rivalRead.status).toBe(404);
    expect(rivalRead.body.data.msg).toBe('We could not find this job.');
    expect((await candidate.client.call('GET', '/api/get-job', { query: { jobID: job._id } })).status).toBe(403);
    expect((await rival.client.call<List>('GET', '/api/get-jobs')).body.data.jobs).toEqual([]);
  });

  it('edits the job: the search entries follow; other employers get 404', async () => {
    const body = {
      ...jobForm({
        jobTitle: `${word} Platform Engineer`,
        department: 'Operations',
        minSalary: 60000,
        maxSalary: 90000,
      }),
      jobID: job._id,
    };

    const refused = await rival.client.call('PUT', '/api/update-job', { json: body });
    expect(refused.status).toBe(404);

    const answer = await owner.client.call<{ job: Job }>('PUT', '/api/update-job', { json: body });
    expect(answer.status, answer.body.data.msg).toBe(200);
    expect(answer.body.data.job).toMatchObject({
      jobTitle: `${word} Platform Engineer`,
      department: 'Operations',
      minSalary: 60000,
      applicantCount: 1,
      active: true,
    });
    expect(await searchTitles(`${word} platform`)).toEqual([`${word} Platform Engineer`]);
    expect(await searchTitles(`${word} backend developer`)).toEqual([]);

    // A change no search key holds still reaches the card every entry carries.
    expect((await owner.client.call('PUT', '/api/update-job', { json: { ...body, maxSalary: 95000 } })).status).toBe(
      200,
    );
    const found = await new ApiClient(stack).call<{ jobs: JobCard[] }>('GET', '/api/search-jobs', {
      query: { department: 'operations', jobTitle: `${word} platform` },
    });
    expect(found.body.data.jobs).toEqual([
      expect.objectContaining({ _id: job._id, minSalary: 60000, maxSalary: 95000 }),
    ]);
  });

  it('closes the job out of search and reopens it back; only the owner can', async () => {
    expect(
      (await rival.client.call('PUT', '/api/update-job-active-status', { json: { jobID: job._id, active: false } }))
        .status,
    ).toBe(404);
    expect(
      (await candidate.client.call('PUT', '/api/update-job-active-status', { json: { jobID: job._id, active: false } }))
        .status,
    ).toBe(403);

    const closed = await owner.client.call<{ job: Job }>('PUT', '/api/update-job-active-status', {
      json: { jobID: job._id, active: false },
    });
    expect(closed.body.data.job.active).toBe(false);
    expect(await searchTitles(`${word} platform`)).toEqual([]);
    expect((await partitionItems(stack, job._id)).filter((item) => String(item.SK).startsWith('LIST#'))).toEqual([]);

    const reopened = await owner.client.call<{ job: Job }>('PUT', '/api/update-job-active-status', {
      json: { jobID: job._id, active: true },
    });
    expect(reopened.body.data.job.active).toBe(true);
    expect(await searchTitles(`${word} platform`)).toEqual([`${word} Platform Engineer`]);
    const reopenedLists = (await partitionItems(stack, job._id)).filter((item) => String(item.SK).startsWith('LIST#'));
    expect(reopenedLists.map((item) => item.GSI2PK)).toContain('JOBLIST#all');
  });

  it('deletes the job with its search entries; its applications stay, marked, for their candidates; only the owner can', async () => {
    expect((await rival.client.call('DELETE', '/api/delete-job', { query: { jobID: job._id } })).status).toBe(404);
    // The job, its list entries, its insights and the application.
    const before = await partitionItems(stack, job._id);
    const lists = before.filter((item) => String(item.SK).startsWith('LIST#'));
    expect(lists.length).toBeGreaterThan(4);
    expect(before.length).toBe(1 + lists.length + 1 + 1);

    const answer = await owner.client.call('DELETE', '/api/delete-job', { query: { jobID: job._id } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.msg).toBe('Job successfully deleted');
    const left = await partitionItems(stack, job._id);
    // The application, marked, and the tombstone that lets the job's page answer 410.
    expect(left.map((item) => [item.SK, item.jobRemoved])).toEqual([
      [`APPLICATION#${candidate.userID}`, true],
      ['TOMBSTONE', undefined],
    ]);
    expect(await searchTitles(`${word} platform`)).toEqual([]);
    expect((await owner.client.call('GET', '/api/get-job', { query: { jobID: job._id } })).status).toBe(404);
    expect((await owner.client.call('DELETE', '/api/delete-job', { query: { jobID: job._id } })).status).toBe(404);
    expect((await list()).counts.all).toBe(10);
  });
});
