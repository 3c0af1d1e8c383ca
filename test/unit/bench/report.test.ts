// The benchmark's table: a Lighthouse row shows every run and passes only when each run and the
// median meet the target (SEO 100 among them); a layout-shift row passes at 0.05 or less; the
// digest keeps its pace and sends each alert once; a job's page reads the job once, and its
// burst of visitors passes only when every answer was 200; the sitemap's index reads a key a
// month it lists.
import { describe, expect, it } from 'vitest';
import type { DigestFigure } from '../../../bench/digests.js';
import type { LatencyFigure } from '../../../bench/latency.js';
import type { LayoutShiftFigure } from '../../../bench/layout-shift.js';
import { lighthouseFigure, type LighthouseFigure, type LighthouseRun } from '../../../bench/lighthouse.js';
import { tableRows, type Figures } from '../../../bench/report.js';
import { SEARCH_COST_CALLS, type SearchCostAtSize, type SearchCostSummary } from '../../../bench/search-cost.js';
import { median } from '../../../bench/stats.js';

const READY_RESTART = {
  jobs: 100_000,
  readyMs: 12_400,
  migrated: false,
  peakMemoryBytes: 900 * 2 ** 20,
  answers: [{ path: '/home', status: 200 }],
};
const DIGESTS: DigestFigure = {
  alerts: 20_000,
  pacedPerSecond: 10,
  seedSeconds: 12,
  seconds: 2_050,
  checked: 20_010,
  sent: 20_000,
  failed: 0,
  received: 20_000,
  recipientsReached: 20_000,
  busiestSecond: 11,
};
const BURST: LatencyFigure = {
  call: 'jobPageBurst',
  p50Ms: 8,
  p99Ms: 41,
  requestsPerSecond: 20,
  requests: 200,
  errors: 0,
  non2xx: 0,
};
const figures = (
  lighthouse: LighthouseFigure[],
  layoutShift: LayoutShiftFigure[] = [],
  restart: Figures['restart'] = READY_RESTART,
  digests: DigestFigure = DIGESTS,
  more: { jobPageBurst?: LatencyFigure; sizes?: SearchCostAtSize[] } = {},
): Figures => ({
  searchCost: {
    sizes: more.sizes ?? [],
    writes: {
      addJob: { itemsWritten: 0, capacityUnits: 0 },
      updateJobTitle: { itemsWritten: 0, capacityUnits: 0 },
      updateJobPay: { itemsWritten: 0, capacityUnits: 0 },
      title: '',
      newTitle: '',
      applicantCountries: 10,
    },
    jobFilters: {},
    candidateFilters: {},
    bound: 21,
    teamBound: 30,
    bounds: {
      searchJobs: 21,
      searchJobsOneWord: 21,
      searchJobsTwoWords: 21,
      searchJobsRemoteFit: 21,
      getCandidates: 21,
      getCandidatesOneWord: 21,
      getCandidatesTwoWords: 21,
      getMyApplications: 21,
      getConversations: 41,
      getConversation: 25,
      getUpcomingInterviews: 10,
      getTeam: 30,
      getJobAlerts: 10,
      jobAlertDigest: 51,
      exportMyData: 36,
      accountCleanup: 6,
      jobPageOpen: 43,
      jobPageClosed: 43,
      jobPageDeleted: 22,
      getJobInsights: 1,
      getOpsQueue: 81,
      getOpsAudit: 11,
    },
    withinBound: true,
    identicalAcrossSizes: true,
  },
  latency: [],
  jobPageBurst: more.jobPageBurst ?? BURST,
  peakMemoryBytes: 0,
  restart,
  digests,
  bundles: [],
  webSizes: [],
  layoutShift,
  lighthouse,
});
const cost = (itemsRead: number, roundTrips: number) =>
  ({ maxItemsRead: itemsRead, maxRoundTrips: roundTrips }) as SearchCostSummary;
const sitemapDocument = (itemsRead: number) => ({ itemsRead, capacityUnits: 0.5, roundTrips: 1, urls: 1 });
/** One table size whose every call read one item in one round trip, but for `overrides`. */
const size = (overrides: Partial<Record<keyof SearchCostAtSize, unknown>>) =>
  ({
    jobs: 1_000,
    candidates: 100,
    ...Object.fromEntries(SEARCH_COST_CALLS.map(([, key]) => [key, cost(1, 1)])),
    sitemap: { index: sitemapDocument(1), pages: sitemapDocument(1), months: [] },
    ...overrides,
  }) as unknown as SearchCostAtSize;
const run = (performance: number, figures: Partial<LighthouseRun> = {}): LighthouseRun => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.01,
  fcpMs: 1000,
  tbtMs: 40,
  ...figures,
});
const GOOD_PHONE_RUNS = [run(98, { fcpMs: 1040 }), run(99, { tbtMs: 12.4 }), run(97, { fcpMs: 1195, tbtMs: 150 })];

describe('bench report', () => {
  it('passes a restart on the big table only when ready in time, every answer 200 and no migration', () => {
    const row = (restart: Partial<Figures['restart']>) =>
      tableRows(figures([], [], { ...READY_RESTART, ...restart })).find((entry) =>
        entry.figure.startsWith('npm start'),
      )!;
    expect(row({})).toEqual({
      figure: 'npm start again on 100,000 jobs: ready, peak RSS',
      value: '12.4 s, 900 MiB; 1 of 1 screens and calls 200',
      target: '<= 60 s, every answer 200, no migration',
      result: 'pass',
    });
    expect(row({ readyMs: 60_001 }).result).toBe('MISS');
    expect(row({ answers: [{ path: '/api/search-jobs?page=1', status: 500 }] }).result).toBe('MISS');
    expect(row({ migrated: true })).toMatchObject({ result: 'MISS', value: expect.stringContaining('MIGRATED') });
  });

  it('reports the digest against its pace, and passes it only when each alert was sent and received once', () => {
    const rows = (digests: Partial<DigestFigure>) =>
      tableRows(figures([], [], READY_RESTART, { ...DIGESTS, ...digests })).filter((row) =>
        row.figure.startsWith('job alert digests'),
      );
    expect(rows({})).toEqual([
      {
        figure: 'job alert digests, 20,000 alerts: time to send',
        value: '2050.0 s, 9.76 sends/s of 10 paced (98%); busiest second 11 emails',
        target: '>= 90% of the paced rate',
        result: 'pass',
      },
      {
        figure: 'job alert digests, 20,000 alerts: sent / received / failed',
        value: '20,000 sent, 20,000 received by the local SES (by 20,000 candidates), 0 failed (20,010 alerts checked)',
        target: 'each alert sent and received once, none failed',
        result: 'pass',
      },
    ]);
    // Slower than the pace allows: the workers did not keep up with it.
    expect(rows({ seconds: 2_300 })[0]!.result).toBe('MISS');
    for (const missed of [
      { failed: 1, sent: 19_999, received: 19_999, recipientsReached: 19_999 },
      { received: 19_999, recipientsReached: 19_999 },
      // As many emails as alerts, but one candidate had two and another none.
      { recipientsReached: 19_999 },
    ])
      expect(rows(missed)[1]!.result, JSON.stringify(missed)).toBe('MISS');
  });

  it('passes the burst of visitors to a job page only when every request answered 200', () => {
    const row = (burst: Partial<LatencyFigure>) =>
      tableRows(figures([], [], READY_RESTART, DIGESTS, { jobPageBurst: { ...BURST, ...burst } })).find((entry) =>
        entry.figure.startsWith('job page burst'),
      )!;
    expect(row({})).toEqual({
      figure: "job page burst: 200 requests to one job's page, paced",
      value: 'p50 8 ms, p99 41 ms, 0 errors, 0 non-2xx',
      target: 'every answer 200, no errors',
      result: 'pass',
    });
    expect(row({ non2xx: 1 }).result).toBe('MISS');
    expect(row({ errors: 1 }).result).toBe('MISS');
  });

  it('passes applying under load only without a slow tail: p99 within 4 x p50 and under 250 ms', () => {
    const row = (p50Ms: number, p99Ms: number) => {
      const applying = { ...BURST, call: 'applyToJob', p50Ms, p99Ms };
      const all = figures([], [], READY_RESTART, DIGESTS);
      return tableRows({ ...all, latency: [applying] }).find((entry) => entry.figure === 'latency applyToJob')!;
    };
    expect(row(84, 196)).toMatchObject({ target: 'p99 <= 4 x p50 and < 250 ms, no errors', result: 'pass' });
    expect(row(93, 2_008).result).toBe('MISS');
    expect(row(40, 200).result).toBe('MISS');
    expect(row(70, 260).result).toBe('MISS');
  });

  it("passes an open or closed job's page only when it read the job and two one-Query searches at most", () => {
    const row = (open: SearchCostSummary) =>
      tableRows(figures([], [], READY_RESTART, DIGESTS, { sizes: [size({ jobPageOpen: open })] })).find((entry) =>
        entry.figure.startsWith('job page (/jobs/{jobID}), open job'),
      )!;
    expect(row(cost(43, 3))).toMatchObject({
      target: 'items <= 43 (the job, and two searches of one Query for similar jobs)',
      result: 'pass',
    });
    expect(row(cost(44, 3)).result).toBe('MISS');
  });

  it("passes the sitemap when its index read the oldest key and each listed month's newest, and a month its jobs", () => {
    const month = (itemsRead: number, urls: number) => ({ ...sitemapDocument(itemsRead), urls, month: '2026-01' });
    const row = (sitemap: Partial<SearchCostAtSize['sitemap']>) =>
      tableRows(
        figures([], [], READY_RESTART, DIGESTS, {
          sizes: [size({ sitemap: { index: sitemapDocument(1), pages: sitemapDocument(1), months: [], ...sitemap } })],
        }),
      ).find((entry) => entry.figure.startsWith('sitemap reads'))!;
    const twoMonths = [month(19, 19), month(1, 1)];
    expect(row({ index: sitemapDocument(3), months: twoMonths }).result).toBe('pass');
    expect(row({ index: sitemapDocument(4), months: twoMonths }).result).toBe('MISS');
    expect(row({ pages: sitemapDocument(2), months: twoMonths }).result).toBe('MISS');
    expect(row({ index: sitemapDocument(3), months: [month(20, 19), month(1, 1)] }).result).toBe('MISS');
  });

  it('takes the middle value of the runs', () => {
    expect(median([94, 91, 96, 95, 93])).toBe(94);
    expect(median([3, 1])).toBe(3);
    expect(median([])).toBe(0);
  });

  it('shows every run, and passes a phone only when each run and the median meet the target', () => {
    const row = (runs: LighthouseRun[], preset: 'mobile' | 'desktop' = 'mobile') =>
      tableRows(figures([lighthouseFigure('/find-work', preset, runs)])).at(-1)!;

    expect(row(GOOD_PHONE_RUNS)).toEqual({
      figure: 'Lighthouse /find-work mobile',
      value:
        'performance 98 (median of 3; runs 98 / 99 / 97), FCP 1.04 / 1.00 / 1.20 s, TBT 40 / 12 / 150 ms, accessibility 100, best practices 100, SEO 100, CLS 0.010',
      target: 'perf >= 95 each, median >= 98; FCP <= 1.2 s, TBT <= 150 ms each; a11y 100, BP 100, SEO 100, CLS <= 0.05',
      result: 'pass',
    });
    const [good, better, last] = GOOD_PHONE_RUNS as [LighthouseRun, LighthouseRun, LighthouseRun];
    const missed = [
      // One run under 95, though the median is 98.
      [good, better, run(94)],
      // Every run 95 or more, the median 97.
      [good, run(97), run(96)],
      [good, better, { ...last, fcpMs: 1201 }],
      [good, better, { ...last, tbtMs: 151 }],
      [good, better, { ...last, accessibility: 96 }],
      [good, better, { ...last, bestPractices: 96 }],
      [good, better, { ...last, seo: 92 }],
      [good, better, { ...last, cls: 0.051 }],
      [],
    ];
    for (const runs of missed) expect(row(runs).result).toBe('MISS');
  });

  it('passes a desktop at a median of 100 only', () => {
    const desktop = (scores: number[]) =>
      tableRows(
        figures([
          lighthouseFigure(
            '/home',
            'desktop',
            scores.map((score) => run(score)),
          ),
        ]),
      ).at(-1)!;

    expect(desktop([100, 99, 100])).toMatchObject({
      figure: 'Lighthouse /home desktop',
      target: expect.stringMatching(/^perf >= 95 each, median >= 100;/),
      result: 'pass',
    });
    expect(desktop([99, 100, 99]).result).toBe('MISS');
  });

  it('judges each page, screen and number of results for layout shift on its own', () => {
    const rows = tableRows(
      figures(
        [],
        [
          { page: '/find-work', results: 0, preset: 'mobile', cls: 0.05 },
          { page: '/find-work', results: 3, preset: 'desktop', cls: 0.17 },
        ],
      ),
    ).filter((row) => row.figure.startsWith('CLS'));

    expect(rows).toEqual([
      { figure: 'CLS /find-work mobile, 0 results', value: '0.050', target: '<= 0.05', result: 'pass' },
      { figure: 'CLS /find-work desktop, 3 results', value: '0.170', target: '<= 0.05', result: 'MISS' },
    ]);
  });
});
