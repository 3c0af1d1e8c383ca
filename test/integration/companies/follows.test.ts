// Following companies through the local gateway: a candidate follows a company (twice is fine),
// asks whether they follow it, unfollows it (twice is fine); an unknown company is a 404, a bad
// ID a 400, past the cap a 409; the list is newest followed first, ten a page, each company as
// it is now or, once closed, as it was followed; the company's members read its follower count
// in get-user; the export lists the follows; and a candidate's account deletion lowers the count.
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { RouteResponse } from '#shared/routes.js';
import { FOLLOWS_MAX, FOLLOW_MSG } from '#shared/schemas/follows.js';
import { newCompanyItems } from '../../../functions/teams/company-items.js';
import { uniqueWord } from '../../support/jobs.js';
import { deleteAccount, memberOf } from '../support/accounts.js';
import { createSignedInUser, documentClient, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');

type FollowedPage = RouteResponse<'getFollowedCompanies'>;

const follow = (who: TestUser, companyID: string) =>
  who.client.call<RouteResponse<'followCompany'>>('PUT', '/api/follow-company', { json: { companyID } });
const unfollow = (who: TestUser, companyID: string) =>
  who.client.call<RouteResponse<'unfollowCompany'>>('DELETE', '/api/unfollow-company', { query: { companyID } });
const status = async (who: TestUser, companyID: string) => {
  const answer = await who.client.call<RouteResponse<'getFollowStatus'>>('GET', '/api/get-follow-status', {
    query: { companyID },
  });
  expect(answer.status, answer.body.data.msg).toBe(200);
  return answer.body.data.following;
};
const followedPage = async (who: TestUser, cursor?: string) => {
  const answer = await who.client.call<FollowedPage>('GET', '/api/get-followed-companies', {
    query: cursor ? { cursor } : {},
  });
  expect(answer.status, answer.body.data.msg).toBe(200);
  return answer.body.data;
};
/** The follower count a member of the company reads in get-user. */
const followerCount = async (member: TestUser) => {
  const answer = await member.client.call<RouteResponse<'getUser'>>('GET', '/api/get-user');
  expect(answer.status).toBe(200);
  return answer.body.data.user.company?.followerCount;
};

/** A company of its own, written as sign-up founds one (nobody signs in to it). */
async function seededCompany(name: string): Promise<string> {
  const founder = { userID: crypto.randomUUID(), companyName: name, companySize: '1-10' as const };
  const { company } = newCompanyItems(founder, `${uniqueWord().toLowerCase()}-${crypto.randomUUID().slice(0, 8)}`);
  await documentClient(stack).send(new PutCommand({ TableName: stack.env.TABLE_NAME, Item: company }));
  return company.companyID;
}

describe('following companies', () => {
  const word = uniqueWord();
  let owner: TestUser;
  let teammate: TestUser;
  let candidate: TestUser;
  let companyID: string;

  beforeAll(async () => {
    [owner, candidate] = await Promise.all([
      createSignedInUser(stack, 'employer', { companyName: `Followed ${word}` }),
      createSignedInUser(stack, 'candidate'),
    ]);
    companyID = owner.companyID!;
    teammate = await memberOf(stack, owner);
  });

  it('follows a company, twice is fine, and says so; the members read one follower', async () => {
    expect(await status(candidate, companyID)).toBe(false);
    const answer = await follow(candidate, companyID);
    expect(answer.status, answer.body.data.msg).toBe(200);
    expect(answer.body.data).toEqual({ msg: FOLLOW_MSG.followed, following: true });
    expect((await follow(candidate, companyID)).status).toBe(200);

    expect(await status(candidate, companyID)).toBe(true);
    expect(await followerCount(owner)).toBe(1);
    expect(await followerCount(teammate)).toBe(1);
  });

  it('unfollows, twice is fine, and the count goes back', async () => {
    const answer = await unfollow(candidate, companyID);
    expect(answer.body.data).toEqual({ msg: FOLLOW_MSG.unfollowed, following: false });
    expect((await unfollow(candidate, companyID)).status).toBe(200);

    expect(await status(candidate, companyID)).toBe(false);
    expect(await followerCount(owner)).toBe(0);
    expect((await followedPage(candidate)).companies).toEqual([]);
  });

  it('refuses an unknown company with 404, a bad ID with 400 and employers with 403', async () => {
    const unknown = await follow(candidate, crypto.randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body.data.msg).toBe(FOLLOW_MSG.notFound);
    const bad = await follow(candidate, 'acme');
    expect(bad.status).toBe(400);
    expect(bad.body.data.msg).toBe('companyID is not valid');
    expect((await follow(owner, companyID)).status).toBe(403);
    expect((await owner.client.call('GET', '/api/get-followed-companies')).status).toBe(403);
  });

  it('lists the followed companies newest followed first, ten a page, each as it is now', async () => {
    const others: string[] = [];
    for (let index = 0; index < 11; index += 1) others.push(await seededCompany(`${word} Seeded ${index}`));
    const order = [companyID, ...others];
    for (const id of order) expect((await follow(candidate, id)).status).toBe(200);
    const renamed = await owner.client.call('PUT', '/api/update-company-bio', {
      json: { companyName: `Renamed ${word}`, companySize: '11-50', tagline: 'Still hiring' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

    const first = await followedPage(candidate);
    expect(first.companies.map((entry) => entry.companyID)).toEqual([...order].reverse().slice(0, 10));
    expect(first.pagination.isLastPage).toBe(false);
    const second = await followedPage(candidate, first.pagination.nextCursor);
    expect(second.companies.map((entry) => entry.companyID)).toEqual([order[1], order[0]]);
    expect(second.pagination).toEqual({ isLastPage: true });
    expect(second.companies[1]).toMatchObject({
      companyID,
      companyName: `Renamed ${word}`,
      tagline: 'Still hiring',
    });
    expect(second.companies[1]!.slug).toMatch(/^[a-z0-9-]{3,60}$/);

    const forged = await candidate.client.call('GET', '/api/get-followed-companies', { query: { cursor: 'bm9wZQ' } });
    expect(forged.status).toBe(400);
    expect(forged.body.data.msg).toBe(FOLLOW_MSG.badCursor);
  });

  it('lists the follows in Download my data', async () => {
    const data = await candidate.client.call<RouteResponse<'exportMyData'>>('GET', '/api/export-my-data');
    expect(data.status).toBe(200);
    expect(data.body.data.followedCompanies.map((entry) => entry.companyID)).toContain(companyID);
    expect(data.body.data.followedCompanies[0]).not.toHaveProperty('PK');
    expect(data.body.data.followedCompanies[0]).toHaveProperty('followedAt');
  });

  it(`follows at most ${FOLLOWS_MAX}: one more is a 409 that says why`, async () => {
    const other = await createSignedInUser(stack, 'candidate');
    // As if they followed the most already.
    await documentClient(stack).send(
      new UpdateCommand({
        TableName: stack.env.TABLE_NAME,
        Key: { PK: `USER#${other.userID}`, SK: 'FOLLOWS' },
        UpdateExpression: 'SET #count = :max',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':max': FOLLOWS_MAX },
      }),
    );
    const refused = await follow(other, companyID);
    expect(refused.status).toBe(409);
    expect(refused.body.data.msg).toBe(FOLLOW_MSG.limit);
    expect(await status(other, companyID)).toBe(false);
  });

  it("lowers the company's count when a follower deletes their account", async () => {
    const leaving = await createSignedInUser(stack, 'candidate');
    expect((await follow(leaving, companyID)).status).toBe(200);
    expect(await followerCount(owner)).toBe(2);

    const deleted = await deleteAccount(stack, leaving);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.data.complete).toBe(true);

    expect(await followerCount(owner)).toBe(1);
  });

  it('keeps a closed company in the list as it was followed, and unfollowing it still works', async () => {
    const closing = await createSignedInUser(stack, 'employer', { companyName: `Closing ${word}` });
    expect((await follow(candidate, closing.companyID!)).status).toBe(200);
    const slugBefore = (await followedPage(candidate)).companies[0]!.slug;
    // Its last member's deletion closes the company.
    expect((await deleteAccount(stack, closing)).status).toBe(200);

    const [gone] = (await followedPage(candidate)).companies;
    expect(gone).toMatchObject({ companyID: closing.companyID, companyName: `Closing ${word}`, slug: slugBefore });
    expect(gone).not.toHaveProperty('logoUrl');
    expect((await unfollow(candidate, closing.companyID!)).status).toBe(200);
    expect(await status(candidate, closing.companyID!)).toBe(false);
    expect((await follow(candidate, closing.companyID!)).status).toBe(404);
  });
});
