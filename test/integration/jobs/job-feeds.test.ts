// The job feeds through the local gateway as a feed reader fetches them: /jobs.rss (RSS 2.0,
// read back with a feed parser) and /jobs.json (JSON Feed 1.1) list the newest open jobs with
// title, company, pay, who may apply, link and date; search's query parameters give the feed of
// that search; a closed job is not in them; a wrong query answers 400 with its reason.
import { parseFeed } from '@rowanmanning/feed-parser';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addJob, uniqueWord } from '../../support/jobs.js';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');

const fetchFeed = (path: string, query: Record<string, string> = {}) => {
  const url = new URL(path, stack.appUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return fetch(url);
};

interface JsonFeedItem {
  id: string;
  url: string;
  title: string;
  content_html?: string;
  content_text?: string;
  date_published: string;
  authors?: { name: string }[];
}
interface JsonFeed {
  version: string;
  title: string;
  feed_url: string;
  items: JsonFeedItem[];
}

describe('job feeds', () => {
  const word = uniqueWord();
  const company = `Ledger ${word} Co`;
  let employer: TestUser;
  let paidID: string;
  let anywhereID: string;
  let closedID: string;

  beforeAll(async () => {
    employer = await createSignedInUser(stack, 'employer', { companyName: company });
    paidID = (
      await addJob(employer.client, {
        jobTitle: `${word} Bookkeeper`,
        jobType: 'part-time',
        paymentInterval: 'hourly',
        minSalary: 25,
        maxSalary: 35,
        currency: 'EUR',
        applicantCountries: ['Germany', 'Poland'],
      })
    )._id;
    anywhereID = (await addJob(employer.client, { jobTitle: `${word} Payroll Clerk`, jobType: 'full-time' }))._id;
    closedID = (await addJob(employer.client, { jobTitle: `${word} Auditor` }))._id;
    const closed = await employer.client.call('PUT', '/api/update-job-active-status', {
      json: { jobID: closedID, active: false },
    });
    expect(closed.status, closed.body.data.msg).toBe(200);
  });

  it('RSS 2.0: the newest open jobs, each with its title, company, pay, who may apply, link and date', async () => {
    const response = await fetchFeed('/jobs.rss');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    const feed = parseFeed(await response.text());
    expect(feed.meta.type).toBe('rss');
    expect(feed.items.length).toBeGreaterThan(0);
    expect(feed.items.length).toBeLessThanOrEqual(50);
    const dates = feed.items.map((item) => item.published!.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const paid = feed.items.find((item) => item.url === `${stack.appUrl}/jobs/${paidID}`);
    expect(paid?.title).toBe(`${word} Bookkeeper at ${company}`);
    expect(paid?.description).toBe(
      `${company} · Part-time · €25 - €35 an hour · Who can apply: Only from: Germany, Poland`,
    );
    expect(Math.abs(paid!.published!.getTime() - Date.now())).toBeLessThan(10 * 60_000);
    expect(feed.items.some((item) => item.url?.endsWith(`/jobs/${closedID}`))).toBe(false);
  });

  it('RSS of a search: only the jobs that match its filters', async () => {
    const response = await fetchFeed('/jobs.rss', { jobTitle: word, jobType: 'full-time' });
    expect(response.status).toBe(200);
    const feed = parseFeed(await response.text());
    expect(feed.items.map((item) => item.url)).toEqual([`${stack.appUrl}/jobs/${anywhereID}`]);
    expect(feed.items[0]?.description).toContain('Who can apply: Anywhere');
  });

  it('JSON Feed 1.1 of a search with the remote-fit filters, and of all jobs', async () => {
    const query = { jobTitle: word, minPay: '40000', payInterval: 'annually', payCurrency: 'EUR', applyFrom: 'Poland' };
    const response = await fetchFeed('/jobs.json', query);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/feed+json; charset=utf-8');
    const feed = (await response.json()) as JsonFeed;
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.feed_url).toBe(`${stack.appUrl}/jobs.json?${new URLSearchParams(query).toString()}`);
    // 35 EUR an hour is 72,800 a year and Poland may apply; the clerk's 6,000 a month too, from anywhere.
    expect(feed.items.map((item) => item.url).sort()).toEqual(
      [`${stack.appUrl}/jobs/${paidID}`, `${stack.appUrl}/jobs/${anywhereID}`].sort(),
    );
    const paid = feed.items.find((item) => item.url.endsWith(paidID))!;
    expect(paid.title).toBe(`${word} Bookkeeper at ${company}`);
    expect(paid.authors).toEqual([{ name: company }]);
    expect(new Date(paid.date_published).toISOString()).toBe(paid.date_published);

    const all = (await (await fetchFeed('/jobs.json')).json()) as JsonFeed;
    expect(all.items.length).toBeGreaterThan(0);
    expect(all.items.length).toBeLessThanOrEqual(50);
    expect(all.items.some((item) => item.url.endsWith(closedID))).toBe(false);
  });

  it('carries hostile company names and titles as text, never as markup', async () => {
    const hostileWord = uniqueWord();
    const hostileCompany = `Acme <img src=x onerror=alert(1)> ]]> ${hostileWord}`;
    const hostile = await createSignedInUser(stack, 'employer', { companyName: hostileCompany });
    const hostileTitle = `${hostileWord} <script>alert(1)</script> Clerk`;
    const job = await addJob(hostile.client, { jobTitle: hostileTitle });

    const rss = await (await fetchFeed('/jobs.rss', { jobTitle: hostileWord })).text();
    // The description is the feed's HTML field: no tag of a user's text stands in it. The title is
    // plain text, as RSS 2.0 has it, so it reads as typed.
    const description = /<description><!\[CDATA\[(.*?)\]\]><\/description>\s*<author>/s.exec(rss)?.[1];
    expect(description).toMatch(/^Acme &lt;img/);
    expect(description).not.toMatch(/[<>]/);
    const [item] = parseFeed(rss).items;
    expect(item?.url).toBe(`${stack.appUrl}/jobs/${job._id}`);
    // Read as a feed reader does: the escaped HTML shows the name as typed, not an image.
    expect(item?.description?.split(' · ')[0]).toBe(hostileCompany);
    expect(item?.title).toBe(`${hostileTitle} at ${hostileCompany}`);

    const json = (await (await fetchFeed('/jobs.json', { jobTitle: hostileWord })).json()) as JsonFeed;
    const [entry] = json.items;
    expect(entry?.content_html).toBeUndefined();
    expect(entry?.content_text?.split(' · ')[0]).toBe(hostileCompany);
    expect(entry?.title).toBe(`${hostileTitle} at ${hostileCompany}`);
  });

  it('a query search would refuse is refused with its reason, uncached', async () => {
    const response = await fetchFeed('/jobs.rss', { overlapHours: '4' });
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('Pick your time zone to filter by overlap with your day');
    expect((await fetchFeed('/jobs.json', { colour: 'blue' })).status).toBe(400);
  });
});
