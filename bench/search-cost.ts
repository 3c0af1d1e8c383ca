// Figure 1: what one search request costs, by table size. The data functions behind
// search-jobs and get-candidates run in this process against the stack's DynamoDB; a
// middleware on the shared document client counts the items DynamoDB read (ScannedCount of
// each Query, Responses of each BatchGetItem, the Item of a GetItem) and the capacity it
// reports as consumed. A job's public page runs its whole function (handlers/job-page.ts).
// Every combination of filters (each on or off) is asked for pages 1 and 2 (page 2 with the
// cursor of page 1, as the web app does).
import { dynamo } from '#platform/clients/dynamodb.js';
import { listMyApplications } from '#functions/applications/my-applications.js';
import { searchCandidates } from '#functions/candidates/candidates.js';
import { listDepartments } from '#functions/jobs/departments.js';
import { newJobsMatching, SEARCH_PAGE_READS, searchJobs } from '#functions/jobs/job-search.js';
import { PAGE_SIZE } from '#shared/constants.js';
import { MATCHING_PAGE_READS } from '#platform/dynamodb/cursor-pages.js';
import { searchJobsQuery } from '#shared/schemas/jobs.js';
import { createJob, deleteJob, setJobActive, updateJob } from '#functions/jobs/job-writes.js';
import { handler as jobPageHandler } from '#functions/jobs/handlers/job-page.js';
import { jobsOfMonthSitemap, publicPagesSitemap, sitemapIndex } from '#functions/jobs/job-sitemap.js';
import { applicationKey } from '#functions/applications/application-items.js';
import { getTeam } from '#functions/teams/companies.js';
import { getJobInsights } from '#functions/applications/job-insights.js';
import { addConversationEntry, CONVERSATIONS_PAGE_SIZE, openConversation } from '#functions/messages/conversations.js';
import { listMessages, MESSAGES_PAGE_SIZE } from '#functions/messages/conversation-messages.js';
import { listConversations } from '#functions/messages/inboxes.js';
import { conversationIdOf } from '#shared/conversation-ids.js';
import { pickInterviewTime, proposeInterview } from '#functions/interviews/interviews.js';
import { listUpcomingInterviews, UPCOMING_SHOWN } from '#functions/interviews/interview-lists.js';
import { createJobAlert, listJobAlerts } from '#functions/job-alerts/job-alerts.js';
import { cleanUpAccounts } from '#functions/privacy/account-cleanup.js';
import { unconfirmedListing } from '#functions/accounts/accounts.js';
import { collectMyData } from '#functions/privacy/my-data.js';
import { JOB_ALERTS_MAX } from '#shared/schemas/job-alerts.js';
import { companyKey, memberKey } from '#functions/teams/company-items.js';
import { invitationKey } from '#functions/teams/invitations.js';
import { userKey, type UserProfile } from '#functions/accounts/users.js';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { localInvocation } from '../local/gateway.js';
import { opsQueuePage } from '#functions/flows/ops-queue.js';
import { auditPage, fileReport, writeAuditEntry } from '#functions/trust/index.js';
import { QUEUE_REPORTS_SHOWN } from '#shared/schemas/trust.js';
import {
  BASE_TIME,
  batchWriteAll,
  benchCandidateItems,
  benchJobFields,
  DIGEST_WINDOW_MINUTES,
  seedUpTo,
} from './seed.js';

export interface SearchCostRequest {
  filters: Record<string, string>;
  page: number;
  results: number;
  itemsRead: number;
  capacityUnits: number;
  /** Requests to DynamoDB the call made (Query, BatchGetItem, ...). */
  roundTrips: number;
}

export interface SearchCostSummary {
  requests: number;
  maxItemsRead: number;
  meanItemsRead: number;
  maxCapacityUnits: number;
  meanCapacityUnits: number;
  maxRoundTrips: number;
  meanRoundTrips: number;
  /** Results a page held: selective searches can answer short pages that are not the last. */
  minResults: number;
  meanResults: number;
}

type Measured = SearchCostSummary & { perRequest: SearchCostRequest[] };

export interface SearchCostAtSize {
  jobs: number;
  candidates: number;
  seedSeconds: number;
  /** Without a title, every combination of the filters. */
  searchJobs: Measured;
  /** With a one-word title (the start of a word), every combination of the filters. */
  searchJobsOneWord: Measured;
  /** With a two-word title ("<word> <start of the next>"), every combination of the filters. */
  searchJobsTwoWords: Measured;
  /**
   * Every combination of the remote-fit filters (minimum pay, apply-from, overlap with a
   * reader's day), each without a title, with one word and with two: the selective searches.
   */
  searchJobsRemoteFit: Measured;
  getCandidates: Measured;
  getCandidatesOneWord: Measured;
  getCandidatesTwoWords: Measured;
  /** A candidate's My applications (pages 1 and 2 of 25 applications). */
  getMyApplications: SearchCostSummary & { perRequest: SearchCostRequest[] };
  /** The applicant's inbox (pages 1 and 2 of BENCH_APPLICATIONS conversations), with their unread marks. */
  getConversations: Measured;
  /** One conversation of BENCH_MESSAGES messages (the newest page and the older one), with its access check. */
  getConversation: Measured;
  /** The applicant's "Upcoming interviews" with BENCH_UPCOMING confirmed ones: the next UPCOMING_SHOWN. */
  getUpcomingInterviews: Measured;
  /** A company's team screen (BENCH_TEAM members and invitations): bounded by the company, not the table. */
  getTeam: SearchCostSummary & { perRequest: SearchCostRequest[] };
  /** A candidate's job alerts (JOB_ALERTS_MAX of them). */
  getJobAlerts: Measured;
  /** The daily digest's search of one alert (newJobsMatching) over the jobs of the last DIGEST_WINDOW_MINUTES. */
  jobAlertDigest: Measured;
  /** Download my data of the candidate with BENCH_APPLICATIONS applications and JOB_ALERTS_MAX alerts. */
  exportMyData: Measured;
  /** One run of the hourly account clean-up with BENCH_STALE_SIGNUPS week-old unconfirmed sign-ups due. */
  accountCleanup: Measured;
  /** GET /jobs/{jobID} of an open job, rendered by its function. */
  jobPageOpen: Measured;
  /** The page of a closed job. */
  jobPageClosed: Measured;
  /** The page of a deleted job: its tombstone and one page of similar open jobs. */
  jobPageDeleted: Measured;
  /** A job's insights (applications/job-insights.ts, pattern 30), their counters already built. */
  getJobInsights: Measured;
  /** The operators' review queue (pages 1 and 2 of BENCH_QUEUE reported jobs, two reports each) with what each is. */
  getOpsQueue: Measured;
  /** The operators' audit log (pages 1 and 2 of BENCH_QUEUE entries). */
  getOpsAudit: Measured;
  /** What the sitemap reads at this size: not bounded by a page, each month's follows that month's open jobs. */
  sitemap: SitemapReads;
}

/** Reads of one sitemap document: items DynamoDB read, capacity, requests, and URLs it lists. */
export interface SitemapDocumentReads {
  itemsRead: number;
  capacityUnits: number;
  roundTrips: number;
  urls: number;
}

/** The sitemap (functions/jobs/job-sitemap.ts, pattern 27): its index, the public pages' sitemap, each month's. */
export interface SitemapReads {
  index: SitemapDocumentReads;
  pages: SitemapDocumentReads;
  months: (SitemapDocumentReads & { month: string })[];
}

/** The calls measured at each size, as the report names them. */
export const SEARCH_COST_CALLS = [
  ['search-jobs', 'searchJobs'],
  ['search-jobs, one-word title', 'searchJobsOneWord'],
  ['search-jobs, two-word title', 'searchJobsTwoWords'],
  ['search-jobs, remote-fit filters (and words)', 'searchJobsRemoteFit'],
  ['get-candidates', 'getCandidates'],
  ['get-candidates, one-word title', 'getCandidatesOneWord'],
  ['get-candidates, two-word title', 'getCandidatesTwoWords'],
  ['get-my-applications', 'getMyApplications'],
  ['get-conversations', 'getConversations'],
  ['get-conversation', 'getConversation'],
  ['get-upcoming-interviews', 'getUpcomingInterviews'],
  ['get-team', 'getTeam'],
  ['get-job-alerts', 'getJobAlerts'],
  ['job alert digest, per alert', 'jobAlertDigest'],
  ['export-my-data, candidate', 'exportMyData'],
  ['account clean-up run, 3 sign-ups due', 'accountCleanup'],
  ['job page (/jobs/{jobID}), open job', 'jobPageOpen'],
  ['job page, closed job', 'jobPageClosed'],
  ['job page, deleted job (410, similar jobs)', 'jobPageDeleted'],
  ['get-job-insights', 'getJobInsights'],
  ['get-ops-queue (the console’s review queue)', 'getOpsQueue'],
  ['get-ops-audit (the console’s audit log)', 'getOpsAudit'],
] as const satisfies readonly (readonly [string, keyof SearchCostAtSize])[];

export type SearchCostCall = (typeof SEARCH_COST_CALLS)[number][1];

/**
 * The job searches, and the job pages whose similar jobs are searched: bounded by their budget,
 * so their cost grows with a search's rarity, not the table.
 */
const JOB_SEARCH_CALLS: readonly SearchCostCall[] = [
  'searchJobs',
  'searchJobsOneWord',
  'searchJobsTwoWords',
  'searchJobsRemoteFit',
  'jobPageOpen',
  'jobPageClosed',
];

/** Items a job change writes (TransactWrite items, BatchWrite requests, single writes), and the capacity used. */
export interface JobWrites {
  addJob: { itemsWritten: number; capacityUnits: number };
  /** update-job with a new title (word lists moved, every entry's card rewritten). */
  updateJobTitle: { itemsWritten: number; capacityUnits: number };
  /** update-job changing the pay only (every entry's card rewritten, pay bands moved). */
  updateJobPay: { itemsWritten: number; capacityUnits: number };
  /** The countries the measured job is open to. */
  applicantCountries: number;
  title: string;
  newTitle: string;
}

export interface SearchCostFigure {
  sizes: SearchCostAtSize[];
  writes: JobWrites;
  /** The filter values used (the load test searches with them too). */
  jobFilters: Record<string, string>;
  candidateFilters: Record<string, string>;
  /**
   * The bound, 2 x PAGE_SIZE + 1 (a page of entries plus one, and a read of the page's
   * items). Both searches now read the entries alone (PAGE_SIZE + 1); the integration test
   * search-jobs-reads holds the job search to that.
   */
  bound: number;
  /** The most a request read is the same at every size, for both calls. */
  identicalAcrossSizes: boolean;
  withinBound: boolean;
  /** What get-team may read: the company, its members and invitations (one Query), and the members' profiles. */
  teamBound: number;
  /** Each call's most items read per request. */
  bounds: Record<SearchCostCall, number>;
}

let counting = false;
const meter = { itemsRead: 0, capacityUnits: 0, itemsWritten: 0, roundTrips: 0 };

/** Items a write command writes: each of a transaction, each request of a batch, else one. */
function itemsWrittenBy(commandName: string, input: Record<string, unknown>): number {
  if (commandName.startsWith('TransactWrite')) return (input.TransactItems as unknown[]).length;
  if (commandName.startsWith('BatchWrite'))
    return Object.values(input.RequestItems as Record<string, unknown[]>).reduce((sum, list) => sum + list.length, 0);
  return /^(Put|Update|Delete)/.test(commandName) ? 1 : 0;
}

/** Counts items read by every Query and BatchGetItem, and items written, while `counting` is set (seeding is not counted). */
function installMeter() {
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      if (counting) (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      if (!counting) return result;
      meter.roundTrips += 1;
      meter.itemsWritten += itemsWrittenBy(context.commandName ?? '', args.input as Record<string, unknown>);
      const output = result.output as {
        ScannedCount?: number;
        Responses?: Record<string, unknown[]>;
        Item?: unknown;
        ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[];
      };
      meter.itemsRead += output.ScannedCount ?? 0;
      for (const items of Object.values(output.Responses ?? {})) meter.itemsRead += items.length;
      if (output.Item) meter.itemsRead += 1;
      const consumed = output.ConsumedCapacity;
      for (const entry of Array.isArray(consumed) ? consumed : consumed ? [consumed] : [])
        meter.capacityUnits += entry.CapacityUnits ?? 0;
      return result;
    },
    { step: 'initialize', name: 'benchSearchCost' },
  );
}

/** Every subset of `filters`: 2^n combinations, from none to all. */
export function combinations(filters: Record<string, string>): Record<string, string>[] {
  return Object.entries(filters).reduce<Record<string, string>[]>(
    (all, [name, value]) => all.flatMap((combination) => [combination, { ...combination, [name]: value }]),
    [{}],
  );
}

/** The value tuple most seeded items share, so every combination matches some items at every size. */
function mostCommon(rows: Record<string, string>[]): Record<string, string> {
  const counts = new Map<string, { row: Record<string, string>; count: number }>();
  for (const row of rows) {
    const key = JSON.stringify(row);
    counts.set(key, { row, count: (counts.get(key)?.count ?? 0) + 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count)[0]!.row;
}

async function measure<T extends { pagination: { nextCursor?: string } }>(
  filterSets: Record<string, string>[],
  call: (filters: Record<string, string>, page: number, cursor?: string) => Promise<T>,
  count: (result: T) => number,
): Promise<SearchCostSummary & { perRequest: SearchCostRequest[] }> {
  const perRequest: SearchCostRequest[] = [];
  for (const filters of filterSets) {
    let cursor: string | undefined;
    for (const page of [1, 2]) {
      if (page === 2 && !cursor) break;
      Object.assign(meter, { itemsRead: 0, capacityUnits: 0, itemsWritten: 0, roundTrips: 0 });
      counting = true;
      const result = await call(filters, page, cursor).finally(() => (counting = false));
      perRequest.push({
        filters,
        page,
        results: count(result),
        itemsRead: meter.itemsRead,
        capacityUnits: meter.capacityUnits,
        roundTrips: meter.roundTrips,
      });
      cursor = result.pagination.nextCursor;
    }
  }
  const reads = perRequest.map((request) => request.itemsRead);
  const units = perRequest.map((request) => request.capacityUnits);
  const trips = perRequest.map((request) => request.roundTrips);
  const mean = (values: number[]) =>
    Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;
  return {
    requests: perRequest.length,
    maxItemsRead: Math.max(...reads),
    meanItemsRead: mean(reads),
    maxCapacityUnits: Math.max(...units),
    meanCapacityUnits: mean(units),
    maxRoundTrips: Math.max(...trips),
    meanRoundTrips: mean(trips),
    minResults: Math.min(...perRequest.map((request) => request.results)),
    meanResults: mean(perRequest.map((request) => request.results)),
    perRequest,
  };
}

/**
 * Seeds up to each size in turn (jobs; candidates are a tenth of them, at least 11) and
 * measures both searches. The process environment must already point the data modules at
 * the stack.
 */
export async function measureSearchCost(
  sizes: number[],
  log: (line: string) => void = () => {},
): Promise<SearchCostFigure> {
  installMeter();
  const departments = (await listDepartments()).map((department) => department.name);
  const smallest = Math.min(...sizes);
  // The most common job of at least two words, so that both title queries find a page.
  const jobFilters = mostCommon(
    Array.from({ length: smallest }, (_, index) => {
      const job = benchJobFields(index, departments);
      return { jobTitle: job.jobTitle, jobType: job.jobType, department: job.department, country: job.country };
    }).filter((job) => job.jobTitle.includes(' ')),
  );
  const candidateFilters = mostCommon(
    Array.from({ length: Math.max(Math.ceil(smallest / 10), PAGE_SIZE + 1) }, (_, index) => {
      const profile = benchCandidateItems(index)[0] as { jobTitle: string; country: string; jobType: string };
      return { jobTitle: profile.jobTitle, country: profile.country, jobType: profile.jobType };
    }).filter((profile) => profile.jobTitle.includes(' ')),
  );
  /** Every combination of the filters, with the title as asked: none, its first word, or "<first word> <3 letters>". */
  const withTitles = ({ jobTitle, ...filters }: Record<string, string>) => {
    const [first, second] = jobTitle!.split(' ') as [string, string];
    return {
      none: combinations(filters),
      oneWord: combinations(filters).map((combination) => ({ ...combination, jobTitle: first })),
      twoWords: combinations(filters).map((combination) => ({
        ...combination,
        jobTitle: `${first} ${second.slice(0, 3)}`,
      })),
    };
  };
  const jobSearches = withTitles(jobFilters);
  const [firstWord, secondWord] = jobFilters.jobTitle!.split(' ') as [string, string];
  const remoteFitSearches = combinations(REMOTE_FIT_FILTERS)
    .map((groups) => Object.assign({}, ...Object.values(groups).map((group) => JSON.parse(group) as object)))
    .flatMap((filters: Record<string, string>) => [
      filters,
      { ...filters, jobTitle: firstWord },
      { ...filters, jobTitle: `${firstWord} ${secondWord.slice(0, 3)}` },
    ]);
  const candidateSearches = withTitles(candidateFilters);
  // Through the route's schema, as the handler takes them: numbers, cases and defaults.
  const searchJobsPage = (filters: Record<string, string>, page: number, cursor?: string) =>
    searchJobs(searchJobsQuery.parse({ ...filters, page: String(page), ...(cursor ? { cursor } : {}) }));
  const jobsOf = (result: { jobs: unknown[] }) => result.jobs.length;
  const searchCandidatesPage = (filters: Record<string, string>, page: number, cursor?: string) =>
    searchCandidates({ ...filters, page, cursor });
  const candidatesOf = (result: { candidates: unknown[] }) => result.candidates.length;
  const results: SearchCostAtSize[] = [];
  let seeded = { jobs: 0, candidates: 0 };
  let applicant: string | undefined;
  let team: string | undefined;
  let alerts: Record<string, string>[] | undefined;
  let pageJobs: JobPageJobs | undefined;
  let conversationID: string | undefined;
  let interviewsSeeded = false;
  let opsQueueSeeded = false;
  for (const size of sizes) {
    // At least a page and one more, so tiny (smoke) sizes still fill a page of candidates.
    const target = { jobs: size, candidates: Math.max(Math.ceil(size / 10), PAGE_SIZE + 1) };
    log(`Seeding ${target.jobs.toLocaleString('en')} jobs and ${target.candidates.toLocaleString('en')} candidates...`);
    const seedSeconds = await seedUpTo(seeded, target, departments, log);
    seeded = target;
    applicant ??= await seedApplications(BENCH_APPLICATIONS);
    team ??= await seedTeam();
    alerts ??= await seedJobAlerts(applicant, jobFilters);
    pageJobs ??= await seedJobPageJobs(departments);
    // Seeded as items, the job has no insights yet: the first view builds them (read once).
    await getJobInsights(pageJobs.open);
    conversationID ??= await seedConversations(applicant);
    if (!interviewsSeeded) await seedUpcomingInterviews(applicant);
    interviewsSeeded = true;
    if (!opsQueueSeeded) await seedOpsQueue();
    opsQueueSeeded = true;
    const conversation = conversationID;
    const candidateID = applicant;
    const alertSearches = alerts;
    const companyID = team;
    const jobPages = pageJobs;
    results.push({
      ...target,
      seedSeconds: Math.round(seedSeconds),
      searchJobs: await measure(jobSearches.none, searchJobsPage, jobsOf),
      searchJobsOneWord: await measure(jobSearches.oneWord, searchJobsPage, jobsOf),
      searchJobsTwoWords: await measure(jobSearches.twoWords, searchJobsPage, jobsOf),
      searchJobsRemoteFit: await measure(remoteFitSearches, searchJobsPage, jobsOf),
      getCandidates: await measure(candidateSearches.none, searchCandidatesPage, candidatesOf),
      getCandidatesOneWord: await measure(candidateSearches.oneWord, searchCandidatesPage, candidatesOf),
      getCandidatesTwoWords: await measure(candidateSearches.twoWords, searchCandidatesPage, candidatesOf),
      getMyApplications: await measure(
        [{}],
        (_filters, page, cursor) => listMyApplications(candidateID, page, cursor),
        (result) => result.applications.length,
      ),
      getConversations: await measure(
        [{}],
        (_filters, _page, cursor) => listConversations(benchCandidate(candidateID), cursor),
        (result) => result.conversations.length,
      ),
      getConversation: await measure(
        [{}],
        async (_filters, _page, cursor) => {
          // As the handler: the access check, then the page (the older page by its cursor).
          await openConversation(benchCandidate(candidateID), conversation);
          const { messages, olderCursor } = await listMessages(conversation, candidateID, cursor);
          return { messages, pagination: { nextCursor: olderCursor } };
        },
        (result) => result.messages.length,
      ),
      getUpcomingInterviews: await measure(
        [{}],
        async () => ({ interviews: await listUpcomingInterviews(benchCandidate(candidateID)), pagination: {} }),
        (result) => result.interviews.length,
      ),
      getTeam: await measure(
        [{}],
        async () => ({ ...(await getTeam(companyID)), pagination: {} }),
        (result) => result.members.length + result.invitations.length,
      ),
      getJobAlerts: await measure(
        [{}],
        async () => ({ alerts: await listJobAlerts(candidateID), pagination: {} }),
        (result) => result.alerts.length,
      ),
      // Seeded job i is posted i minutes before BASE_TIME at every size: the same new jobs.
      jobAlertDigest: await measure(
        alertSearches,
        async (search) => ({
          jobs: (await newJobsMatching(search, new Date(BASE_TIME - DIGEST_WINDOW_MINUTES * 60_000).toISOString(), 10))
            .jobs,
          pagination: {},
        }),
        (result) => result.jobs.length,
      ),
      exportMyData: await measure(
        [{}],
        async () => ({ ...(await collectMyData(benchCandidate(candidateID))), pagination: {} }),
        (result) => result.applications.length + result.jobAlerts.length,
      ),
      accountCleanup: await measure(
        [{}],
        async () => ({ ...(await cleanUpAccounts(await seedStaleSignups(size))), pagination: {} }),
        (result) => result.deletionsFinished + result.unconfirmedRemoved,
      ),
      jobPageOpen: await measure(
        [{}],
        () => jobPage(jobPages.open, 200),
        () => 1,
      ),
      jobPageClosed: await measure(
        [{}],
        () => jobPage(jobPages.closed, 200),
        () => 1,
      ),
      jobPageDeleted: await measure(
        [{}],
        () => jobPage(jobPages.deleted, 410),
        () => 1,
      ),
      getJobInsights: await measure(
        [{}],
        async () => ({ ...(await getJobInsights(jobPages.open)), pagination: {} }),
        () => 1,
      ),
      getOpsQueue: await measure(
        [{}],
        async (_filters, _page, cursor) => {
          const { items, nextCursor } = await opsQueuePage(cursor);
          return { items, pagination: { nextCursor } };
        },
        (result) => result.items.length,
      ),
      getOpsAudit: await measure(
        [{}],
        async (_filters, _page, cursor) => {
          const { entries, nextCursor } = await auditPage(cursor);
          return { entries, pagination: { nextCursor } };
        },
        (result) => result.entries.length,
      ),
      sitemap: await measureSitemap(),
    });
  }
  const bound = 2 * PAGE_SIZE + 1;
  const bounds = Object.fromEntries(SEARCH_COST_CALLS.map(([, call]) => [call, bound])) as Record<
    SearchCostCall,
    number
  >;
  // A search whose list is not its only condition reads on until its page is full, within its budget.
  for (const call of JOB_SEARCH_CALLS) bounds[call] = SEARCH_PAGE_READS;
  bounds.getTeam = TEAM_BOUND;
  // A page of conversations and one more, and the reader's unread marks of the page (one BatchGetItem).
  bounds.getConversations = 2 * CONVERSATIONS_PAGE_SIZE + 1;
  // The access check's one BatchGetItem (application, job, conversation, unread mark) and a page of messages and one more.
  bounds.getConversation = 4 + MESSAGES_PAGE_SIZE + 1;
  // One Query of the side's upcoming index: twice the shown number at most (some may have ended).
  bounds.getUpcomingInterviews = 2 * UPCOMING_SHOWN;
  bounds.getJobAlerts = JOB_ALERTS_MAX;
  // Its entries of the window (at most one per new job, 11 a Query) and a read of the 10 jobs listed.
  bounds.jobAlertDigest = DIGEST_WINDOW_MINUTES + 11 + 10;
  // The candidate's own items: applications, alerts and their count, their conversations with
  // an unread mark each, and those conversations' messages (with two entries per seeded interview:
  // its proposal and its pick) and the interviews; nothing of the table's size.
  bounds.exportMyData =
    BENCH_APPLICATIONS +
    JOB_ALERTS_MAX +
    1 +
    2 * BENCH_APPLICATIONS +
    BENCH_MESSAGES +
    (BENCH_APPLICATIONS - 1) +
    3 * BENCH_UPCOMING;
  // Per sign-up due: its listing and its own partition (the profile); the lists are read on their keys.
  bounds.accountCleanup = 2 * BENCH_STALE_SIGNUPS;
  // The job's own item, and its similar jobs: two searches of one Query (jobs/similar-jobs.ts).
  bounds.jobPageOpen = 1 + 2 * MATCHING_PAGE_READS;
  bounds.getJobInsights = 1;
  // A page of targets and one more, each target's newest open reports, and what the page's targets are (a job and its company each).
  bounds.getOpsQueue = PAGE_SIZE + 1 + PAGE_SIZE * QUEUE_REPORTS_SHOWN + 2 * PAGE_SIZE;
  bounds.getOpsAudit = PAGE_SIZE + 1;
  bounds.jobPageClosed = 1 + 2 * MATCHING_PAGE_READS;
  // Its tombstone (the job's GetItem finds nothing), then one page of the job search by a title word.
  bounds.jobPageDeleted = 1 + bound;
  const maxRead = (size: SearchCostAtSize, call: SearchCostCall) => (size[call] as SearchCostSummary).maxItemsRead;
  return {
    sizes: results,
    writes: await measureJobWrites(departments),
    jobFilters: { ...jobFilters, jobTitle: jobSearches.oneWord[0]!.jobTitle! },
    candidateFilters: { ...candidateFilters, jobTitle: candidateSearches.oneWord[0]!.jobTitle! },
    bound,
    teamBound: TEAM_BOUND,
    bounds,
    identicalAcrossSizes: SEARCH_COST_CALLS.filter(([, call]) => !JOB_SEARCH_CALLS.includes(call)).every(([, call]) =>
      results.every((size) => maxRead(size, call) === maxRead(results[0]!, call)),
    ),
    withinBound: results.every((size) => SEARCH_COST_CALLS.every(([, call]) => maxRead(size, call) <= bounds[call])),
  };
}

/** Who posts the jobs the bench adds itself (no account: creating a job reads neither). */
const BENCH_EMPLOYER = {
  poster: { userID: '00000000-0000-4000-8000-a11100000000', firstName: 'Bench', lastName: 'Writer' } as UserProfile,
  company: { companyID: '00000000-0000-4000-8000-a11100000001', companyName: 'Bench Writes Co' },
};

/** The jobs whose public pages are measured: a seeded open one, and one closed and one deleted here. */
interface JobPageJobs {
  open: string;
  closed: string;
  deleted: string;
}

async function seedJobPageJobs(departments: readonly string[]): Promise<JobPageJobs> {
  const [open] = (await searchJobs({ page: 1 })).jobs;
  if (!open) throw new Error('No open job to open the page of: the seeding is broken');
  const { poster, company } = BENCH_EMPLOYER;
  // A seeded job's fields: the deleted one's title word finds similar open jobs, as it would.
  const form = { ...benchJobFields(0, departments), applicantCountries: [] } as Parameters<typeof createJob>[2];
  const { jobID: closed } = await createJob(poster, company, form);
  await setJobActive(company.companyID, closed, false);
  const { jobID: deleted } = await createJob(poster, company, form);
  await deleteJob(company.companyID, deleted);
  return { open: open._id, closed, deleted };
}

/** A job's public page through its function, as the gateway or CloudFront invokes it; any other status than `expected` breaks the run. */
async function jobPage(jobID: string, expected: number) {
  const path = `/jobs/${jobID}`;
  const routeKey = 'GET /jobs/{jobID}';
  // What the handler and its middlewares read of API Gateway's event.
  const event = {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: {},
    pathParameters: { jobID },
    requestContext: { routeKey, requestId: 'bench', http: { method: 'GET', path, sourceIp: '127.0.0.1' } },
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
  const answer = await jobPageHandler(event, localInvocation('jobPage'));
  if (answer.statusCode !== expected) throw new Error(`${path} answered ${answer.statusCode}, not ${expected}`);
  return { pagination: {} };
}

const SITEMAP_SITE = 'https://bench.example';

/** The reads of one sitemap document, and the URLs (<loc>) it lists. */
async function sitemapDocumentReads(
  write: () => Promise<string>,
): Promise<{ reads: SitemapDocumentReads; urls: string[] }> {
  Object.assign(meter, { itemsRead: 0, capacityUnits: 0, itemsWritten: 0, roundTrips: 0 });
  counting = true;
  const xml = await write().finally(() => (counting = false));
  const urls = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
  const { itemsRead, capacityUnits, roundTrips } = meter;
  return { reads: { itemsRead, capacityUnits, roundTrips, urls: urls.length }, urls };
}

/**
 * The whole sitemap as a crawler reads it: the index, the pages' sitemap, and the sitemap of
 * each month the index names. The seeded jobs are posted up to BASE_TIME: the index is asked
 * as of then, so it names the seeded months.
 */
async function measureSitemap(): Promise<SitemapReads> {
  const index = await sitemapDocumentReads(() => sitemapIndex(SITEMAP_SITE, new Date(BASE_TIME)));
  const pages = await sitemapDocumentReads(() => publicPagesSitemap(SITEMAP_SITE));
  const months = [];
  for (const month of index.urls.flatMap((url) => /jobs-(\d{4}-\d{2})\.xml$/.exec(url)?.[1] ?? []))
    months.push({ month, ...(await sitemapDocumentReads(() => jobsOfMonthSitemap(SITEMAP_SITE, month))).reads });
  return { index: index.reads, pages: pages.reads, months };
}

/** What add-job and update-job write for one job of the bench's kind, counted as the searches are. */
async function measureJobWrites(departments: readonly string[]): Promise<JobWrites> {
  const { poster, company } = BENCH_EMPLOYER;
  // Every filter of a job set, and open to ten countries.
  const form = {
    ...benchJobFields(0, departments),
    jobTitle: 'Senior Customer Support Specialist',
    paymentInterval: 'annually',
    minSalary: 60_000,
    maxSalary: 80_000,
    currency: 'USD',
    applicantCountries: TEN_COUNTRIES,
  } as typeof createJob extends (a: never, b: never, fields: infer F) => unknown ? F : never;
  const counted = async (change: () => Promise<unknown>) => {
    Object.assign(meter, { itemsRead: 0, capacityUnits: 0, itemsWritten: 0 });
    counting = true;
    await change().finally(() => (counting = false));
    return { itemsWritten: meter.itemsWritten, capacityUnits: meter.capacityUnits };
  };
  let jobID = '';
  const addJob = await counted(async () => ({ jobID } = await createJob(poster, company, form)));
  const newTitle = 'Customer Success Manager';
  const updateJobTitle = await counted(() => updateJob(company.companyID, jobID, { ...form, jobTitle: newTitle }));
  const updateJobPay = await counted(() =>
    updateJob(company.companyID, jobID, { ...form, jobTitle: newTitle, maxSalary: form.maxSalary + 1000 }),
  );
  await deleteJob(company.companyID, jobID);
  return {
    addJob,
    updateJobTitle,
    updateJobPay,
    title: form.jobTitle,
    newTitle,
    applicantCountries: TEN_COUNTRIES.length,
  };
}

/** The remote-fit filters the bench searches with (each on or off): selective ones. */
const REMOTE_FIT_FILTERS = {
  pay: JSON.stringify({ minPay: '100000', payCurrency: 'USD' }),
  applyFrom: JSON.stringify({ applyFrom: 'Brazil' }),
  overlap: JSON.stringify({ timeZone: 'Asia/Kolkata', overlapHours: '4' }),
};
const TEN_COUNTRIES = [
  'Germany',
  'Poland',
  'France',
  'Spain',
  'Portugal',
  'Netherlands',
  'Belgium',
  'Austria',
  'Czechia',
  'Ireland',
];

/** The bench company's size: members and pending invitations. */
const BENCH_TEAM = { members: 12, invitations: 5 };
/** The company item, the member and invitation items, and each member's profile. */
const TEAM_BOUND = 1 + BENCH_TEAM.members * 2 + BENCH_TEAM.invitations;

const BENCH_STALE_SIGNUPS = 3;

/**
 * BENCH_STALE_SIGNUPS sign-ups never confirmed, as createAccount lists them, made a week and a
 * day before the answered time (the clean-up's "now"); new ids at each size, as the run removes them.
 */
async function seedStaleSignups(size: number): Promise<Date> {
  const createdAt = new Date(BASE_TIME - 8 * 24 * 60 * 60 * 1000).toISOString();
  await batchWriteAll(
    Array.from({ length: BENCH_STALE_SIGNUPS }, (_, index) => {
      const userID = `00000000-0000-4000-8000-${String(size).padStart(8, '0')}${String(index).padStart(4, '0')}`;
      return {
        ...userKey(userID),
        ...unconfirmedListing(userID, createdAt),
        userID,
        role: 'candidate',
        status: 'onboarding',
        firstName: 'Idle',
        lastName: `Signup ${index}`,
        email: `bench-idle-${size}-${index}@example.com`,
        createdAt,
      };
    }),
  );
  return new Date(BASE_TIME);
}

/** A company of BENCH_TEAM members (with profiles) and pending invitations, as the team calls store them. */
async function seedTeam(): Promise<string> {
  const companyID = '00000000-0000-4000-8000-c0a1a0000000';
  const memberIDs = Array.from(
    { length: BENCH_TEAM.members },
    (_, index) => `00000000-0000-4000-8000-b0a1${String(index).padStart(8, '0')}`,
  );
  const at = '2026-01-01T00:00:00.000Z';
  await batchWriteAll([
    { ...companyKey(companyID), entity: 'COMPANY', companyID, companyName: 'Bench Team Co', ownerID: memberIDs[0] },
    ...memberIDs.flatMap((userID, index) => [
      { ...memberKey(companyID, userID), entity: 'MEMBER', companyID, userID, joinedAt: at },
      {
        ...userKey(userID),
        userID,
        role: 'employer',
        status: 'active',
        companyID,
        firstName: 'Bench',
        lastName: `Member ${index}`,
        email: `bench-member-${index}@example.com`,
        createdAt: at,
      },
    ]),
    ...Array.from({ length: BENCH_TEAM.invitations }, (_, index) => ({
      ...invitationKey(companyID, `bench-invitee-${index}@example.com`),
      entity: 'INVITE',
      companyID,
      email: `bench-invitee-${index}@example.com`,
      sentAt: at,
      linkExpiresAt: at,
      tokenHash: `bench-${index}`,
      invitedBy: memberIDs[0],
    })),
  ]);
  return companyID;
}

/**
 * JOB_ALERTS_MAX alerts of the bench's applicant, saved as create-job-alert saves them: the
 * filter combinations of the searches measured above, with one- and two-word titles.
 */
async function seedJobAlerts(
  candidateID: string,
  jobFilters: Record<string, string>,
): Promise<Record<string, string>[]> {
  const [first, second] = jobFilters.jobTitle!.split(' ') as [string, string];
  const searches = combinations({
    jobType: jobFilters.jobType!,
    department: jobFilters.department!,
    country: jobFilters.country!,
  }).flatMap((filters) => [
    { ...filters, jobTitle: first },
    { ...filters, jobTitle: `${first} ${second.slice(0, 3)}` },
  ]);
  const saved = searches.slice(0, JOB_ALERTS_MAX);
  for (const search of saved) await createJobAlert(candidateID, search as Parameters<typeof createJobAlert>[1]);
  return saved;
}

/** Applications of the bench's one applicant: more than two pages of My applications. */
const BENCH_APPLICATIONS = 25;
/** Messages in the measured conversation: a page and part of an older one. */
const BENCH_MESSAGES = 25;

/**
 * A conversation on each of the applicant's applications, written as send-message writes them:
 * the company's message each (so each is unread, the inbox's most reads), BENCH_MESSAGES in the
 * first. Answers that one's id.
 */
async function seedConversations(candidateID: string): Promise<string> {
  const profile = benchCandidate(candidateID);
  const jobIDs: string[] = [];
  for (let page = 1, cursor: string | undefined; page === 1 || cursor; page += 1) {
    const result = await listMyApplications(candidateID, page, cursor);
    jobIDs.push(...result.applications.map((application) => application.jobID));
    cursor = result.pagination.nextCursor;
  }
  const ids = jobIDs.map((jobID) => conversationIdOf(jobID, candidateID));
  for (const [index, id] of ids.entries()) {
    const access = await openConversation(profile, id);
    for (let count = 0; count < (index === 0 ? BENCH_MESSAGES : 1); count += 1)
      await addConversationEntry(access, {
        kind: 'message',
        side: 'company',
        text: `Bench message ${count + 1}`,
        sender: { userID: access.job!.employerID, name: 'Seeded Employer' },
      });
  }
  return ids[0]!;
}

/** Confirmed interviews of the applicant: more than "Upcoming interviews" reads. */
const BENCH_UPCOMING = 2 * UPCOMING_SHOWN + 2;

/**
 * BENCH_UPCOMING of the applicant's applications get an interview, proposed and picked as the
 * calls do it. Each proposal is dated a day apart, so the companies' daily limit of proposals
 * holds whoever posted the seeded jobs; every time is weeks ahead of now.
 */
async function seedUpcomingInterviews(candidateID: string): Promise<void> {
  const profile = benchCandidate(candidateID);
  const jobIDs: string[] = [];
  for (let page = 1, cursor: string | undefined; jobIDs.length < BENCH_UPCOMING && (page === 1 || cursor); page += 1) {
    const result = await listMyApplications(candidateID, page, cursor);
    jobIDs.push(...result.applications.map((application) => application.jobID));
    cursor = result.pagination.nextCursor;
  }
  const now = Date.now();
  for (const [index, jobID] of jobIDs.slice(0, BENCH_UPCOMING).entries()) {
    const access = await openConversation(profile, conversationIdOf(jobID, candidateID));
    const proposedAt = new Date(now - index * 86_400_000);
    const day = new Date(now + (30 + index) * 86_400_000).toISOString().slice(0, 10);
    const interview = await proposeInterview(
      access,
      {
        timeZone: 'UTC',
        times: [{ date: day, start: '10:00', minutes: 30 }],
        where: { kind: 'video', value: 'https://meet.example.com/bench' },
      },
      proposedAt,
    );
    await pickInterviewTime(access, interview, 0, proposedAt);
  }
}

/**
 * One candidate's applications to the newest seeded jobs, stored as job-application stores
 * them (without the transaction's count and notifications, which My applications does not
 * read). Answers the candidate's userID.
 */
/** The bench's applicant as export-my-data sees the session's profile (not stored: none is read). */
const benchCandidate = (userID: string): UserProfile => ({
  userID,
  firstName: 'Bench',
  lastName: 'Applicant',
  email: 'bench-applicant@example.com',
  role: 'candidate',
  status: 'active',
  createdAt: new Date(BASE_TIME).toISOString(),
});

async function seedApplications(count: number): Promise<string> {
  const candidateID = '00000000-0000-4000-8000-a99110000000';
  const jobIDs: string[] = [];
  let cursor: string | undefined;
  for (let page = 1; jobIDs.length < count; page += 1) {
    const result = await searchJobs({ page, cursor });
    jobIDs.push(...result.jobs.map((job) => job._id));
    cursor = result.pagination.nextCursor;
    if (!cursor) break;
  }
  const items = jobIDs.slice(0, count).map((jobID, index) => {
    const createdAt = new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString();
    return {
      ...applicationKey(jobID, candidateID),
      GSI1PK: `CANDIDATE#${candidateID}`,
      GSI1SK: `APPLICATION#${createdAt}`,
      entity: 'APPLICATION',
      jobID,
      userID: candidateID,
      firstName: 'Bench',
      lastName: 'Applicant',
      email: 'bench-applicant@example.com',
      country: 'Kenya',
      phoneNo: '+254 700 000 000',
      createdAt,
      stage: 'new',
    };
  });
  await batchWriteAll(items);
  return candidateID;
}

/** Jobs reported (two reports each) and operator actions in the audit log: a page and a half. */
const BENCH_QUEUE = Math.ceil(PAGE_SIZE * 1.5);

/** The console's queue and log, as reports and actions leave them: BENCH_QUEUE of the newest jobs, two reports each. */
async function seedOpsQueue(): Promise<void> {
  const first = await searchJobs({ page: 1 });
  const second = await searchJobs({
    page: 2,
    ...(first.pagination.nextCursor ? { cursor: first.pagination.nextCursor } : {}),
  });
  const jobs = [...first.jobs, ...second.jobs].slice(0, BENCH_QUEUE);
  for (const [index, job] of jobs.entries()) {
    const target = { targetType: 'job' as const, targetID: job._id };
    const facts = { label: `${job.jobTitle} at ${job.employer.companyName}` };
    for (const reporter of ['a', 'b']) {
      await fileReport(target, facts, {
        reason: 'scam',
        details: 'Asks for a fee before the interview.',
        reporterID: `00000000-0000-4000-8000-0b5e${reporter}${String(index).padStart(7, '0')}`,
        reporterName: 'Bench Reporter',
        reporterEmail: 'reporter@example.org',
        createdAt: new Date(BASE_TIME + index * 1000).toISOString(),
      });
    }
    await writeAuditEntry({
      operatorEmail: 'operator@example.org',
      action: 'dismiss',
      targetType: 'job',
      targetID: job._id,
      targetLabel: facts.label,
      note: 'Bench',
    });
  }
}
