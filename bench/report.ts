// The one table `npm run bench` prints (figure, value, target, pass/miss), the JSON it
// writes, and the checks that tell a broken harness (a figure missing or not a number, a
// load test whose requests all failed) from a missed target.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BundleFigure } from './bundles.js';
import { dominantLine, monthlyCost } from './cost.js';
import type { DigestFigure } from './digests.js';
import { median } from './stats.js';
import type { LatencyFigure } from './latency.js';
import type { LayoutShiftFigure } from './layout-shift.js';
import type { LighthouseFigure } from './lighthouse.js';
import { RESTART_READY_MS, type RestartFigure } from './restart.js';
import { SEARCH_COST_CALLS, type SearchCostCall, type SearchCostFigure } from './search-cost.js';
import type { WebSizeFigure } from './web-size.js';

export interface Figures {
  searchCost: SearchCostFigure;
  latency: LatencyFigure[];
  /** Visitors to one job's public page, paced (run.ts settings.jobPageBurst). */
  jobPageBurst: LatencyFigure;
  peakMemoryBytes: number;
  restart: RestartFigure;
  digests: DigestFigure;
  bundles: BundleFigure[];
  /** The middlewares every function runs, bundled alone (bundles.ts OBSERVABILITY). */
  observability?: BundleFigure;
  webSizes: WebSizeFigure[];
  layoutShift: LayoutShiftFigure[];
  lighthouse?: LighthouseFigure[];
}

export interface Row {
  figure: string;
  value: string;
  target: string;
  /** 'pass' or 'MISS' against the target; '' for figures without one. */
  result: string;
}

const READ_CALLS = new Set(['searchJobs', 'getJobCandidate', 'getUser']);
/** The pages answered from the job's own item alone: one GetItem. */
const JOB_PAGE_CALLS = new Set<SearchCostCall>(['jobPageOpen', 'jobPageClosed']);
/** Cold start: the functions' bundles imported in a fresh Node, median and slowest. */
const IMPORT_MEDIAN_MS = 60;
const IMPORT_MAX_MS = 80;
/** Cumulative Layout Shift: at most this, on every measured page and state. */
const MAX_CLS = 0.05;
/** The digest keeps up with its pace: the sends a second of the whole run, at least this share of the paced rate. */
const DIGEST_PACE_KEPT = 0.9;
const verdict = (ok: boolean) => (ok ? 'pass' : 'MISS');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const n = (value: number) => value.toLocaleString('en');
const signedMs = (ms: number) => `${ms >= 0 ? '+' : ''}${ms.toFixed(1)} ms`;
const dollars = (value: number) =>
  `$${value.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** What one job's change may write: the job and its list entries, in one transaction. */
const JOB_WRITE_BOUNDS = { addJob: 60, updateJob: 100 } as const;

export function tableRows(figures: Figures): Row[] {
  const rows: Row[] = [];
  const { searchCost } = figures;
  for (const size of searchCost.sizes) {
    for (const [call, key] of SEARCH_COST_CALLS) {
      const cost = size[key];
      const bound = searchCost.bounds[key];
      rows.push({
        figure: `${call} reads/request, ${n(size.jobs)} jobs + ${n(size.candidates)} candidates`,
        value: `items max ${cost.maxItemsRead} mean ${cost.meanItemsRead}; RCU max ${cost.maxCapacityUnits} mean ${cost.meanCapacityUnits}; round trips max ${cost.maxRoundTrips} mean ${cost.meanRoundTrips}; results min ${cost.minResults} mean ${cost.meanResults} (${cost.requests} req.)`,
        target:
          key === 'getTeam'
            ? `items <= ${bound} (the company's size)`
            : key === 'jobAlertDigest'
              ? `items <= ${bound} (the window's new jobs)`
              : key === 'exportMyData'
                ? `items <= ${bound} (the candidate's own)`
                : JOB_PAGE_CALLS.has(key)
                  ? `items <= ${bound} (the job, and two searches of one Query for similar jobs)`
                  : `items <= ${bound}`,
        result: verdict(cost.maxItemsRead <= bound),
      });
    }
  }
  for (const size of searchCost.sizes) {
    const { index, pages, months } = size.sitemap;
    const monthReads = months.reduce((sum, month) => sum + month.itemsRead, 0);
    const monthUnits = months.reduce((sum, month) => sum + month.capacityUnits, 0);
    const largest = Math.max(0, ...months.map((month) => month.itemsRead));
    rows.push({
      figure: `sitemap reads, ${n(size.jobs)} jobs`,
      value: `index items ${index.itemsRead} (RCU ${index.capacityUnits}); pages items ${pages.itemsRead} (RCU ${pages.capacityUnits}); ${months.length} month sitemaps: items ${n(monthReads)} for ${n(months.reduce((sum, month) => sum + month.urls, 0))} jobs listed, RCU ${monthUnits}, largest month ${n(largest)} items`,
      // The index reads the oldest key, then each month's newest (its lastmod; an empty month reads none).
      target: "index 1 item + 1 a month listed, pages 1; a month's items = its jobs listed, no Scan",
      result: verdict(
        index.itemsRead <= 1 + months.length &&
          pages.itemsRead <= 1 &&
          months.every((month) => month.itemsRead === month.urls),
      ),
    });
  }
  const { writes } = searchCost;
  const everyFilter = `every filter set, open to ${writes.applicantCountries} countries`;
  for (const [change, figure, most] of [
    [`add-job ("${writes.title}", ${everyFilter})`, writes.addJob, JOB_WRITE_BOUNDS.addJob],
    [`update-job, new title ("${writes.newTitle}")`, writes.updateJobTitle, JOB_WRITE_BOUNDS.updateJob],
    ['update-job, pay only', writes.updateJobPay, JOB_WRITE_BOUNDS.updateJob],
  ] as const) {
    rows.push({
      figure: `${change} writes`,
      value: `items ${figure.itemsWritten}; WCU ${figure.capacityUnits}`,
      target: `items <= ${most}, one transaction`,
      result: verdict(figure.itemsWritten <= most),
    });
  }
  rows.push({
    figure: 'read cost same at every size (job searches: within their budget)',
    value: searchCost.identicalAcrossSizes ? 'yes' : 'no',
    target: 'same max items read',
    result: verdict(searchCost.identicalAcrossSizes),
  });
  for (const call of figures.latency) {
    const read = READ_CALLS.has(call.call);
    const failed = call.errors + call.non2xx;
    rows.push({
      figure: `latency ${call.call}`,
      value: `p50 ${call.p50Ms} ms, p99 ${call.p99Ms} ms, ${n(call.requestsPerSecond)} req/s, ${n(call.requests)} req, ${failed} failed`,
      // Reads answer within 50 ms; applying keeps no slow tail (#40): p99 within 4 x p50, under 250 ms.
      target: read ? 'p99 < 50 ms, no errors' : 'p99 <= 4 x p50 and < 250 ms, no errors',
      result: verdict(failed === 0 && (read ? call.p99Ms < 50 : call.p99Ms <= 4 * call.p50Ms && call.p99Ms < 250)),
    });
  }
  const burst = figures.jobPageBurst;
  const burstFailed = burst.errors + burst.non2xx;
  rows.push({
    figure: `job page burst: ${n(burst.requests)} requests to one job's page, paced`,
    value: `p50 ${burst.p50Ms} ms, p99 ${burst.p99Ms} ms, ${burst.errors} errors, ${burst.non2xx} non-2xx`,
    target: 'every answer 200, no errors',
    result: verdict(burst.requests > 0 && burstFailed === 0),
  });
  const bill = monthlyCost(figures);
  const total = bill.reduce((sum, line) => sum + line.dollars, 0);
  for (const line of bill)
    rows.push({
      figure: `monthly cost: ${line.service}`,
      value: `${dollars(line.dollars)} (${line.basis})`,
      target: '',
      result: '',
    });
  const dominant = dominantLine(bill);
  rows.push({
    figure: 'monthly cost of the modelled marketplace (bench/cost.ts)',
    value: `${dollars(total)}; most: ${dominant.service} (${Math.round((dominant.dollars / total) * 100)}%)`,
    target: 'reported',
    result: '',
  });
  rows.push({
    figure: 'peak RSS of the stack during load',
    value: `${Math.round(figures.peakMemoryBytes / 2 ** 20)} MiB`,
    target: '',
    result: '',
  });
  const { restart } = figures;
  const unanswered = restart.answers.filter((answer) => answer.status !== 200);
  rows.push({
    figure: `npm start again on ${n(restart.jobs)} jobs: ready, peak RSS`,
    value: `${(restart.readyMs / 1000).toFixed(1)} s, ${Math.round(restart.peakMemoryBytes / 2 ** 20)} MiB; ${restart.answers.length - unanswered.length} of ${restart.answers.length} screens and calls 200${restart.migrated ? '; MIGRATED' : ''}`,
    target: `<= ${RESTART_READY_MS / 1000} s, every answer 200, no migration`,
    result: verdict(restart.readyMs <= RESTART_READY_MS && unanswered.length === 0 && !restart.migrated),
  });
  rows.push(...digestRows(figures.digests));
  const largest = [...figures.bundles].sort((a, b) => b.bytes - a.bytes)[0];
  const slowest = [...figures.bundles].sort((a, b) => b.importMs - a.importMs)[0];
  if (largest && slowest) {
    // Sizes are reported, not targeted: what counts is the time to load them.
    const sizes = figures.bundles.map((bundle) => bundle.bytes);
    rows.push({
      figure: `Lambda bundles (${figures.bundles.length}), min / median / max`,
      value: `${kb(Math.min(...sizes))} / ${kb(median(sizes))} / ${kb(largest.bytes)} (largest ${largest.route})`,
      target: '',
      result: '',
    });
    const imports = figures.bundles.map((bundle) => bundle.importMs);
    const medianImport = median(imports);
    rows.push({
      figure: 'bundle import (fresh Node), median / max',
      value: `${medianImport.toFixed(1)} / ${slowest.importMs.toFixed(1)} ms (slowest ${slowest.route})`,
      target: `median <= ${IMPORT_MEDIAN_MS}, max <= ${IMPORT_MAX_MS} ms`,
      result: verdict(medianImport <= IMPORT_MEDIAN_MS && slowest.importMs <= IMPORT_MAX_MS),
    });
    const traced = figures.bundles.map((bundle) => bundle.tracedImportMs);
    const medianTraced = median(traced);
    rows.push({
      figure: 'bundle import, tracing on, median / max',
      value: `${medianTraced.toFixed(1)} / ${Math.max(...traced).toFixed(1)} ms (median ${signedMs(medianTraced - medianImport)} over tracing off)`,
      target: `median <= ${IMPORT_MEDIAN_MS}, max <= ${IMPORT_MAX_MS} ms`,
      result: verdict(medianTraced <= IMPORT_MEDIAN_MS && Math.max(...traced) <= IMPORT_MAX_MS),
    });
  }
  if (figures.observability) {
    const { importMs, tracedImportMs, bytes } = figures.observability;
    rows.push({
      figure: 'of which logger + metrics (+ tracer), bundled alone',
      value: `${importMs.toFixed(1)} ms (${tracedImportMs.toFixed(1)} ms with the tracer); ${kb(bytes)}`,
      target: 'reported',
      result: '',
    });
  }
  for (const page of figures.webSizes) {
    const home = page.page === '/home';
    rows.push({
      figure: `JS for ${page.page} (gzip)`,
      value: `${kb(page.gzipBytes)} in ${page.files} files`,
      target: home ? '< 150 KB' : '',
      result: home ? verdict(page.gzipBytes < 150 * 1024) : '',
    });
  }
  for (const shift of figures.layoutShift) {
    rows.push({
      figure: `CLS ${shift.page} ${shift.preset}, ${shift.results} results`,
      value: shift.cls.toFixed(3),
      target: `<= ${MAX_CLS}`,
      result: verdict(shift.cls <= MAX_CLS),
    });
  }
  for (const score of figures.lighthouse ?? []) rows.push(lighthouseRow(score));
  return rows;
}

/** The digest at volume: how long it took against its pace, and that every email went out once and arrived. */
function digestRows(digests: DigestFigure): Row[] {
  const achieved = digests.sent / digests.seconds;
  const share = achieved / digests.pacedPerSecond;
  return [
    {
      figure: `job alert digests, ${n(digests.alerts)} alerts: time to send`,
      value: `${digests.seconds.toFixed(1)} s, ${achieved.toFixed(2)} sends/s of ${digests.pacedPerSecond} paced (${Math.round(share * 100)}%); busiest second ${digests.busiestSecond} emails`,
      target: `>= ${DIGEST_PACE_KEPT * 100}% of the paced rate`,
      result: verdict(share >= DIGEST_PACE_KEPT),
    },
    {
      figure: `job alert digests, ${n(digests.alerts)} alerts: sent / received / failed`,
      value: `${n(digests.sent)} sent, ${n(digests.received)} received by the local SES (by ${n(digests.recipientsReached)} candidates), ${n(digests.failed)} failed (${n(digests.checked)} alerts checked)`,
      target: 'each alert sent and received once, none failed',
      result: verdict(
        digests.failed === 0 &&
          [digests.sent, digests.received, digests.recipientsReached].every((count) => count === digests.alerts),
      ),
    },
  ];
}

/**
 * Lighthouse on a phone: every run at least 95 (a median hides a bad run), the median at least
 * 98, and in every run the first paint and the main thread's blocking within bounds. On a
 * desktop: 100.
 */
export const LIGHTHOUSE_TARGETS = {
  mobile: { everyRun: 95, median: 98 },
  desktop: { everyRun: 95, median: 100 },
  maxFcpMs: 1200,
  maxTbtMs: 150,
} as const;

/** One page and preset: the median and every run's performance, first paint and blocking time. */
export function lighthouseRow(score: LighthouseFigure): Row {
  const goal = LIGHTHOUSE_TARGETS[score.preset];
  const { maxFcpMs, maxTbtMs } = LIGHTHOUSE_TARGETS;
  const each = (values: string[]) => values.join(' / ');
  const runs = score.runs;
  return {
    figure: `Lighthouse ${score.page} ${score.preset}`,
    value: [
      `performance ${score.performance} (median of ${runs.length}; runs ${each(runs.map((run) => String(run.performance)))})`,
      `FCP ${each(runs.map((run) => `${(run.fcpMs / 1000).toFixed(2)}`))} s`,
      `TBT ${each(runs.map((run) => `${Math.round(run.tbtMs)}`))} ms`,
      `accessibility ${score.accessibility}, best practices ${score.bestPractices}, SEO ${score.seo}, CLS ${score.cls.toFixed(3)}`,
    ].join(', '),
    target: `perf >= ${goal.everyRun} each, median >= ${goal.median}; FCP <= ${maxFcpMs / 1000} s, TBT <= ${maxTbtMs} ms each; a11y 100, BP 100, SEO 100, CLS <= ${MAX_CLS}`,
    result: verdict(
      runs.length > 0 &&
        runs.every((run) => run.performance >= goal.everyRun && run.fcpMs <= maxFcpMs && run.tbtMs <= maxTbtMs) &&
        score.performance >= goal.median &&
        score.accessibility === 100 &&
        score.bestPractices === 100 &&
        score.seo === 100 &&
        score.cls <= MAX_CLS,
    ),
  };
}

/** Aligned text: one line per figure. */
export function formatTable(rows: Row[]): string {
  const header: Row = { figure: 'figure', value: 'value', target: 'target', result: 'result' };
  const columns = ['figure', 'value', 'target', 'result'] as const;
  const widths = columns.map((column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row: Row) =>
    columns
      .map((column, index) => row[column].padEnd(widths[index]!))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** What shows the harness itself broke (not a missed target): empty answer = sound. */
export function harnessProblems(figures: Figures, options: { lighthouse: boolean }): string[] {
  const problems: string[] = [];
  const finite = (label: string, value: unknown) => {
    if (typeof value !== 'number' || !Number.isFinite(value))
      problems.push(`${label} is not a number (${String(value)})`);
  };
  if (figures.searchCost.sizes.length === 0) problems.push('no search cost was measured');
  for (const size of figures.searchCost.sizes) {
    for (const [call, key] of SEARCH_COST_CALLS) {
      const cost = size[key];
      if (cost.requests === 0) problems.push(`${call} at ${size.jobs} jobs made no request`);
      if (cost.maxItemsRead === 0)
        problems.push(`${call} at ${size.jobs} jobs read nothing: the seeding or the meter is broken`);
      for (const [name, value] of Object.entries(cost))
        if (name !== 'perRequest') finite(`${call} ${name} at ${size.jobs}`, value);
    }
  }
  for (const call of ['searchJobs', 'getJobCandidate', 'getUser', 'applyToJob']) {
    const figure = figures.latency.find((entry) => entry.call === call);
    if (!figure) {
      problems.push(`no latency figure for ${call}`);
      continue;
    }
    for (const name of ['p50Ms', 'p99Ms', 'requestsPerSecond', 'requests'] as const)
      finite(`${call} ${name}`, figure[name]);
    if (figure.requests === 0 || figure.errors + figure.non2xx >= figure.requests)
      problems.push(
        `every ${call} request failed (${figure.errors} errors, ${figure.non2xx} non-2xx of ${figure.requests})`,
      );
  }
  for (const name of ['p50Ms', 'p99Ms', 'requests'] as const)
    finite(`job page burst ${name}`, figures.jobPageBurst[name]);
  if (figures.jobPageBurst.requests === 0) problems.push('the job page burst sent nothing');
  finite('peak memory', figures.peakMemoryBytes);
  finite('restart time', figures.restart.readyMs);
  if (figures.restart.answers.length === 0) problems.push('the restarted stack was asked nothing');
  if (!(figures.peakMemoryBytes > 0)) problems.push('peak memory was not sampled');
  for (const name of ['seconds', 'sent', 'received'] as const) finite(`digest ${name}`, figures.digests[name]);
  if (figures.digests.sent === 0) problems.push('the digest sent nothing: the seeding of its alerts is broken');
  if (figures.bundles.length === 0) problems.push('no bundle was measured');
  for (const bundle of [...figures.bundles, ...(figures.observability ? [figures.observability] : [])]) {
    finite(`${bundle.route} bundle size`, bundle.bytes);
    finite(`${bundle.route} import time`, bundle.importMs);
    finite(`${bundle.route} import time, tracing on`, bundle.tracedImportMs);
  }
  for (const page of figures.webSizes)
    if (!(page.gzipBytes > 0)) problems.push(`no JavaScript measured for ${page.page}`);
  if (figures.layoutShift.length === 0) problems.push('no layout shift was measured');
  for (const shift of figures.layoutShift) finite(`CLS of ${shift.page} ${shift.preset} ${shift.results}`, shift.cls);
  if (options.lighthouse) {
    if (!figures.lighthouse?.length) problems.push('Lighthouse gave no score');
    for (const score of figures.lighthouse ?? []) {
      if (score.runs.length === 0) problems.push(`Lighthouse ran ${score.page} ${score.preset} no time`);
      for (const [index, run] of score.runs.entries())
        for (const [name, value] of Object.entries(run))
          finite(`Lighthouse ${score.page} ${score.preset} run ${index + 1} ${name}`, value);
    }
  }
  return problems;
}

export function machine() {
  const debian = fs.existsSync('/etc/debian_version')
    ? `Debian ${fs.readFileSync('/etc/debian_version', 'utf8').trim()}`
    : os.type();
  return { cores: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version, os: debian };
}

/** Real runs: <timestamp>.json and latest.json; smoke runs: smoke.json (bench/results/ is git-ignored). */
/** Writes the run's JSON: `<kind>-smoke.json` for a smoke run, else a dated file and `<kind>-latest.json`. */
export function writeResults(dir: string, smoke: boolean, report: object, kind?: string): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const text = `${JSON.stringify(report, null, 2)}\n`;
  const prefix = kind ? `${kind}-` : '';
  const files = smoke
    ? [`${prefix}smoke.json`]
    : [`${prefix}${new Date().toISOString().replaceAll(':', '-')}.json`, `${prefix}latest.json`];
  for (const file of files) fs.writeFileSync(path.join(dir, file), text);
  return files.map((file) => path.join(dir, file));
}
