// Saved jobs through the local gateway: a candidate saves jobs (twice is fine), sees them newest
// saved first, paged, with "Applied", closed and removed ones marked; the search's badges call
// and the job's page say which are saved; removing is idempotent; the cap answers 409;
// employers are refused; the export lists them.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { RouteResponse } from '#shared/routes.js';
import { SAVED_JOBS_MAX, SAVED_JOBS_MSG } from '#shared/schemas/saved-jobs.js';
import { addJob, applyTo, uniqueWord } from '../../support/jobs.js';
import { createSignedInUser, documentClient, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');

type SavedPage = RouteResponse<'getSavedJobs'>;

describe('saved jobs', () => {
  const word = uniqueWord();
  let employer: TestUser;
  let candidate: TestUser;
  let jobIDs: string[];

  const save = (jobID: string, who = candidate) => who.client.call('PUT', '/api/save-job', { json: { jobID } });
  const unsave = (jobID: string) => candidate.client.call('DELETE', '/api/unsave-job', { query: { jobID } });
  const savedPage = async (cursor?: string) => {
    const answer = await candidate.client.call<SavedPage>('GET', '/api/get-saved-jobs', {
      query: cursor ? { cursor } : {},
    });
    expect(answer.status, answer.body.data.msg).toBe(200);
    return answer.body.data;
  };

  beforeAll(async () => {
    [employer, candidate] = await Promise.all([
      createSignedInUser(stack, 'employer', { companyName: `Saved Co ${word}` }),
      createSignedInUser(stack, 'candidate'),
    ]);
    jobIDs = [];
    for (let i = 0; i < 12; i += 1) jobIDs.push((await addJob(employer.client, { jobTitle: `${word} Role ${i}` }))._id);
  });

  it('saves jobs, twice is fine, and lists them newest saved first, ten a page', async () => {
    for (const jobID of jobIDs) {
      const answer = await save(jobID);
      expect(answer.status, answer.body.data.msg).toBe(200);
      expect(answer.body.data).toEqual({ msg: SAVED_JOBS_MSG.saved, saved: true });
    }
    expect((await save(jobIDs[0]!)).status).toBe(200);

    const first = await savedPage();
    expect(first.jobs.map((job) => job.jobID)).toEqual([...jobIDs].reverse().slice(0, 10));
    expect(first.jobs[0]).toMatchObject({ state: 'open', applied: false, jobTitle: `${word} Role 11` });
    expect(first.jobs[0]!.job).toMatchObject({ _id: jobIDs[11], jobTitle: `${word} Role 11` });
    const second = await savedPage(first.pagination.nextCursor);
    expect(second.jobs.map((job) => job.jobID)).toEqual([jobIDs[1], jobIDs[0]]);
    expect(second.pagination.nextCursor).toBeUndefined();
  });

  it('marks the jobs applied to, closed and removed, and names a removed one as saved', async () => {
    await applyTo(candidate, jobIDs[11]!);
    expect(
      (
        await employer.client.call('PUT', '/api/update-job-active-status', {
          json: { jobID: jobIDs[10]!, active: false },
        })
      ).status,
    ).toBe(200);
    expect((await employer.client.call('DELETE', '/api/delete-job', { query: { jobID: jobIDs[9]! } })).status).toBe(
      200,
    );

    const [applied, closed, removed] = (await savedPage()).jobs;
    expect(applied).toMatchObject({ jobID: jobIDs[11], state: 'open', applied: true });
    expect(closed).toMatchObject({ jobID: jobIDs[10], state: 'closed', applied: false });
    expect(removed).toMatchObject({ jobID: jobIDs[9], state: 'removed', jobTitle: `${word} Role 9` });
    expect(removed!.job).toBeUndefined();
  });

  it("says which jobs are saved beside the search's Applied badges and on the job's page", async () => {
    await unsave(jobIDs[8]!);
    const statuses = await candidate.client.call<RouteResponse<'getApplicationStatuses'>>(
      'GET',
      '/api/get-application-statuses',
      { query: { jobIDs: [jobIDs[7], jobIDs[8], jobIDs[11]].join(',') } },
    );
    expect(statuses.body.data.saved.sort()).toEqual([jobIDs[7], jobIDs[11]].sort());
    expect(statuses.body.data.applications.map((entry) => entry.jobID)).toEqual([jobIDs[11]]);

    const page = await candidate.client.call<RouteResponse<'getJobCandidate'>>('GET', '/api/get-job-candidate', {
      query: { jobID: jobIDs[7]! },
    });
    expect(page.body.data.job.saved).toBe(true);
    const unsaved = await candidate.client.call<RouteResponse<'getJobCandidate'>>('GET', '/api/get-job-candidate', {
      query: { jobID: jobIDs[8]! },
    });
    expect(unsaved.body.data.job.saved).toBe(false);
  });

  it('removes a saved job, and removing one not saved changes nothing', async () => {
    const answer = await unsave(jobIDs[7]!);
    expect(answer.body.data).toEqual({ msg: SAVED_JOBS_MSG.removed, saved: false });
    expect((await unsave(jobIDs[7]!)).status).toBe(200);
    expect((await savedPage()).jobs.map((job) => job.jobID)).not.toContain(jobIDs[7]);
  });

  it('refuses an unknown job with 404, a bad ID with 400 and employers with 403', async () => {
    const unknown = await save(crypto.randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body.data.msg).toBe(SAVED_JOBS_MSG.notFound);
    expect((await save('not-an-id')).status).toBe(400);
    expect((await save(jobIDs[0]!, employer)).status).toBe(403);
    expect((await employer.client.call('GET', '/api/get-saved-jobs')).status).toBe(403);
  });

  it(`keeps at most ${SAVED_JOBS_MAX}: one more is a 409 that says why`, async () => {
    const other = await createSignedInUser(stack, 'candidate');
    // As if they had saved the most already.
    await documentClient(stack).send(
      new UpdateCommand({
        TableName: stack.env.TABLE_NAME,
        Key: { PK: `USER#${other.userID}`, SK: 'SAVEDJOBS' },
        UpdateExpression: 'SET #count = :max',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':max': SAVED_JOBS_MAX },
      }),
    );
    const refused = await save(jobIDs[0]!, other);
    expect(refused.status).toBe(409);
    expect(refused.body.data.msg).toBe(SAVED_JOBS_MSG.limit);
  });

  it('lists the saved jobs in Download my data', async () => {
    const data = await candidate.client.call<RouteResponse<'exportMyData'>>('GET', '/api/export-my-data');
    expect(data.status).toBe(200);
    expect(data.body.data.savedJobs.map((saved) => saved.jobID)).toContain(jobIDs[11]);
    expect(data.body.data.savedJobs[0]).not.toHaveProperty('PK');
  });
});
