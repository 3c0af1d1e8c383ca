// The months the sitemap index names: from the oldest open job's month to the current one,
// newest first, across a year's end; the current month alone when the oldest job is this month's.
// The lastmods of the index and of the public pages, and what the index reads: the oldest key,
// then one Limit-1 Query a month; a month without open jobs is left out.
import { Readable } from 'node:stream';
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { monthsSince, publicPagesSitemap, sitemapIndex } from '#functions/jobs/job-sitemap.js';
import { jobsTestTable } from '../support/jobs.js';

const dynamo = jobsTestTable();
const SITE = 'https://hire.example.com';
const NOW = new Date('2026-03-15T12:00:00.000Z');
const RELEASED = '2026-03-10T08:00:00.000Z';
const key = (createdAt: string) => ({ GSI2SK: `${createdAt}#00000000-0000-4000-8000-000000000001` });

/** The list `all` holding jobs posted at these times: each Query answers its first key, as DynamoDB would. */
function openJobsPostedAt(times: string[]) {
  dynamo.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    const month = input.ExpressionAttributeValues?.[':month'] as string | undefined;
    const matching = times.filter((time) => !month || time.startsWith(month)).sort();
    if (!input.ScanIndexForward) matching.reverse();
    return { Items: matching.slice(0, input.Limit).map(key) };
  });
}

const queries = () => dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);

afterEach(() => vi.unstubAllEnvs());

describe('monthsSince', () => {
  it('names every month from the first to the current one, newest first, across a year', () => {
    expect(monthsSince('2025-11', new Date('2026-02-03T10:00:00.000Z'))).toEqual([
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
    ]);
  });

  it('is the current month alone when the oldest job was posted this month, in UTC', () => {
    expect(monthsSince('2026-03', new Date('2026-03-31T23:59:59.999Z'))).toEqual(['2026-03']);
  });
});

describe('sitemapIndex', () => {
  it('gives each month its newest job’s time and the pages the newest of theirs, leaving out a month without open jobs', async () => {
    vi.stubEnv('SITE_RELEASED_AT', RELEASED);
    openJobsPostedAt(['2026-01-05T09:00:00.000Z', '2026-01-20T09:00:00.000Z', '2026-03-12T10:00:00.000Z']);

    const index = await parseSitemapIndex(Readable.from([await sitemapIndex(SITE, NOW)]));

    expect(index).toEqual([
      { url: `${SITE}/sitemaps/pages.xml`, lastmod: '2026-03-12T10:00:00.000Z' },
      { url: `${SITE}/sitemaps/companies.xml` },
      { url: `${SITE}/sitemaps/jobs-2026-03.xml`, lastmod: '2026-03-12T10:00:00.000Z' },
      { url: `${SITE}/sitemaps/jobs-2026-01.xml`, lastmod: '2026-01-20T09:00:00.000Z' },
    ]);
    // The oldest key, then one key a month: never more than one item a Query.
    expect(queries().map((q) => [q.ScanIndexForward, q.Limit, q.ExpressionAttributeValues?.[':month']])).toEqual([
      [true, 1, undefined],
      [false, 1, '2026-03-'],
      [false, 1, '2026-02-'],
      [false, 1, '2026-01-'],
    ]);
  });

  it('dates the pages by the release when it is newer than every job, and by it alone without open jobs', async () => {
    vi.stubEnv('SITE_RELEASED_AT', RELEASED);
    openJobsPostedAt(['2026-02-01T00:00:00.000Z']);
    expect((await parseSitemapIndex(Readable.from([await sitemapIndex(SITE, NOW)])))[0]).toEqual({
      url: `${SITE}/sitemaps/pages.xml`,
      lastmod: RELEASED,
    });

    dynamo.reset();
    openJobsPostedAt([]);
    expect(await parseSitemapIndex(Readable.from([await sitemapIndex(SITE, NOW)]))).toEqual([
      { url: `${SITE}/sitemaps/pages.xml`, lastmod: RELEASED },
      { url: `${SITE}/sitemaps/companies.xml` },
    ]);
  });
});

describe('publicPagesSitemap', () => {
  it('gives every page the release time, and /find-work the newest job’s when later', async () => {
    vi.stubEnv('SITE_RELEASED_AT', RELEASED);
    openJobsPostedAt(['2026-03-12T10:00:00.000Z']);

    const pages = await parseSitemap(Readable.from([await publicPagesSitemap(SITE)]));

    expect(pages.map(({ url, lastmod }) => [url.slice(SITE.length), lastmod])).toEqual([
      ['/home', RELEASED],
      ['/services', RELEASED],
      ['/find-work', '2026-03-12T10:00:00.000Z'],
      ['/share-requirement', RELEASED],
      ['/login', RELEASED],
      ['/signup', RELEASED],
    ]);
  });

  it('makes up no date without a release time: only /find-work has one, from its newest job', async () => {
    vi.stubEnv('SITE_RELEASED_AT', undefined);
    openJobsPostedAt(['2026-03-12T10:00:00.000Z']);

    const pages = await parseSitemap(Readable.from([await publicPagesSitemap(SITE)]));

    expect(pages.filter((page) => page.lastmod).map((page) => page.url)).toEqual([`${SITE}/find-work`]);
  });
});
