// A new job of a followed company reaches its followers as a notification, in the background
// (companies/follower-news.ts through the company work queue, locally in process): each follower
// is told once, with the company's name and the job's title and a link to the job; a candidate
// who does not follow the company hears nothing. The daily digest then emails each follower
// "New at {Company}" with the jobs still open (flows/daily-digests.ts, run here for these
// followers only, as a queue worker would), once, and not to a follower who turned it off.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { RouteResponse } from '#shared/routes.js';
import { emailsTo } from '../../../local/mailbox.js';
import { addJob, uniqueWord } from '../../support/jobs.js';
import { useStackEnvironment } from '../support/job-alerts.js';
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

describe('the daily digest of followed companies', () => {
  const word = uniqueWord();
  const company = `Digest ${word} Co`;
  let employer: TestUser;
  let reader: TestUser;
  let optedOut: TestUser;

  const digestOf = async (who: TestUser) => {
    const { digestQueued } = await import('#functions/flows/daily-digests.js');
    return digestQueued({ kind: 'companyNews', userID: who.userID });
  };
  const newsEmails = async (who: TestUser) =>
    (await emailsTo(stack.mailboxUrl, who.email)).filter((email) => email.subject.includes(company));

  beforeAll(async () => {
    useStackEnvironment(stack);
    employer = await createSignedInUser(stack, 'employer', { companyName: company });
    const profile = { jobTitle: 'Analyst', jobType: 'full-time' };
    reader = await createSignedInUser(stack, 'candidate', profile);
    optedOut = await createSignedInUser(stack, 'candidate', profile);
    for (const follower of [reader, optedOut]) {
      const answer = await follower.client.call('PUT', '/api/follow-company', {
        json: { companyID: employer.companyID },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const off = await optedOut.client.call('PUT', '/api/update-company-news-emails', {
      json: { emailOnCompanyNews: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ emailOnCompanyNews: false });
  });

  it('emails a follower without an alert the open jobs under "New at {Company}", once; not one who turned it off', async () => {
    const kept = await addJob(employer.client, { jobTitle: `${word} Cartographer` });
    const closed = await addJob(employer.client, { jobTitle: `${word} Archivist` });
    await newsArrived(reader, 2);
    await newsArrived(optedOut, 2);
    const close = await employer.client.call('PUT', '/api/update-job-active-status', {
      json: { jobID: closed._id, active: false },
    });
    expect(close.status).toBe(200);

    const { followersWithNewsPages } = await import('#functions/companies/index.js');
    const due: string[] = [];
    for await (const page of followersWithNewsPages()) due.push(...page);
    expect(due).toEqual(expect.arrayContaining([reader.userID, optedOut.userID]));

    expect(await digestOf(reader)).toBe('sent');
    expect(await digestOf(optedOut)).toBe('skipped');
    const [email, ...more] = await newsEmails(reader);
    expect(more).toEqual([]);
    expect(email!.subject).toBe(`New at ${company}: ${word} Cartographer`);
    expect(email!.body.text).toContain(`New at ${company}`);
    expect(email!.body.text).toContain(encodeURIComponent(`/dashboard/find-jobs/${kept._id}`));
    expect(email!.body.text).not.toContain(`${word} Archivist`);
    expect(email!.body.text).toContain(encodeURIComponent('/dashboard/settings'));
    expect(await newsEmails(optedOut)).toEqual([]);

    // Taken once: run again (a message handed back by the queue), it sends nothing more.
    expect(await digestOf(reader)).toBe('skipped');
    expect(await newsEmails(reader)).toHaveLength(1);
    const after: string[] = [];
    for await (const page of followersWithNewsPages()) after.push(...page);
    expect(after).not.toContain(reader.userID);
    expect(after).not.toContain(optedOut.userID);
  });
});
