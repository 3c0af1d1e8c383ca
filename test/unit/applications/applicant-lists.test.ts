// The company's lists of a job's applicants: an application's entries, the writes that move
// them, the best-reviewed key against the order the screens always used, and the cursor.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { dynamo as documentClient } from '#platform/clients/dynamodb.js';
import { compareReviewSummaries, NO_REVIEWS, type ReviewSummary } from '#shared/schemas/reviews.js';
import {
  applicantEntries,
  applicantListWrites,
  applicantPlace,
  applicantsPage,
  reviewScore,
  type ApplicantPlace,
} from '#functions/applications/applicant-lists.js';

const JOB = '6c5b4a3f-2e1d-4c0b-9a8f-7e6d5c4b3a2f';
const place = (fields: Partial<ApplicantPlace> = {}): ApplicantPlace => ({
  jobID: JOB,
  candidateID: 'c1',
  createdAt: '2026-11-20T10:00:00.000Z',
  stage: 'new',
  qualified: true,
  score: '0',
  ...fields,
});
const lists = (writes: ReturnType<typeof applicantListWrites>) =>
  writes.map((write) =>
    write.Put
      ? `Put ${String(write.Put.Item!.PK).split('#').slice(2).join('#')}`
      : `Delete ${String(write.Delete!.Key!.PK).split('#').slice(2).join('#')}`,
  );

describe('applicant entries', () => {
  it('puts an application in everyone and its stage, and again among those who meet the requirements', () => {
    expect(applicantEntries(place()).map((entry) => entry.PK)).toEqual([
      `APPLICANTS#${JOB}#all`,
      `APPLICANTS#${JOB}#new`,
      `APPLICANTS#${JOB}#all#qualified`,
      `APPLICANTS#${JOB}#new#qualified`,
    ]);
    const [entry] = applicantEntries(place({ qualified: false, score: '1#x' }));
    expect(entry).toMatchObject({
      SK: '2026-11-20T10:00:00.000Z#c1',
      GSI1PK: `APPLICANTS#${JOB}#all`,
      GSI1SK: '1#x#2026-11-20T10:00:00.000Z#c1',
    });
    expect(applicantEntries(place({ qualified: false }))).toHaveLength(2);
  });

  it('moves only what changes: the stage lists on a move, the order key on a review, nothing for nothing', () => {
    expect(lists(applicantListWrites(place(), place({ stage: 'shortlisted' })))).toEqual([
      'Put shortlisted',
      'Put shortlisted#qualified',
      'Delete new',
      'Delete new#qualified',
    ]);
    expect(lists(applicantListWrites(place(), place({ score: '1#3000000000#000001' })))).toEqual([
      'Put all',
      'Put new',
      'Put all#qualified',
      'Put new#qualified',
    ]);
    expect(applicantListWrites(place(), place())).toEqual([]);
    expect(lists(applicantListWrites(undefined, place({ qualified: false })))).toEqual(['Put all', 'Put new']);
  });

  it("takes a deleted candidate's application out of the qualified lists", () => {
    const item = { jobID: JOB, userID: 'c1', createdAt: '2026-11-20T10:00:00.000Z', stage: 'withdrawn' as const };
    expect(applicantPlace(item).qualified).toBe(true);
    expect(applicantPlace({ ...item, candidateDeleted: true }).qualified).toBe(false);
    expect(applicantPlace({ ...item, unmetRequirements: ['Lives in Europe'] }).qualified).toBe(false);
  });
});

describe('reviewScore', () => {
  const summaries: ReviewSummary[] = [
    NO_REVIEWS,
    { ...NO_REVIEWS, 'strong-yes': 1 },
    { ...NO_REVIEWS, 'strong-yes': 2 },
    { ...NO_REVIEWS, yes: 1 },
    { ...NO_REVIEWS, yes: 2, no: 1 },
    { ...NO_REVIEWS, yes: 4, no: 2 },
    { ...NO_REVIEWS, 'strong-no': 1 },
    { ...NO_REVIEWS, no: 1, yes: 1 },
    { ...NO_REVIEWS, 'strong-no': 3, 'strong-yes': 1 },
    { ...NO_REVIEWS, yes: 1, 'strong-yes': 2, no: 2 },
  ];

  it('sorts, read backwards, as compareReviewSummaries orders applicants', () => {
    const byScore = [...summaries].sort((a, b) => reviewScore(b).localeCompare(reviewScore(a)));
    const byComparison = [...summaries].sort(compareReviewSummaries);
    expect(byScore).toEqual(byComparison);
  });

  it('gives the same key to the same average from the same number of reviews', () => {
    expect(reviewScore({ ...NO_REVIEWS, yes: 2, no: 1 })).toBe(
      reviewScore({ ...NO_REVIEWS, 'strong-yes': 1, yes: 1, 'strong-no': 1 }),
    );
  });
});

describe('applicantsPage cursor', () => {
  const dynamo = mockClient(documentClient());
  beforeEach(() => {
    dynamo.reset();
    dynamo.on(QueryCommand).resolves({ Items: [] });
  });
  const page = (cursor: string, sort: 'newest' | 'best-reviewed' = 'newest', stage?: 'new') =>
    applicantsPage({ jobID: JOB, sort, qualified: false, pageSize: 4, cursor, ...(stage ? { stage } : {}) });

  it('refuses a cursor of another job, stage or order, or none at all, with a 400', async () => {
    const ofThisList = Buffer.from(
      JSON.stringify([`${JOB}|all|newest`, { PK: `APPLICANTS#${JOB}#all`, SK: '2026-11-20T10:00:00.000Z#c1' }]),
    ).toString('base64url');
    await expect(page(ofThisList)).resolves.toEqual({ applicants: [] });
    for (const refused of [
      page(ofThisList, 'best-reviewed'),
      page(ofThisList, 'newest', 'new'),
      page('not a cursor'),
      page(Buffer.from('[1,2]').toString('base64url')),
    ])
      await expect(refused).rejects.toMatchObject({ statusCode: 400 });
  });
});
