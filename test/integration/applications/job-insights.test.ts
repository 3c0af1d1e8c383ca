// A job's insights through the real local stack: the counters follow applications, moves and
// withdrawals as they happen; the call is one read; a job without counters (posted before
// insights) gets them built once from its applications, equal to the counted ones; only the
// job's company may read them.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { JobInsights } from '#shared/schemas/insights.js';
import { addJob, applyTo } from '../../support/jobs.js';
import { createSignedInUser, documentClient, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
const tag = randomUUID().slice(0, 8);

describe('job insights', () => {
  let employer: TestUser;
  let rival: TestUser;
  let candidates: TestUser[];

  const apply = (who: TestUser, jobID: string) => applyTo(who, jobID, { lastName: `Insights-${tag}` });
  const move = async (jobID: string, userID: string, stage: string, rejectionReason?: string) => {
    const answer = await employer.client.call('PUT', '/api/update-application-stage', {
      json: { jobID, userID, stage, ...(rejectionReason ? { rejectionReason } : {}) },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  const insights = async (jobID: string, who = employer) =>
    who.client.call<{ insights: JobInsights }>('GET', '/api/get-job-insights', { query: { jobID } });
  const insightsItem = async (jobID: string) =>
    (
      await documentClient(stack).send(
        new GetCommand({
          TableName: stack.env.TABLE_NAME,
          Key: { PK: `JOB#${jobID}`, SK: 'INSIGHTS' },
          ConsistentRead: true,
        }),
      )
    ).Item;

  beforeAll(async () => {
    [employer, rival, ...candidates] = await Promise.all([
      createSignedInUser(stack, 'employer', { companyName: `Insights Co ${tag}` }),
      createSignedInUser(stack, 'employer', { companyName: `Rival Insights ${tag}` }),
      ...[1, 2, 3, 4].map(() => createSignedInUser(stack, 'candidate', { country: 'Spain' })),
    ]);
  });

  it('counts applications, moves and withdrawals as they happen', async () => {
    const job = await addJob(employer.client, { jobTitle: `Insights ${tag}` });
    const empty = (await insights(job._id)).body.data.insights;
    expect(empty.stages.new).toBe(0);
    expect(empty.weeks).toHaveLength(8);
    expect(empty.weeks.at(-1)!.applications).toBe(0);
    expect(empty.medianDaysToFirstMove).toBeNull();

    for (const who of candidates) await apply(who, job._id);
    const [a, b, c] = candidates.map((who) => who.userID);
    await move(job._id, a!, 'shortlisted');
    await move(job._id, a!, 'interviewing');
    await move(job._id, b!, 'rejected', 'skills');
    await move(job._id, c!, 'shortlisted');
    expect(
      (await candidates[3]!.client.call('PUT', '/api/withdraw-application', { json: { jobID: job._id } })).status,
    ).toBe(200);

    const answer = await insights(job._id);
    expect(answer.status).toBe(200);
    const figures = answer.body.data.insights;
    expect(figures.stages).toEqual({
      new: 0,
      shortlisted: 1,
      interviewing: 1,
      offered: 0,
      hired: 0,
      rejected: 1,
      withdrawn: 1,
    });
    expect(figures.weeks.at(-1)!.applications).toBe(4);
    // Three applications moved by the company, each the same day.
    expect(figures.moved).toBe(3);
    expect(figures.medianDaysToFirstMove).toBe(0);
    expect(figures.rejectionReasons).toEqual([{ reason: 'skills', count: 1 }]);

    // Applying again after withdrawing: back to New, not a second arrival.
    await apply(candidates[3]!, job._id);
    const again = (await insights(job._id)).body.data.insights;
    expect(again.stages.withdrawn).toBe(0);
    expect(again.stages.new).toBe(1);
    expect(again.weeks.at(-1)!.applications).toBe(4);

    // Built from scratch, the same figures.
    await documentClient(stack).send(
      new DeleteCommand({ TableName: stack.env.TABLE_NAME, Key: { PK: `JOB#${job._id}`, SK: 'INSIGHTS' } }),
    );
    expect((await insights(job._id)).body.data.insights).toEqual(again);
    expect(await insightsItem(job._id)).toBeDefined();
  });

  it('builds the counters of a job that has none from its applications, once', async () => {
    const job = await addJob(employer.client, { jobTitle: `Old insights ${tag}` });
    await documentClient(stack).send(
      new DeleteCommand({ TableName: stack.env.TABLE_NAME, Key: { PK: `JOB#${job._id}`, SK: 'INSIGHTS' } }),
    );
    // Moves before the counters exist change nothing; the build counts them.
    await apply(candidates[0]!, job._id);
    await move(job._id, candidates[0]!.userID, 'offered');
    expect(await insightsItem(job._id)).toBeUndefined();
    const built = (await insights(job._id)).body.data.insights;
    expect(built.stages.offered).toBe(1);
    expect(built.moved).toBe(1);
    expect((await insightsItem(job._id))?.stage_offered).toBe(1);
    // From now on the moves count as they happen.
    await move(job._id, candidates[0]!.userID, 'hired');
    expect((await insights(job._id)).body.data.insights.stages).toMatchObject({ offered: 0, hired: 1 });
  });

  it("is the company's alone", async () => {
    const job = await addJob(employer.client, { jobTitle: `Private insights ${tag}` });
    expect((await insights(job._id, rival)).status).toBe(404);
    expect((await insights(job._id, candidates[0]!)).status).toBe(403);
    expect((await insights(randomUUID())).status).toBe(404);
    const bad = await insights('not-an-id');
    expect(bad.status).toBe(400);
  });
});
