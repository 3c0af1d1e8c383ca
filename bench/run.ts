// `npm run bench`: the performance figures, measured on one local stack, as one
// table and a JSON file under bench/results/. Figures, not tests: a missed target does not
// change the exit code; a broken harness (a figure missing, NaN, every request failing) does.
//   --smoke           tiny sizes and 1-second loads (npm test runs this so the harness cannot rot)
//   --no-lighthouse   skip the Lighthouse scores (they take a few minutes)
//   --soak            only the soak: ten minutes of mixed traffic (with --smoke: two short ones)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import '../local/quiet-sdk-warning.js';
import './functions-env.js';
import { startStackProcess, type StackProcess } from '../local/stack-process.js';
import { measureBundles } from './bundles.js';
import { measureDigests } from './digests.js';
import { loadTest, type LatencyFigure } from './latency.js';
import { measureLayoutShift } from './layout-shift.js';
import { LIGHTHOUSE_PAGES, measureLighthouse } from './lighthouse.js';
import { prepareLoad } from './load-plan.js';
import { measureOpenConversation, openConversationProblems, openConversationRow } from './open-conversation.js';
import { measurePopularJob, popularJobProblems, popularJobRows } from './popular-job.js';
import { bigCompanyProblems, bigCompanyRows, measureBigCompany } from './big-company.js';
import { companyPagesProblems, companyPagesRows, measureCompanyPages } from './company-pages.js';
import { followFanoutProblems, followFanoutRows, measureFollowFanout } from './follow-fanout.js';
import { samplePeakMemory } from './memory.js';
import { formatTable, harnessProblems, machine, tableRows, writeResults, type Figures } from './report.js';
import { measureRestart } from './restart.js';
import { measureSearchCost } from './search-cost.js';
import { seedUpTo } from './seed.js';
import { runSoak, soakVerdict } from './soak.js';
import { listDepartments } from '#functions/jobs/departments.js';
import { searchJobs } from '#functions/jobs/job-search.js';
import { appLinks } from '#shared/web-paths.js';
import { measureWebSizes } from './web-size.js';
import { snapshotWebBuild } from './web-snapshot.js';

const args = new Set(process.argv.slice(2));
const smoke = args.has('--smoke');
const withLighthouse = !smoke && !args.has('--no-lighthouse');
const soak = args.has('--soak');
const settings = smoke
  ? {
      sizes: [20, 60],
      popularJobApplicants: 60,
      bigCompanyJobs: 60,
      connections: 2,
      seconds: 1,
      warmUpSeconds: 0,
      candidates: 2,
      applicationJobs: 100,
      digestAlerts: 20,
      followers: 250,
      jobPageBurst: { requests: 20, perSecond: 20 },
      bundles: { routes: 3, importRuns: 1 },
    }
  : {
      sizes: [1_000, 100_000],
      // The popular job.
      popularJobApplicants: 5_000,
      // The company of 5,000 jobs.
      bigCompanyJobs: 5_000,
      connections: 20,
      seconds: 20,
      warmUpSeconds: 10,
      candidates: 20,
      applicationJobs: 500,
      digestAlerts: 20_000,
      // The company with 10,000 followers.
      followers: 10_000,
      // The burst of visitors to one job: 200 requests in 10 s.
      jobPageBurst: { requests: 200, perSecond: 20 },
      bundles: { importRuns: 5 },
    };
const resultsDir = path.join(import.meta.dirname, 'results');
const started = new Date();
const log = (line: string) => console.log(`[bench ${Math.round((Date.now() - started.getTime()) / 1000)} s] ${line}`);

let stack: StackProcess | undefined;
let webDir: string | undefined;
const stop = async () => {
  const running = stack;
  stack = undefined;
  if (running) {
    await running.stop();
    fs.rmSync(running.dataDir, { recursive: true, force: true });
  }
  if (webDir) fs.rmSync(webDir, { recursive: true, force: true });
  webDir = undefined;
};
process.on('SIGINT', () => void stop().then(() => process.exit(130)));
process.on('SIGTERM', () => void stop().then(() => process.exit(143)));

async function main(): Promise<number> {
  webDir = await snapshotWebBuild(log);
  // Before the stack starts: a cold start has its instance to itself, and after the load
  // test the stack's JVM and Node were still busy (login: 61-66 ms there, 49 ms alone).
  log('Lambda bundles...');
  const { bundles, observability } = await measureBundles(settings.bundles);
  // The table lives in memory-backed storage when there is some, so the figures measure the
  // code and DynamoDB Local rather than the disk's fsync (and 900,000 items load in minutes).
  const tmp = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  log('Starting the local stack...');
  // The stack serves the snapshot as it is (settings.webDir).
  stack = await startStackProcess({ dataDir: fs.mkdtempSync(path.join(tmp, 'hiring-bench-')), webDir });
  // The data modules run in this process against the stack's DynamoDB (search cost, seeding).
  Object.assign(process.env, stack.env, { AWS_REGION: 'us-east-1' });

  // First, while the table holds only what these measurements add: the pages with none, a few
  // and a page of results, then Lighthouse with that handful of jobs.
  const layoutShift = await measureLayoutShift(stack, log, smoke ? { states: [0], publicPages: ['/find-work'] } : {});
  let lighthouse;
  if (withLighthouse) {
    log('Lighthouse...');
    // A failure here still leaves the other figures printed (and counts as a harness problem).
    // And the page of one of the jobs layout shift posted, as a search engine finds it.
    const [job] = (await searchJobs({ page: 1 })).jobs;
    // And its company's page, as a candidate follows the company's name there.
    const pages = [
      ...LIGHTHOUSE_PAGES,
      ...(job ? [appLinks.publicJob(job._id)] : []),
      ...(job?.employer.companySlug ? [appLinks.publicCompany(job.employer.companySlug)] : []),
    ];
    lighthouse = await measureLighthouse(stack.appUrl, pages).catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      return [];
    });
  }

  log(`Search cost at ${settings.sizes.map((size) => size.toLocaleString('en')).join(' and ')} jobs...`);
  const searchCost = await measureSearchCost(settings.sizes, log);
  log('An open conversation with nothing new, a minute of polls...');
  const openConversation = await measureOpenConversation(stack);
  log(`A popular job: ${settings.popularJobApplicants.toLocaleString('en')} applicants, paged...`);
  const popularJob = await measurePopularJob(stack, settings.popularJobApplicants);
  log(`A big company: ${settings.bigCompanyJobs.toLocaleString('en')} jobs, paged and searched...`);
  const bigCompany = await measureBigCompany(stack, settings.bigCompanyJobs);
  log('Its public page, a candidate’s saved jobs, a job’s page with similar jobs...');
  const companyPages = await measureCompanyPages(stack, bigCompany);
  log(`A new job told to ${settings.followers.toLocaleString('en')} followers...`);
  const followFanout = await measureFollowFanout(stack, settings.followers);

  log('Preparing the load test (users, jobs to apply to)...');
  const plan = await prepareLoad(stack, {
    candidates: settings.candidates,
    jobs: settings.applicationJobs,
    jobFilters: searchCost.jobFilters,
  });
  const memory = samplePeakMemory(stack.child.pid!);
  const latency: LatencyFigure[] = [];
  for (const [call, next] of Object.entries(plan.requests)) {
    const load = { call, baseUrl: stack.appUrl, connections: settings.connections, next };
    // Not recorded: the first calls load the handler's modules and warm the JIT (a cold
    // start, which the bundle figures measure); the figure is the steady state under load.
    // 10 s, because the stack's compilers (V8, and DynamoDB Local's JVM) take that long to
    // settle: from a fresh stack, search-jobs in 10-second rounds had p99 98, 41, 36 ms.
    if (settings.warmUpSeconds > 0) await loadTest({ ...load, seconds: settings.warmUpSeconds });
    log(`Load: ${call}, ${settings.connections} connections for ${settings.seconds} s...`);
    latency.push(await loadTest({ ...load, seconds: settings.seconds }));
  }
  const burst = settings.jobPageBurst;
  // Not recorded: the first request loads the function and the web build's renderer (a cold start).
  await fetch(new URL(plan.oneJobPage().path, stack.appUrl)).then((response) => response.arrayBuffer());
  log(`Burst: ${burst.requests} requests to one job's page at ${burst.perSecond} a second...`);
  const jobPageBurst = await loadTest({
    call: 'jobPageBurst',
    baseUrl: stack.appUrl,
    connections: 10,
    paced: burst,
    next: plan.oneJobPage,
  });
  const peakMemoryBytes = memory.stop();
  const applications = latency.find((figure) => figure.call === 'applyToJob');
  if (applications && applications.requests > plan.applicationPairs)
    log(
      `Warning: ${applications.requests} applications for ${plan.applicationPairs} distinct pairs: repeats answer 409`,
    );

  // The biggest table, as a user restarts on it.
  log(`Restart on the table of ${Math.max(...settings.sizes).toLocaleString('en')} jobs...`);
  const restart = await measureRestart(stack, Math.max(...settings.sizes), {
    webDir,
    signedIn: [plan.requests.getJobCandidate(), plan.requests.getUser()],
  });
  stack = restart.stack;

  // Last, on that table: a digest at volume takes as long as its paced sends.
  log(`Job alert digests: ${settings.digestAlerts.toLocaleString('en')} alerts...`);
  const digests = await measureDigests(stack.mailboxUrl, settings.digestAlerts, log);

  const webSizes = measureWebSizes(
    {
      '/home': [],
      '/dashboard/find-jobs': ['src/app/routes/dashboard.tsx', 'src/app/routes/find-jobs.tsx'],
    },
    webDir,
  );
  await stop();

  const figures: Figures = {
    searchCost,
    latency,
    jobPageBurst,
    peakMemoryBytes,
    restart: restart.figure,
    digests,
    bundles,
    observability,
    webSizes,
    layoutShift,
    lighthouse,
  };
  const rows = [
    ...tableRows(figures),
    openConversationRow(openConversation),
    ...popularJobRows(popularJob),
    ...bigCompanyRows(bigCompany),
    ...companyPagesRows(companyPages),
    ...followFanoutRows(followFanout),
  ];
  console.log(`\n${formatTable(rows)}\n`);
  const files = writeResults(resultsDir, smoke, {
    startedAt: started.toISOString(),
    finishedAt: new Date().toISOString(),
    command: `tsx bench/run.ts ${process.argv.slice(2).join(' ')}`.trim(),
    machine: machine(),
    settings,
    table: rows,
    figures: {
      ...figures,
      openConversation,
      popularJob,
      bigCompany: { ...bigCompany, owner: undefined, openJobIDs: undefined },
      companyPages,
      followFanout,
    },
  });
  console.log(`Written: ${files.map((file) => path.relative(process.cwd(), file)).join(', ')}`);
  const problems = [
    ...harnessProblems(figures, { lighthouse: withLighthouse }),
    ...openConversationProblems(openConversation),
    ...popularJobProblems(popularJob),
    ...bigCompanyProblems(bigCompany),
    ...companyPagesProblems(companyPages),
    ...followFanoutProblems(followFanout),
  ];
  for (const problem of problems) console.error(`Harness problem: ${problem}`);
  return problems.length > 0 ? 1 : 0;
}

/** The soak alone, on a stack of its own with 1,000 jobs (60 with --smoke). */
async function soakMain(): Promise<number> {
  // Twenty people sign in again and again from this one address: not what the address limit is for.
  process.env.RATE_LIMIT_PER_ADDRESS = '1000000';
  // One employer makes every stage move of the mix, as a whole team would.
  process.env.RATE_LIMIT_STAGE_MOVES_PER_MEMBER = '1000000';
  const tmp = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  log('Starting the local stack...');
  stack = await startStackProcess({ dataDir: fs.mkdtempSync(path.join(tmp, 'hiring-soak-')) });
  Object.assign(process.env, stack.env, { AWS_REGION: 'us-east-1' });
  const departments = (await listDepartments()).map((department) => department.name);
  await seedUpTo(
    { jobs: 0, candidates: 0 },
    { jobs: smoke ? 60 : 1_000, candidates: smoke ? 11 : 100 },
    departments,
    log,
  );
  const plan = await prepareLoad(stack, { candidates: 20, jobs: smoke ? 50 : 500, jobFilters: {} });
  const options = smoke
    ? { minutes: 2, secondsPerMinute: 5, rate: 20, connections: 4 }
    : { minutes: 10, secondsPerMinute: 60, rate: 60, connections: 10 };
  log(`Soak: ${options.minutes} x ${options.secondsPerMinute} s at ${options.rate} requests a second...`);
  const minutes = await runSoak({ baseUrl: stack.appUrl, pid: stack.child.pid! }, plan, options, log);
  await stop();
  const verdict = soakVerdict(minutes);
  console.log(
    `\nsoak: ${minutes.reduce((sum, minute) => sum + minute.requests, 0)} requests, ${verdict.failed} failed (target 0); memory ${verdict.memoryFlat ? 'flat' : 'NOT flat'} (last minute within 10% of the second)\n`,
  );
  const files = writeResults(
    resultsDir,
    smoke,
    {
      startedAt: started.toISOString(),
      finishedAt: new Date().toISOString(),
      command: `tsx bench/run.ts ${process.argv.slice(2).join(' ')}`.trim(),
      machine: machine(),
      soak: { options, minutes, ...verdict },
    },
    'soak',
  );
  console.log(`Written: ${files.map((file) => path.relative(process.cwd(), file)).join(', ')}`);
  // A broken harness, not a missed target: a minute that sent nothing.
  return minutes.every((minute) => minute.requests > 0) ? 0 : 1;
}

try {
  process.exitCode = soak ? await soakMain() : await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await stop();
}
// Open handles (SDK sockets) must not keep a finished run alive.
process.exit(process.exitCode);
