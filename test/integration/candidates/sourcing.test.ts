// Sourcing through the real local stack: any words of the title (case-insensitive), each
// filter, newest first, paging by 10 with and without cursors, unconfirmed candidates
// hidden, a changed title found by its new words only, employers only, and each listed
// candidate counted against the employer's daily views.
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CANDIDATE_VIEWS_PER_DAY, MSG_SOURCING_LIMIT } from '#functions/candidates/candidate-access.js';
import { candidateSearchItems } from '#functions/candidates/candidate-search.js';
import type { UserProfile } from '#functions/accounts/users.js';
import { ApiClient } from '../../../tools/api-client.js';
import { createSignedInUser, documentClient, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
const tag = `So${randomUUID().slice(0, 8)}`;

type Row = {
  _id: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  jobType: string;
  country: string;
  email: string;
  createdAt: string;
};
type Answer = { candidates: Row[]; pagination: { currentPage: number; isLastPage: boolean; nextCursor?: string } };

/** Stores candidate profiles with their sourcing entries, as a confirmed sign-up leaves them. */
async function seedCandidates(profiles: Partial<UserProfile>[]): Promise<UserProfile[]> {
  const db = documentClient(stack);
  const stored = profiles.map((overrides, index) => {
    const userID = randomUUID();
    return {
      userID,
      role: 'candidate',
      status: 'active',
      firstName: `First${index}`,
      lastName: `Last${index}`,
      email: `${tag.toLowerCase()}-${index}@example.com`,
      jobTitle: `${tag} Developer`,
      jobType: 'full-time',
      country: 'France',
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
      ...overrides,
    } as UserProfile;
  });
  const items = stored.flatMap((profile) => [
    { PK: `USER#${profile.userID}`, SK: 'PROFILE', ...profile },
    ...candidateSearchItems(profile),
  ]);
  for (let i = 0; i < items.length; i += 25) {
    await db.send(
      new BatchWriteCommand({
        RequestItems: { [stack.env.TABLE_NAME!]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  }
  db.destroy();
  return stored;
}

describe('get-candidates', () => {
  let employer: TestUser;
  let designers: UserProfile[];
  let developers: UserProfile[];
  const search = (query: Record<string, string>) =>
    employer.client.call<Answer>('GET', '/api/get-candidates', { query });

  beforeAll(async () => {
    employer = await createSignedInUser(stack, 'employer', { companyName: 'Acme' });
    developers = await seedCandidates(
      Array.from({ length: 23 }, (_, i) => ({ jobTitle: `${tag} Developer ${String(i).padStart(2, '0')}` })),
    );
    designers = await seedCandidates([
      { jobTitle: `${tag} Designer`, country: 'Germany', jobType: 'part-time' },
      { jobTitle: `${tag} DESIGNER lead`, country: 'germany', jobType: 'contractor' },
      { jobTitle: `${tag} Designer`, country: 'Spain', jobType: 'part-time' },
      { jobTitle: `${tag} Designer`, country: 'Germany', jobType: 'part-time', status: 'onboarding' },
    ]);
  });

  it('finds by words of the title, case-insensitively, newest first, with the public fields only', async () => {
    // The newer "<tag> Developer" candidates share the entries of <tag>: a page can be short
    // (each request reads a bounded number of items), the cursor leads on.
    const rows: Row[] = [];
    let answer = await search({ jobTitle: `${tag.toUpperCase()} des` });
    for (let page = 2; ; page += 1) {
      expect(answer.status).toBe(200);
      rows.push(...answer.body.data.candidates);
      const { nextCursor } = answer.body.data.pagination;
      if (!nextCursor) break;
      answer = await search({ jobTitle: `${tag.toUpperCase()} des`, page: String(page), cursor: nextCursor });
    }
    expect(rows.map((row) => row._id)).toEqual(
      designers
        .slice(0, 3)
        .map((d) => d.userID)
        .reverse(),
    );
    const row = rows.find((candidate) => candidate._id === designers[0]!.userID)!;
    expect(row).toEqual({
      _id: designers[0]!.userID,
      firstName: 'First0',
      lastName: 'Last0',
      jobTitle: `${tag} Designer`,
      jobType: 'part-time',
      country: 'Germany',
      email: designers[0]!.email,
      createdAt: designers[0]!.createdAt,
    });
    // Words inside the title match too, in their order only.
    const ids = async (jobTitle: string) =>
      (await search({ jobTitle, country: 'Germany', jobType: 'contractor' })).body.data.candidates.map((c) => c._id);
    expect(await ids('designer LEA')).toContain(designers[1]!.userID);
    expect(await ids(`${tag} lead`)).toEqual([]);
  });

  it('filters by country and by job type, alone and together', async () => {
    const ids = async (query: Record<string, string>) =>
      (await search({ jobTitle: `${tag} des`, ...query })).body.data.candidates.map((row) => row._id).sort();
    expect(await ids({ country: 'GERMANY' })).toEqual([designers[0]!.userID, designers[1]!.userID].sort());
    expect(await ids({ jobType: 'part-time' })).toEqual([designers[0]!.userID, designers[2]!.userID].sort());
    expect(await ids({ country: 'Germany', jobType: 'contractor' })).toEqual([designers[1]!.userID]);
    expect(await ids({ country: 'Italy' })).toEqual([]);
  });

  it('hides unconfirmed candidates', async () => {
    const rows = (await search({ jobTitle: `${tag} designer`, country: 'Germany', jobType: 'part-time' })).body.data
      .candidates;
    expect(rows.map((row) => row._id)).toEqual([designers[0]!.userID]);
    expect(
      (await employer.client.call('GET', '/api/get-candidate', { query: { userID: designers[3]!.userID } })).status,
    ).toBe(404);
  });

  it('pages by 10 with cursors, and reaches the same pages without them', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    const pages: Answer[] = [];
    for (let page = 1; page <= 3; page++) {
      const answer = await search({ jobTitle: `${tag} dev`, page: String(page), ...(cursor ? { cursor } : {}) });
      expect(answer.status).toBe(200);
      pages.push(answer.body.data);
      seen.push(...answer.body.data.candidates.map((row) => row._id));
      cursor = answer.body.data.pagination.nextCursor;
    }
    expect(pages.map((page) => page.candidates.length)).toEqual([10, 10, 3]);
    expect(pages.map((page) => page.pagination.isLastPage)).toEqual([false, false, true]);
    expect(pages[2]!.pagination.nextCursor).toBeUndefined();
    expect(seen).toEqual(developers.map((d) => d.userID).reverse());

    const third = await search({ jobTitle: `${tag} dev`, page: '3' });
    expect(third.body.data.candidates.map((row) => row._id)).toEqual(seen.slice(20));
    const far = await search({ jobTitle: `${tag} dev`, page: '40' });
    expect(far.status).toBe(200);
    expect(far.body.data).toEqual({ candidates: [], pagination: { currentPage: 40, isLastPage: true } });
    const wrong = await search({ jobTitle: `${tag} des`, page: '2', cursor: pages[0]!.pagination.nextCursor! });
    expect(wrong.status).toBe(400);
  });

  it('get-candidate answers the details of a confirmed candidate', async () => {
    const answer = await employer.client.call<{ candidate: Record<string, unknown> }>('GET', '/api/get-candidate', {
      query: { userID: designers[0]!.userID },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.candidate).toMatchObject({
      _id: designers[0]!.userID,
      jobTitle: `${tag} Designer`,
      country: 'Germany',
    });
    expect(answer.body.data.candidate).not.toHaveProperty('status');
    expect((await employer.client.call('GET', '/api/get-candidate', { query: { userID: randomUUID() } })).status).toBe(
      404,
    );
  });

  it("get-candidate answers an employer's own id with the same 404 (the profile is read once, not twice in one batch)", async () => {
    const own = await employer.client.call('GET', '/api/get-candidate', { query: { userID: employer.userID } });
    expect(own.status).toBe(404);
    expect(own.body).toMatchObject({ data: { msg: 'This candidate could not be found.' } });
  });

  it("counts each listed candidate against the employer's daily views, and stops listing past them", async () => {
    const lister = await createSignedInUser(stack, 'employer', { companyName: 'Listers' });
    const day = new Date().toISOString().slice(0, 10);
    const views = async () =>
      Number(
        (
          await documentClient(stack).send(
            new GetCommand({
              TableName: stack.env.TABLE_NAME,
              Key: { PK: `USER#${lister.userID}`, SK: `VIEWS#${day}` },
            }),
          )
        ).Item?.views ?? 0,
      );
    const page = await lister.client.call<Answer>('GET', '/api/get-candidates', {
      query: { jobTitle: `${tag} developer`, page: '1' },
    });
    expect(page.status).toBe(200);
    expect(await views()).toBe(page.body.data.candidates.length);

    await documentClient(stack).send(
      new UpdateCommand({
        TableName: stack.env.TABLE_NAME,
        Key: { PK: `USER#${lister.userID}`, SK: `VIEWS#${day}` },
        UpdateExpression: 'SET #views = :spent',
        ExpressionAttributeNames: { '#views': 'views' },
        ExpressionAttributeValues: { ':spent': CANDIDATE_VIEWS_PER_DAY },
      }),
    );
    const refused = await lister.client.call('GET', '/api/get-candidates', {
      query: { jobTitle: `${tag} developer`, page: '2' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.data.msg).toBe(MSG_SOURCING_LIMIT);
  });

  it('is for employers only: candidates get 403 and visitors 401', async () => {
    const candidate = await createSignedInUser(stack, 'candidate', {
      jobTitle: 'Dev',
      jobType: 'full-time',
      country: 'France',
    });
    const visitor = new ApiClient(stack);
    for (const [path, query] of [
      ['/api/get-candidates', { jobTitle: tag }],
      ['/api/get-candidate', { userID: designers[0]!.userID }],
    ] as const) {
      expect((await candidate.client.call('GET', path, { query })).status).toBe(403);
      expect((await visitor.call('GET', path, { query })).status).toBe(401);
    }
  });
});
