// A popular job's applicants paged on keys, through the real local stack (docs/data-model.md,
// pattern 37): a few hundred applications in every stage, some missing a requirement, some
// reviewed, paged through every stage and order with and without "Meets requirements only",
// each applicant exactly once, in the order the screens promise, and every page bounded.
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { RouteResponse } from '#shared/routes.js';
import { APPLICANT_SORTS, APPLICANTS_PAGE_MAX, MSG_APPLICANTS_CURSOR } from '#shared/schemas/applicants.js';
import { APPLICATION_STAGES, type ApplicationStage } from '#shared/schemas/applications.js';
import { compareReviewSummaries, NO_REVIEWS } from '#shared/schemas/reviews.js';
import { chunks } from '#platform/async/in-batches.js';
import {
  applicantEntries,
  applicantPlace,
  recountInsights,
  type ApplicationItem,
} from '#functions/applications/index.js';
import { addJob, applyTo } from '../../support/jobs.js';
import { useStackEnvironment } from '../support/job-alerts.js';
import { createSignedInUser, documentClient, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
const tag = randomUUID().slice(0, 8);
const SEEDED = 240;

type Page = RouteResponse<'getJobApplicants'>;
type Applicant = Page['applicants'][number];

describe("a popular job's applicants", () => {
  let owner: TestUser;
  let jobID: string;
  let reviewed: TestUser;
  let all: Applicant[];

  const pageOf = (query: Record<string, string>) =>
    owner.client.call<Page>('GET', '/api/get-job-applicants', { query: { jobID, ...query } });

  /** Every page of one list, first to last. */
  async function everyPage(query: Record<string, string>) {
    const seen: Applicant[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const answer = await pageOf({ ...query, pageSize: String(APPLICANTS_PAGE_MAX), ...(cursor ? { cursor } : {}) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data.applicants.length).toBeLessThanOrEqual(APPLICANTS_PAGE_MAX);
      seen.push(...answer.body.data.applicants);
      cursor = answer.body.data.pagination.nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    return seen;
  }

  beforeAll(async () => {
    useStackEnvironment(stack);
    owner = await createSignedInUser(stack, 'employer', { companyName: `Popular Co ${tag}` });
    jobID = (await addJob(owner.client, { jobTitle: `Popular job ${tag}` }))._id;
    // Two through the API: their entries are written as they apply, review and move.
    reviewed = await createSignedInUser(stack, 'candidate');
    const moved = await createSignedInUser(stack, 'candidate');
    await applyTo(reviewed, jobID, { firstName: 'Rhea', lastName: `Viewed-${tag}` });
    await applyTo(moved, jobID, { firstName: 'Mo', lastName: `Ved-${tag}` });
    const review = await owner.client.call('PUT', '/api/save-application-review', {
      json: { jobID, userID: reviewed.userID, rating: 'strong-yes', notes: '' },
    });
    expect(review.status, JSON.stringify(review.body)).toBe(200);
    const move = await owner.client.call('PUT', '/api/update-application-stage', {
      json: { jobID, userID: moved.userID, stage: 'shortlisted' },
    });
    expect(move.status, JSON.stringify(move.body)).toBe(200);

    // The rest written directly, older, as applying and the team would have left them, with
    // the entries their writes keep (and the job's counters counted from them).
    const client = documentClient(stack);
    const { Item: template } = await client.send(
      new GetCommand({
        TableName: stack.env.TABLE_NAME,
        Key: { PK: `JOB#${jobID}`, SK: `APPLICATION#${moved.userID}` },
      }),
    );
    // Without what schedules work for the one it was read from (a held stage email, a pending rejection).
    const {
      GSI2PK: _rejection,
      GSI2SK: _rejectionAt,
      GSI3PK: _heldEmail,
      GSI3SK: _heldEmailAt,
      heldStageEmail: _held,
      ...base
    } = template as ApplicationItem;
    const stages: ApplicationStage[] = ['new', 'shortlisted', 'interviewing', 'rejected', 'withdrawn', 'new'];
    const items = Array.from({ length: SEEDED }, (_, index): ApplicationItem => {
      const userID = randomUUID();
      const createdAt = new Date(Date.parse('2026-01-01T00:00:00Z') + index * 60_000).toISOString();
      return {
        ...base,
        SK: `APPLICATION#${userID}`,
        GSI1PK: `CANDIDATE#${userID}`,
        GSI1SK: `APPLICATION#${createdAt}`,
        userID,
        firstName: 'Seeded',
        lastName: String(index),
        createdAt,
        stage: stages[index % stages.length]!,
        ...(index % 3 === 0 ? { unmetRequirements: ['Lives in Europe'] } : { unmetRequirements: undefined }),
        ...(index % 4 === 0 ? { yesReviews: (index % 3) + 1 } : {}),
        ...(index % 5 === 0 ? { noReviews: 1 } : {}),
        ...(index % 7 === 0 ? { strongYesReviews: 2 } : {}),
      };
    });
    const writes = items.flatMap((item) => [item, ...applicantEntries(applicantPlace(item))]);
    for (const group of chunks(writes, 25))
      await client.send(
        new BatchWriteCommand({
          RequestItems: { [stack.env.TABLE_NAME!]: group.map((Item) => ({ PutRequest: { Item } })) },
        }),
      );
    // Counted again from all of them, as the migration counts a job posted before the lists.
    await client.send(
      new UpdateCommand({
        TableName: stack.env.TABLE_NAME,
        Key: { PK: `JOB#${jobID}`, SK: 'INSIGHTS' },
        UpdateExpression: 'REMOVE countsQualified',
      }),
    );
    expect(await recountInsights(jobID)).toBe(true);
    all = await everyPage({ sort: 'newest' });
  }, 120_000);

  it('lists everyone once, newest first, with the live writes in their places', async () => {
    expect(all).toHaveLength(SEEDED + 2);
    expect(new Set(all.map((applicant) => applicant.userID)).size).toBe(all.length);
    const times = all.map((applicant) => applicant.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.find((applicant) => applicant.userID === reviewed.userID)?.reviewSummary).toMatchObject({
      'strong-yes': 1,
    });
  });

  it('pages every stage and order, with and without the requirements, each applicant once and in order', async () => {
    for (const stage of [undefined, ...APPLICATION_STAGES])
      for (const qualified of [false, true])
        for (const sort of APPLICANT_SORTS) {
          const expected = all.filter(
            (applicant) =>
              (!stage || applicant.stage === stage) && (!qualified || !applicant.unmetRequirements?.length),
          );
          const listed = await everyPage({
            ...(stage ? { stage } : {}),
            sort,
            qualified: String(qualified),
          });
          const label = `${stage ?? 'all'} ${sort} ${qualified ? 'qualified' : ''}`;
          expect(listed.map((applicant) => applicant.userID).sort(), label).toEqual(
            expected.map((applicant) => applicant.userID).sort(),
          );
          if (sort === 'oldest')
            expect(
              listed.map((a) => a.userID),
              label,
            ).toEqual(expected.map((a) => a.userID).reverse());
          if (sort === 'best-reviewed')
            for (const [index, applicant] of listed.slice(1).entries())
              expect(
                compareReviewSummaries(listed[index]!.reviewSummary, applicant.reviewSummary),
                label,
              ).toBeLessThanOrEqual(0);
        }
  }, 240_000);

  it('answers the first page and the counts per stage with the job, from its counters', async () => {
    const answer = await owner.client.call<RouteResponse<'getJob'>>('GET', '/api/get-job', { query: { jobID } });
    expect(answer.status).toBe(200);
    const { stageCounts, qualifiedStageCounts, pagination, job } = answer.body.data;
    for (const stage of APPLICATION_STAGES) {
      expect(stageCounts[stage], stage).toBe(all.filter((applicant) => applicant.stage === stage).length);
      expect(qualifiedStageCounts[stage], stage).toBe(
        all.filter((applicant) => applicant.stage === stage && !applicant.unmetRequirements?.length).length,
      );
    }
    expect(job.applicants?.map((applicant) => applicant.userID)).toEqual(
      all.slice(0, job.applicants!.length).map((applicant) => applicant.userID),
    );
    expect(pagination.nextCursor).toBeDefined();
    expect(all.find((applicant) => applicant.userID === reviewed.userID)?.reviewSummary).not.toEqual(NO_REVIEWS);
  });

  it('refuses a cursor of another list or order, and bad input, with a 400 and a message', async () => {
    const first = await pageOf({ sort: 'newest', pageSize: '5' });
    const cursor = first.body.data.pagination.nextCursor!;
    const otherOrder = await pageOf({ sort: 'best-reviewed', cursor });
    expect(otherOrder.status).toBe(400);
    expect(otherOrder.body.data.msg).toBe(MSG_APPLICANTS_CURSOR);
    const otherStage = await pageOf({ stage: 'new', cursor });
    expect(otherStage.status).toBe(400);
    const tooMany = await pageOf({ pageSize: '26' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.data.msg).toBe(`pageSize must be at most ${APPLICANTS_PAGE_MAX}`);
    const badSort = await pageOf({ sort: 'random' });
    expect(badSort.status).toBe(400);
    expect(badSort.body.data.msg).toBe('sort must be newest, oldest or best-reviewed');
  });
});
