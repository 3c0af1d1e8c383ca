// Renaming a company with a few dozen jobs (more than one page of the worker's, RENAME_PAGE_SIZE)
// through the local gateway: the call answers without renaming the jobs itself, and the
// in-process worker puts the new name on every job, in the employer's list, the search and
// each job's page, within a minute; a second rename right after the first ends with the second
// name everywhere.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Job, JobCard } from '#shared/schemas/jobs.js';
import { RENAME_PAGE_SIZE } from '#functions/jobs/company-rename.js';
import { ApiClient } from '../../../tools/api-client.js';
import { addJob, uniqueWord } from '../../support/jobs.js';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
const JOBS = RENAME_PAGE_SIZE + 7;
const WITHIN = { timeout: 60_000, interval: 500 };

describe('company rename', () => {
  const word = uniqueWord();
  let owner: TestUser;
  let jobIDs: string[];

  /** The company name each of the company's jobs shows in the employer's list, by job. */
  const namesInList = async () => {
    const names = new Map<string, string>();
    for (let page = 1; ; page += 1) {
      const answer = await owner.client.call<{ jobs: Job[]; pagination: { totalPages: number } }>(
        'GET',
        '/api/get-jobs',
        { query: { page: String(page) } },
      );
      expect(answer.status, answer.body.data.msg).toBe(200);
      for (const job of answer.body.data.jobs) names.set(job._id, job.employer.companyName);
      if (page >= answer.body.data.pagination.totalPages) return names;
    }
  };
  /** The same, as a search by the jobs' title word shows them. */
  const namesInSearch = async () => {
    const names = new Map<string, string>();
    const anyone = new ApiClient(stack);
    let cursor: string | undefined;
    for (;;) {
      const answer = await anyone.call<{ jobs: JobCard[]; pagination: { isLastPage: boolean; nextCursor?: string } }>(
        'GET',
        '/api/search-jobs',
        { query: { jobTitle: word, ...(cursor ? { cursor } : {}) } },
      );
      expect(answer.status, answer.body.data.msg).toBe(200);
      for (const job of answer.body.data.jobs) names.set(job._id, job.employer.companyName);
      cursor = answer.body.data.pagination.nextCursor;
      if (answer.body.data.pagination.isLastPage || !cursor) return names;
    }
  };
  /** Whether every job's public page names the company `name`. */
  const pagesName = async (name: string) => {
    const pages = await Promise.all(
      jobIDs.map(async (jobID) => (await (await fetch(new URL(`/jobs/${jobID}`, stack.appUrl))).text()).includes(name)),
    );
    return pages.every(Boolean);
  };
  const everyJobShows = async (name: string) => {
    const [list, search] = await Promise.all([namesInList(), namesInSearch()]);
    const listed = jobIDs.map((jobID) => list.get(jobID));
    const found = jobIDs.map((jobID) => search.get(jobID));
    return listed.every((shown) => shown === name) && found.every((shown) => shown === name) && (await pagesName(name));
  };
  const rename = async (companyName: string) => {
    const answer = await owner.client.call<{ user: Record<string, unknown> }>('PUT', '/api/update-company-bio', {
      json: { companyName, companySize: '51-200', country: 'Kenya' },
    });
    expect(answer.status, answer.body.data.msg).toBe(200);
    expect(answer.body.data.user).toMatchObject({ companyName });
  };

  beforeAll(async () => {
    owner = await createSignedInUser(stack, 'employer', { companyName: `Staffing ${word}` });
    jobIDs = [];
    for (let batch = 0; batch < JOBS; batch += 8) {
      const count = Math.min(8, JOBS - batch);
      const added = await Promise.all(
        Array.from({ length: count }, (_, i) => addJob(owner.client, { jobTitle: `${word} Recruiter ${batch + i}` })),
      );
      jobIDs.push(...added.map((job) => job._id));
    }
  }, 120_000);

  it('answers at once, and every job shows the new name within a minute', async () => {
    expect(await everyJobShows(`Staffing ${word}`)).toBe(true);

    await rename(`Renamed ${word}`);

    await expect.poll(() => everyJobShows(`Renamed ${word}`), WITHIN).toBe(true);
  }, 90_000);

  it('a second rename right after the first: the second name everywhere', async () => {
    await rename(`First ${word}`);
    await rename(`Second ${word}`);

    await expect.poll(() => everyJobShows(`Second ${word}`), WITHIN).toBe(true);
    // And it stays so: the first rename's run, overtaken, wrote nothing after.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await everyJobShows(`Second ${word}`)).toBe(true);
  }, 90_000);
});
