// The public job page's data: an open or closed job is one GetItem of the job; a deleted job
// (its tombstone, while it lasts) offers open jobs sharing its title's first word; anything
// else is an unknown id.
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { readJobPage } from '#functions/jobs/job-page.js';
import { jobKey, jobTombstoneKey, toJobCard, toJobPageCard, type JobItem } from '#functions/jobs/jobs.js';
import { listEntry } from '#functions/jobs/job-lists.js';
import { JOB_ID, jobsTestTable, storedJob } from '../support/jobs.js';

const dynamo = jobsTestTable();
const NOW = new Date('2026-03-01T00:00:00.000Z');
const gets = () => dynamo.commandCalls(GetCommand).map((c) => c.args[0].input.Key);
const tombstone = (expiresAt: number) => ({
  ...jobTombstoneKey(JOB_ID),
  entity: 'JOB_TOMBSTONE',
  titleWord: 'senior',
  deletedAt: '2026-02-20T00:00:00.000Z',
  expiresAt,
});
const IN_A_YEAR = NOW.getTime() / 1000 + 365 * 24 * 3600;

describe('readJobPage', () => {
  it('an open job: its card and about text, nothing of its applicants, from one GetItem; no similar jobs found', async () => {
    const job = storedJob({ applicantCount: 7 });
    dynamo.on(GetCommand, { Key: jobKey(JOB_ID) }).resolves({ Item: job });
    dynamo.on(QueryCommand).resolves({ Items: [] });

    const { page } = await readJobPage(JOB_ID, NOW);

    expect(page).toEqual({
      state: 'open',
      jobID: JOB_ID,
      job: { ...toJobCard(job), aboutRole: 'Build things.' },
      similarJobs: [],
    });
    expect(page.state === 'open' && page.job).not.toHaveProperty('applicantCount');
    expect(gets()).toEqual([jobKey(JOB_ID)]);
  });

  it('similar jobs: two searches of one Query each, the same job type and remote fit first, itself left out', async () => {
    dynamo.on(GetCommand, { Key: jobKey(JOB_ID) }).resolves({ Item: storedJob() });
    const other = (i: number, overrides: Partial<JobItem>) =>
      storedJob({
        jobID: `00000000-0000-4000-8000-00000000000${i}`,
        createdAt: `2026-02-0${i}T00:00:00.000Z`,
        ...overrides,
      });
    const partTime = other(1, { jobTitle: 'Senior Designer', jobType: 'part-time' });
    const onlyPoland = other(2, { jobTitle: 'Developer', applicantCountries: ['Poland'] });
    const alike = other(3, { jobTitle: 'Senior Developer II' });
    const entries = [partTime, onlyPoland, alike, storedJob()].map((job) => listEntry(toJobCard(job), 'all'));
    dynamo.on(QueryCommand).resolves({ Items: entries });

    const { page } = await readJobPage(JOB_ID, NOW);

    expect(page.state === 'open' && page.similarJobs.map((job) => job._id)).toEqual(
      [alike, onlyPoland, partTime].map((job) => job.jobID),
    );
    const queries = dynamo.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(queries).toHaveLength(2);
    for (const query of queries) expect(query.Limit).toBeLessThanOrEqual(21);
  });

  it('a closed job: the same job, closed', async () => {
    dynamo.on(GetCommand, { Key: jobKey(JOB_ID) }).resolves({ Item: storedJob({ active: false }) });
    dynamo.on(QueryCommand).resolves({ Items: [] });

    const { page } = await readJobPage(JOB_ID, NOW);

    expect(page).toMatchObject({ state: 'closed', job: { active: false, jobTitle: 'Senior Developer' } });
  });

  it('a deleted job: open jobs that share the first word of its title, from one page of the search', async () => {
    dynamo.on(GetCommand, { Key: jobTombstoneKey(JOB_ID) }).resolves({ Item: tombstone(IN_A_YEAR) });
    const similar = Array.from({ length: 7 }, (_, i) =>
      storedJob({ jobID: `00000000-0000-4000-8000-00000000000${i}`, jobTitle: `Senior Designer ${i}` }),
    );
    dynamo.on(QueryCommand).resolves({ Items: similar.map((job) => listEntry(toJobCard(job), 'w=senior')) });

    const { page } = await readJobPage(JOB_ID, NOW);

    expect(page.state).toBe('deleted');
    expect(page.state === 'deleted' && page.similarJobs.map((job) => job.jobTitle)).toEqual(
      similar.slice(0, 5).map((job) => job.jobTitle),
    );
    expect(gets()).toEqual([jobKey(JOB_ID), jobTombstoneKey(JOB_ID)]);
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      IndexName: 'GSI2',
      ExpressionAttributeValues: { ':pk': 'JOBLIST#w=senior' },
    });
  });

  it('an id no job has, or whose tombstone has expired (DynamoDB deletes late): unknown, with no search', async () => {
    expect((await readJobPage(JOB_ID, NOW)).page).toEqual({ state: 'unknown', jobID: JOB_ID });

    dynamo.on(GetCommand, { Key: jobTombstoneKey(JOB_ID) }).resolves({ Item: tombstone(NOW.getTime() / 1000 - 1) });
    expect((await readJobPage(JOB_ID, NOW)).page).toEqual({ state: 'unknown', jobID: JOB_ID });
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
  });
});

describe('a new, unverified company on its job’s page', () => {
  const DAY = 86_400_000;
  const joined = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

  it('is said to be new for 30 days after it joined, unless it verified its domain', () => {
    const young = toJobPageCard(storedJob({ companyCreatedAt: joined(29) }), NOW);
    expect(young.employer.newCompanySince).toBe(joined(29));
    expect(toJobPageCard(storedJob({ companyCreatedAt: joined(30) }), NOW).employer.newCompanySince).toBeUndefined();
    const verified = toJobPageCard(storedJob({ companyCreatedAt: joined(2), companyVerifiedDomain: 'acme.com' }), NOW);
    expect(verified.employer).toMatchObject({ verified: true, verifiedDomain: 'acme.com' });
    expect(verified.employer.newCompanySince).toBeUndefined();
    // A job posted before companies' ages were kept says nothing.
    expect(toJobPageCard(storedJob(), NOW).employer.newCompanySince).toBeUndefined();
  });

  it('is never written into the cards the search lists store', () => {
    expect(toJobCard(storedJob({ companyCreatedAt: joined(1) })).employer.newCompanySince).toBeUndefined();
  });
});
