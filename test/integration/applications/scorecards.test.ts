// Scorecards through the real local stack (docs/product/applications.md): each member's one
// review of an applicant, changed or deleted by its author only, read by the whole team and
// nobody else, the summary on the Applications list, and what account deletions leave.
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { RouteResponse } from '#shared/routes.js';
import type { Job } from '#shared/schemas/jobs.js';
import type { MyData } from '#functions/privacy/my-data.js';
import { addJob, applyTo } from '../../support/jobs.js';
import { deleteAccount, memberOf } from '../support/accounts.js';
import { createSignedInUser, documentClient, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
const tag = randomUUID().slice(0, 8);
type Reviews = RouteResponse<'getApplicationReviews'>;

const CANDIDATE = { jobTitle: 'Analyst', jobType: 'full-time', country: 'Spain' };

async function applicant(jobID: string): Promise<TestUser> {
  const candidate = await createSignedInUser(stack, 'candidate', CANDIDATE);
  await applyTo(candidate, jobID, { lastName: `Reviewed-${tag}` });
  return candidate;
}

const reviewsBy = (who: TestUser, jobID: string, userID: string) =>
  who.client.call<Reviews>('GET', '/api/get-application-reviews', { query: { jobID, userID } });
const review = (who: TestUser, body: Record<string, unknown>) =>
  who.client.call<Reviews>('PUT', '/api/save-application-review', { json: body });
const deleteOwn = (who: TestUser, jobID: string, userID: string) =>
  who.client.call<Reviews>('DELETE', '/api/delete-application-review', { query: { jobID, userID } });
const summaryOnList = async (who: TestUser, jobID: string, userID: string) => {
  const answer = await who.client.call<{ job: Job }>('GET', '/api/get-job', { query: { jobID } });
  return answer.body.data.job.applicants!.find((entry) => entry.userID === userID)!.reviewSummary;
};
const counts = (counted: Partial<Record<'strong-no' | 'no' | 'yes' | 'strong-yes', number>>) => ({
  'strong-no': 0,
  no: 0,
  yes: 0,
  'strong-yes': 0,
  ...counted,
});

describe('scorecards', () => {
  let owner: TestUser;
  let member: TestUser;
  let rival: TestUser;

  beforeAll(async () => {
    owner = await createSignedInUser(stack, 'employer', { companyName: `Scorecard Co ${tag}`, firstName: 'Olive' });
    [member, rival] = await Promise.all([
      memberOf(stack, owner, { firstName: 'Grace', lastName: 'Hopper' }),
      createSignedInUser(stack, 'employer', { companyName: `Rival Co ${tag}` }),
    ]);
  });

  it('lets each member leave one review, change and delete their own, and shows the team all of them', async () => {
    const job = await addJob(owner.client, { jobTitle: `Scorecard ${tag}` });
    const candidate = await applicant(job._id);
    const application = { jobID: job._id, userID: candidate.userID };

    const empty = await reviewsBy(member, job._id, candidate.userID);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ reviews: [], summary: counts({}) });

    const first = await review(owner, { ...application, rating: 'yes', notes: '  Clear writer.  ' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.reviews).toEqual([
      {
        reviewerName: 'Olive Employer',
        mine: true,
        rating: 'yes',
        notes: 'Clear writer.',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect((await review(member, { ...application, rating: 'strong-yes' })).status).toBe(200);

    // The team sees both; each sees which one is theirs.
    const seen = (await reviewsBy(member, job._id, candidate.userID)).body.data;
    expect(seen.summary).toEqual(counts({ yes: 1, 'strong-yes': 1 }));
    expect(seen.reviews.map((entry) => [entry.reviewerName, entry.rating, entry.notes, entry.mine])).toEqual([
      ['Grace Hopper', 'strong-yes', '', true],
      ['Olive Employer', 'yes', 'Clear writer.', false],
    ]);
    expect(await summaryOnList(owner, job._id, candidate.userID)).toEqual(counts({ yes: 1, 'strong-yes': 1 }));

    // A change of one's own review moves its count; it stays one review.
    const changed = await review(owner, { ...application, rating: 'no', notes: 'Second thoughts.' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.summary).toEqual(counts({ no: 1, 'strong-yes': 1 }));
    const mine = changed.body.data.reviews.find((entry) => entry.mine)!;
    expect(mine).toMatchObject({ rating: 'no', notes: 'Second thoughts.' });
    expect(mine.updatedAt > mine.createdAt).toBe(true);
    expect(await summaryOnList(member, job._id, candidate.userID)).toEqual(counts({ no: 1, 'strong-yes': 1 }));

    // Nobody reaches another's review: a save writes one's own, a delete deletes one's own.
    const deleted = await deleteOwn(member, job._id, candidate.userID);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.reviews.map((entry) => entry.reviewerName)).toEqual(['Olive Employer']);
    const again = await deleteOwn(member, job._id, candidate.userID);
    expect(again.status).toBe(404);
    expect(again.body.data.msg).toBe('You have not reviewed this applicant.');
    const left = (await reviewsBy(owner, job._id, candidate.userID)).body.data;
    expect(left.reviews).toEqual([expect.objectContaining({ reviewerName: 'Olive Employer', rating: 'no' })]);
    expect(await summaryOnList(owner, job._id, candidate.userID)).toEqual(counts({ no: 1 }));
  });

  it('keeps the summary equal to the reviews under concurrent writes by several members', async () => {
    const job = await addJob(owner.client, { jobTitle: `Scorecard ${tag} races` });
    const candidate = await applicant(job._id);
    const application = { jobID: job._id, userID: candidate.userID };
    const third = await memberOf(stack, owner);
    const ratings = ['strong-no', 'no', 'yes', 'strong-yes'];
    // Each member changes their own review four times at once; a write that keeps losing its
    // race answers 409, and whatever wins, the counts must match the reviews left.
    const answers = await Promise.all(
      [owner, member, third].flatMap((who) =>
        ratings.map((rating) => review(who, { ...application, rating, notes: `${who.userID} ${rating}` })),
      ),
    );
    expect(answers.map((answer) => answer.status).every((status) => status === 200 || status === 409)).toBe(true);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);

    const { reviews, summary } = (await reviewsBy(owner, job._id, candidate.userID)).body.data;
    expect(reviews).toHaveLength(3);
    const expected = counts({});
    for (const entry of reviews) expected[entry.rating] += 1;
    expect(summary).toEqual(expected);
    expect(await summaryOnList(owner, job._id, candidate.userID)).toEqual(expected);
  });

  it('answers another company 404, a candidate 403 and a removed member 403, and changes nothing', async () => {
    const job = await addJob(owner.client, { jobTitle: `Scorecard ${tag} private` });
    const candidate = await applicant(job._id);
    const application = { jobID: job._id, userID: candidate.userID };
    expect((await review(owner, { ...application, rating: 'strong-no', notes: 'Not for us.' })).status).toBe(200);

    expect((await reviewsBy(rival, job._id, candidate.userID)).status).toBe(404);
    expect((await review(rival, { ...application, rating: 'yes' })).status).toBe(404);
    expect((await deleteOwn(rival, job._id, candidate.userID)).status).toBe(404);
    // The candidate never reads the team's reviews of them.
    expect((await reviewsBy(candidate, job._id, candidate.userID)).status).toBe(403);
    expect((await review(candidate, { ...application, rating: 'strong-yes' })).status).toBe(403);
    // An application that does not exist, on the company's own job.
    const stranger = await reviewsBy(owner, job._id, randomUUID());
    expect(stranger.status).toBe(404);
    expect(stranger.body.data.msg).toBe('This application could not be found.');

    const leaving = await memberOf(stack, owner);
    expect((await reviewsBy(leaving, job._id, candidate.userID)).status).toBe(200);
    const removed = await owner.client.call('PUT', '/api/remove-member', { json: { userID: leaving.userID } });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    // Refused on the session they already had, at once.
    expect((await reviewsBy(leaving, job._id, candidate.userID)).status).toBe(403);
    expect((await review(leaving, { ...application, rating: 'yes' })).status).toBe(403);

    const after = (await reviewsBy(owner, job._id, candidate.userID)).body.data;
    expect(after.reviews.map((entry) => [entry.reviewerName, entry.rating])).toEqual([['Olive Employer', 'strong-no']]);
    expect(after.summary).toEqual(counts({ 'strong-no': 1 }));
  });

  it('refuses input that is not a review with 400 and a message that says why', async () => {
    const job = await addJob(owner.client, { jobTitle: `Scorecard ${tag} input` });
    const candidate = await applicant(job._id);
    const application = { jobID: job._id, userID: candidate.userID };

    const badRating = await review(owner, { ...application, rating: 'maybe' });
    expect(badRating.status).toBe(400);
    expect(badRating.body.data.msg).toBe('rating must be one of strong-no, no, yes, strong-yes');
    const long = await review(owner, { ...application, rating: 'yes', notes: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.data.msg).toBe('Notes must be at most 2,000 characters');
    expect((await review(owner, { ...application, rating: 'yes', notes: 'x'.repeat(2000) })).status).toBe(200);
    const noCandidate = await review(owner, { jobID: job._id, rating: 'yes' });
    expect(noCandidate.status).toBe(400);
    expect(noCandidate.body.data.msg).toBe('userID is required');
    const badJob = await reviewsBy(owner, 'not-a-job', candidate.userID);
    expect(badJob.status).toBe(400);
    expect(badJob.body.data.msg).toBe('jobID is not valid');
    const extra = await review(owner, { ...application, rating: 'yes', reviewerName: 'Someone else' });
    expect(extra.status).toBe(400);

    expect((await reviewsBy(owner, job._id, candidate.userID)).body.data.summary).toEqual(counts({ yes: 1 }));
  });

  it('keeps a deleted member\'s reviews as "Former member"; a deleted candidate\'s reviews go, and their export only counted them', async () => {
    const job = await addJob(owner.client, { jobTitle: `Scorecard ${tag} deletions` });
    const [kept, leaving] = await Promise.all([applicant(job._id), applicant(job._id)]);
    const departing = await memberOf(stack, owner, { firstName: 'Dora', lastName: 'Departing' });
    for (const candidate of [kept, leaving]) {
      const application = { jobID: job._id, userID: candidate.userID };
      expect((await review(departing, { ...application, rating: 'yes', notes: 'Strong portfolio.' })).status).toBe(200);
      expect((await review(owner, { ...application, rating: 'strong-yes' })).status).toBe(200);
    }

    // The candidate's own export says the company holds reviews, not what they say or who wrote them.
    const exported = await leaving.client.call<MyData>('GET', '/api/export-my-data');
    expect(exported.status).toBe(200);
    const exportedApplication = exported.body.data.applications.find((entry) => entry.jobID === job._id)!;
    expect(exportedApplication.teamReviews).toEqual({ count: 2, note: expect.stringContaining('ask the company') });
    expect(JSON.stringify(exported.body.data)).not.toContain('Strong portfolio');
    expect(JSON.stringify(exported.body.data)).not.toContain('Departing');
    // The company's export holds the reviews themselves, for answering such a request.
    const companyExport = (await owner.client.call<MyData>('GET', '/api/export-my-data')).body.data;
    const exportedJob = companyExport.jobs!.find((entry) => entry.jobID === job._id)!;
    const exportedApplications = exportedJob.applications as { reviews: { reviewerName: string; notes: string }[] }[];
    expect(exportedApplications.flatMap((entry) => entry.reviews.map((item) => item.notes))).toContain(
      'Strong portfolio.',
    );

    expect((await deleteAccount(stack, departing)).body.data.complete).toBe(true);
    const afterMember = (await reviewsBy(owner, job._id, kept.userID)).body.data;
    expect(afterMember.reviews.map((entry) => [entry.reviewerName, entry.rating, entry.notes])).toEqual([
      ['Olive Employer', 'strong-yes', ''],
      ['Former member', 'yes', 'Strong portfolio.'],
    ]);
    expect(afterMember.summary).toEqual(counts({ yes: 1, 'strong-yes': 1 }));
    expect(JSON.stringify(afterMember)).not.toContain('Dora');

    expect((await deleteAccount(stack, leaving)).body.data.complete).toBe(true);
    const gone = await reviewsBy(owner, job._id, leaving.userID);
    expect(gone.status).toBe(404);
    expect(await summaryOnList(owner, job._id, leaving.userID)).toEqual(counts({}));
    const { Item } = await documentClient(stack).send(
      new GetCommand({
        TableName: stack.env.TABLE_NAME,
        Key: { PK: `JOB#${job._id}`, SK: `REVIEW#${leaving.userID}#${owner.userID}` },
        ConsistentRead: true,
      }),
    );
    expect(Item).toBeUndefined();
  });

  it("deletes a job's reviews with the job: notes about people that nothing reads any more", async () => {
    const job = await addJob(owner.client, { jobTitle: `Scorecard ${tag} deleted job` });
    const candidate = await applicant(job._id);
    const application = { jobID: job._id, userID: candidate.userID };
    expect((await review(owner, { ...application, rating: 'no', notes: 'Not yet.' })).status).toBe(200);
    const deleted = await owner.client.call('DELETE', '/api/delete-job', { query: { jobID: job._id } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const { Items = [] } = await documentClient(stack).send(
      new QueryCommand({
        TableName: stack.env.TABLE_NAME,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :review)',
        ExpressionAttributeValues: { ':pk': `JOB#${job._id}`, ':review': 'REVIEW#' },
        ConsistentRead: true,
      }),
    );
    expect(Items).toEqual([]);
  });
});
