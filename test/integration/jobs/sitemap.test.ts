// robots.txt and the sitemap through the local gateway as a crawler reads them: robots.txt
// names the sitemap and keeps crawlers out of the signed-in app and the API; the sitemap
// index names the public pages' sitemap and one sitemap per month that has open jobs, each
// with a lastmod; every public page has one (the web build's release, or a later job for
// /find-work); this month's lists an open job with its posting time as lastmod, and not a
// closed one.
import { Readable } from 'node:stream';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addJob } from '../../support/jobs.js';
import { createSignedInUser } from '../../../tools/test-users.js';

const stack = inject('stack');

const get = (path: string) => fetch(new URL(path, stack.appUrl));
const textOf = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return { text: await response.text(), headers: response.headers };
};

describe('robots.txt and the sitemap', () => {
  let open: { _id: string; createdAt: string };
  let closedID: string;

  beforeAll(async () => {
    const employer = await createSignedInUser(stack, 'employer');
    open = await addJob(employer.client, { jobTitle: 'Sitemap Bookkeeper' });
    closedID = (await addJob(employer.client, { jobTitle: 'Sitemap Auditor' }))._id;
    const closed = await employer.client.call('PUT', '/api/update-job-active-status', {
      json: { jobID: closedID, active: false },
    });
    expect(closed.status, closed.body.data.msg).toBe(200);
  });

  it('robots.txt keeps crawlers out of /dashboard and /api and names the sitemap', async () => {
    const { text, headers } = await textOf('/robots.txt');
    expect(headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    expect(text.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /dashboard',
      'Disallow: /api',
      '',
      `Sitemap: ${stack.appUrl}/sitemap.xml`,
      '',
    ]);
  });

  it('the index names the public pages and a sitemap per month of open jobs, and this month’s lists the open job only', async () => {
    const index = await textOf('/sitemap.xml');
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const sitemaps = await parseSitemapIndex(Readable.from([index.text]));
    const month = open.createdAt.slice(0, 7);
    expect(sitemaps[0]!.url).toBe(`${stack.appUrl}/sitemaps/pages.xml`);
    expect(sitemaps.splice(1, 1)[0]!.url).toBe(`${stack.appUrl}/sitemaps/companies.xml`);
    expect(sitemaps[1]!.url).toBe(`${stack.appUrl}/sitemaps/jobs-${month}.xml`);
    expect(sitemaps.slice(1).every(({ url }) => /\/sitemaps\/jobs-\d{4}-\d{2}\.xml$/.test(url))).toBe(true);
    // A month's lastmod is its newest open job's posting time: this month's, ours or later;
    // every month listed has open jobs, so each has one.
    expect(sitemaps[1]!.lastmod! >= open.createdAt && sitemaps[1]!.lastmod!.startsWith(month)).toBe(true);
    for (const entry of sitemaps.slice(2))
      expect(entry.lastmod?.startsWith(entry.url.slice(-11, -4)), entry.url).toBe(true);

    const released = stack.env.SITE_RELEASED_AT!;
    expect(Date.parse(released)).not.toBeNaN();
    const pages = await parseSitemap(Readable.from([(await textOf('/sitemaps/pages.xml')).text]));
    expect(pages.map((entry) => entry.url)).toEqual(
      ['/home', '/services', '/find-work', '/share-requirement', '/login', '/signup'].map(
        (path) => `${stack.appUrl}${path}`,
      ),
    );
    // /find-work changes with each job posted (the newest open job's time, no older than ours)
    // and with a release; the other pages with a release only.
    const findWork = pages.find((entry) => entry.url.endsWith('/find-work'))!;
    expect(findWork.lastmod! >= open.createdAt && findWork.lastmod! >= released).toBe(true);
    expect(pages.filter((entry) => entry !== findWork).map((entry) => entry.lastmod)).toEqual(
      Array(pages.length - 1).fill(released),
    );
    // The pages' entry in the index: the newest of theirs (read before them: jobs other tests
    // post meanwhile can only make /find-work's newer).
    expect(sitemaps[0]!.lastmod! >= open.createdAt && sitemaps[0]!.lastmod! >= released).toBe(true);
    expect(sitemaps[0]!.lastmod! <= findWork.lastmod!).toBe(true);

    const jobs = await parseSitemap(Readable.from([(await textOf(`/sitemaps/jobs-${month}.xml`)).text]));
    expect(jobs.find((entry) => entry.url === `${stack.appUrl}/jobs/${open._id}`)?.lastmod).toBe(open.createdAt);
    expect(jobs.some((entry) => entry.url.endsWith(`/jobs/${closedID}`))).toBe(false);
    expect(jobs.every((entry) => /\/jobs\/[0-9a-f-]{36}$/.test(entry.url) && entry.lastmod?.startsWith(month))).toBe(
      true,
    );
  });

  it('the companies’ sitemap lists the page of each company with an open job, until it has none', async () => {
    const hiring = await createSignedInUser(stack, 'employer', { companyName: 'Sitemap Hiring Co' });
    const slugOf = async () => {
      const answer = await hiring.client.call<{ user: { company: { slug: string } } }>('GET', '/api/get-user');
      return answer.body.data.user.company.slug;
    };
    const page = `${stack.appUrl}/companies/${await slugOf()}`;
    const listed = async () =>
      (await parseSitemap(Readable.from([(await textOf('/sitemaps/companies.xml')).text]))).some(
        (entry) => entry.url === page,
      );
    expect(await listed()).toBe(false);
    const job = await addJob(hiring.client, { jobTitle: 'Sitemap Clerk' });
    expect(await listed()).toBe(true);
    const closed = await hiring.client.call('PUT', '/api/update-job-active-status', {
      json: { jobID: job._id, active: false },
    });
    expect(closed.status).toBe(200);
    expect(await listed()).toBe(false);
  });

  it('a month with no open jobs is an empty sitemap; a name that is no sitemap is 404', async () => {
    const empty = await parseSitemap(Readable.from([(await textOf('/sitemaps/jobs-1999-01.xml')).text]));
    expect(empty).toEqual([]);
    for (const path of ['/sitemaps/jobs-2026-13.xml', '/sitemaps/other.xml']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});
