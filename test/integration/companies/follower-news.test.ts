// A new job of a followed company reaches its followers as a notification, in the background
// (companies/follower-news.ts through the company work queue, locally in process): each follower
// is told once, with the company's name and the job's title and a link to the job; a candidate
// who does not follow the company hears nothing.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { RouteResponse } from '#shared/routes.js';
import { addJob, uniqueWord } from '../../support/jobs.js';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');

type Notifications = RouteResponse<'getNotifications'>;

const newsOf = async (who: TestUser) => {
  const answer = await who.client.call<Notifications>('GET', '/api/get-notifications');
  expect(answer.status).toBe(200);
  return answer.body.data.notifications.filter((notification) => notification.kind === 'company-new-job');
};

/** The follower's news once the background fan-out has written some (it runs after the post's answer). */
async function newsArrived(who: TestUser, count: number) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const news = await newsOf(who);
    if (news.length >= count) return news;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return newsOf(who);
}

describe('a followed company’s new job', () => {
  const word = uniqueWord();
  let employer: TestUser;
  let followers: TestUser[];
  let bystander: TestUser;

  beforeAll(async () => {
    employer = await createSignedInUser(stack, 'employer', { companyName: `News ${word} Co` });
    const profile = { jobTitle: 'Analyst', jobType: 'full-time' };
    followers = await Promise.all([1, 2, 3].map(() => createSignedInUser(stack, 'candidate', profile)));
    bystander = await createSignedInUser(stack, 'candidate', profile);
    for (const follower of followers) {
      const answer = await follower.client.call('PUT', '/api/follow-company', {
        json: { companyID: employer.companyID },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
  });

  it('reaches every follower once, named, with a link to the job; nobody else', async () => {
    const job = await addJob(employer.client, { jobTitle: `${word} Surveyor` });
    for (const follower of followers) {
      const news = await newsArrived(follower, 1);
      expect(news).toHaveLength(1);
      expect(news[0]).toMatchObject({
        title: `New at News ${word} Co`,
        body: `${word} Surveyor`,
        link: `/dashboard/find-jobs/${job._id}`,
        read: false,
      });
    }
    expect(await newsOf(bystander)).toEqual([]);
  });
});
