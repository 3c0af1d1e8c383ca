// Job search (docs/data-model.md, pattern 10): open jobs by title words and filters, newest
// first, a page at a time. A search reads ONE list of job-lists.ts, the rarest its filters and
// words name: PAGE_SIZE + 1 entries in one Query when the list is the whole search, else its
// entries' cards checked against the search (job-matching.ts) and read on until the page is
// full, within SEARCH_PAGE_BUDGET. Entries carry the job's card, written in the job's own
// transaction, so nothing else is read and a page never holds a job that does not match; a
// page cut by the budget holds fewer than PAGE_SIZE and is not the last. The cost follows the
// page and the search's rarity, not the table.
// Index reads are eventually consistent, so a job closed a moment ago can still be found for
// that moment; its page (get-job-candidate) then says it is no longer open.
import { createHash } from 'node:crypto';
import type { JobCard, SearchJobCard } from '#shared/schemas/jobs.js';
import { setFiltersOf } from '#shared/schemas/job-search-filters.js';
import type { ReferenceRates } from '#shared/remote-fit/pay.js';
import { DEFAULT_WORK_END, DEFAULT_WORK_START } from '#shared/remote-fit/time-zones.js';
import { decodePageCursor, encodePageCursor, isNewestFirstKey, ownerIdOf } from '#platform/dynamodb/page-cursor.js';
import {
  MATCHING_PAGE_READS,
  readMatchingPage,
  readPage,
  type MatchingBudget,
} from '#platform/dynamodb/cursor-pages.js';
import { queryTable, type QueryInput } from '#platform/dynamodb/table.js';
import {
  chooseList,
  listEntrySK,
  listPartition,
  yearlyInEuros,
  type JobListEntry,
  type ListChoice,
} from './job-lists.js';
import {
  cardMatches,
  hasRemoteConditions,
  overlapWithReader,
  type JobSearchFilters,
  type MatchContext,
  type WorkingDay,
} from './job-matching.js';
import { currentReferenceRates } from './reference-rates.js';

export type { JobSearchFilters } from './job-matching.js';

export interface JobSearchQuery extends JobSearchFilters {
  /** The reader's day: a visitor's picked zone, or a candidate's profile. */
  timeZone?: string;
  workStart?: string;
  workEnd?: string;
  page: number;
  cursor?: string;
}

export interface JobSearchResult {
  jobs: SearchJobCard[];
  pagination: { currentPage: number; isLastPage: boolean; nextCursor?: string };
  referenceRatesDate?: string;
}

/** What one search reads and checks. */
interface SearchPlan {
  choice: ListChoice;
  filters: JobSearchFilters;
  context: MatchContext;
  /** Names the search in its cursors: a cursor of another search is refused. */
  fingerprint: string;
}

const readerOf = (query: JobSearchQuery): WorkingDay | undefined =>
  query.timeZone
    ? { timeZone: query.timeZone, start: query.workStart ?? DEFAULT_WORK_START, end: query.workEnd ?? DEFAULT_WORK_END }
    : undefined;

/** The minimum pay a year in euros, for choosing a pay band; undefined when the currency has no rate. */
function minPayInEuros(filters: JobSearchFilters, rates: ReferenceRates | undefined): number | undefined {
  if (filters.minPay === undefined || !filters.payCurrency || !rates) return undefined;
  return yearlyInEuros(filters.minPay, filters.payInterval ?? 'annually', filters.payCurrency, rates);
}

async function planFor(query: JobSearchQuery, now: Date): Promise<SearchPlan> {
  // The filters set, without the reader's day and paging, in the schema's order (the cursors' fingerprint).
  const filters = setFiltersOf(query);
  const reader = readerOf(query);
  const rates = filters.minPay !== undefined ? await currentReferenceRates() : undefined;
  const payInEuros = minPayInEuros(filters, rates);
  // A pay filter in a currency without a rate is checked on the cards, not chosen as a list.
  const unlistedPay = filters.minPay !== undefined && payInEuros === undefined;
  const choice = chooseList({ ...filters, minPayInEuros: payInEuros }, hasRemoteConditions(filters) || unlistedPay);
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([filters, reader ?? null]))
    .digest('base64url')
    .slice(0, 16);
  return { choice, filters, context: { rates, reader, now }, fingerprint };
}

type Key = { PK: string; SK: string; GSI2PK: string; GSI2SK: string };

const keyOf = (item: Record<string, unknown>): Key => ({
  PK: String(item.PK),
  SK: String(item.SK),
  GSI2PK: String(item.GSI2PK),
  GSI2SK: String(item.GSI2SK),
});

function listQuery(list: string, keysOnly: boolean): Omit<QueryInput, 'Limit' | 'ExclusiveStartKey'> {
  return {
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': listPartition(list) },
    ...(keysOnly ? { ProjectionExpression: 'PK, SK, GSI2PK, GSI2SK' } : {}),
    // The sort key is <createdAt>#<jobID>: descending is newest first.
    ScanIndexForward: false,
  };
}

/**
 * What a page of a search whose list is not its only condition may read: the cards of its list
 * in at most three Queries, the first of 2 x PAGE_SIZE + 1, the next sized by the share that
 * matched, up to SEARCH_PAGE_READS entries (about 1 MB of cards). A search whose matches are
 * rarer than that gets short pages that say there is more.
 */
export const SEARCH_PAGE_READS = 800;
const SEARCH_PAGE_BUDGET: MatchingBudget = {
  reads: SEARCH_PAGE_READS,
  itemBehindEntry: false,
  roundTrips: 3,
  firstRound: MATCHING_PAGE_READS,
};

/** One Query of 2 x PAGE_SIZE + 1 entries: for a glimpse of matches (a deleted job's similar jobs), not a page to fill. */
export const ONE_READ_BUDGET: MatchingBudget = {
  reads: MATCHING_PAGE_READS,
  itemBehindEntry: false,
  roundTrips: 1,
  firstRound: MATCHING_PAGE_READS,
};

const INVALID_CURSOR = 'This search position is not valid any more. Start again from the first page.';

/** The key of an entry of this very search that a cursor names, if it names one. */
function entryKeyOf(plan: SearchPlan, parts: unknown): Key | undefined {
  if (!Array.isArray(parts) || parts.length !== 5 || !parts.every((part) => typeof part === 'string')) return undefined;
  const [pk, sk, indexPk, indexSk, fingerprint] = parts as string[];
  if (fingerprint !== plan.fingerprint) return undefined;
  const id = ownerIdOf(pk!, 'JOB#');
  if (!id || sk !== listEntrySK(plan.choice.list) || indexPk !== listPartition(plan.choice.list)) return undefined;
  if (!isNewestFirstKey(indexSk!, id)) return undefined;
  return { PK: pk!, SK: sk!, GSI2PK: indexPk!, GSI2SK: indexSk! };
}

const entryMatches = (plan: SearchPlan) => (entry: Record<string, unknown>) =>
  cardMatches((entry as unknown as JobListEntry).card, plan.filters, plan.context);

/** The card as a search answers it: with its overlap when the reader's day is known. */
function answerCard(card: JobCard, context: MatchContext): SearchJobCard {
  if (!context.reader) return card;
  const overlapHours = overlapWithReader(card, context.reader, context.now);
  return overlapHours === undefined ? card : { ...card, overlapHours };
}

export async function searchJobs(
  query: JobSearchQuery,
  now = new Date(),
  budget: MatchingBudget = SEARCH_PAGE_BUDGET,
): Promise<JobSearchResult> {
  const plan = await planFor(query, now);
  const paged = {
    query: listQuery(plan.choice.list, false),
    keysOnlyQuery: listQuery(plan.choice.list, true),
    page: query.page,
    cursor: query.cursor,
    keyOf,
    encodeCursor: (key: Key) => encodePageCursor([key.PK, key.SK, key.GSI2PK, key.GSI2SK, plan.fingerprint]),
    decodeCursor: (cursor: string) => decodePageCursor(cursor, (parts) => entryKeyOf(plan, parts), INVALID_CURSOR),
  };
  const { items, pagination } = plan.choice.exact
    ? await readPage(paged)
    : await readMatchingPage(paged, entryMatches(plan), budget);
  return {
    jobs: items.map((entry) => answerCard((entry as unknown as JobListEntry).card, plan.context)),
    pagination,
    ...(plan.context.rates ? { referenceRatesDate: plan.context.rates.date } : {}),
  };
}

/** New jobs for a job alert, and how far its read got. */
export interface NewJobMatches {
  /** The matches, newest first, at most the limit asked for. */
  jobs: JobCard[];
  /**
   * The posting time of the newest job read, matched or not: where the alert's next read starts,
   * so the jobs it looked at are never read for it again. Absent when nothing new was read.
   */
  examinedThrough?: string;
}

/**
 * Entries of its list one alert's run reads at the most: a run costs the same whether its search
 * matches often or never, and however many jobs came since the last one. The first page holds a
 * digest's worth; the rest are read in larger pages.
 */
export const ALERT_READ_BUDGET = 500;
const ALERT_PAGE_SIZE = 100;

/**
 * Open jobs matching `filters` posted strictly after `since` (ISO time), newest first, at most
 * `limit`: for job alerts, with the alert owner's day for an overlap filter. Reads the entries
 * of one list posted after `since`, newest first, and at most ALERT_READ_BUDGET of them; older
 * new jobs past the budget are left out, as those past the limit are.
 */
export async function newJobsMatching(
  filters: JobSearchFilters,
  since: string,
  limit: number,
  reader?: WorkingDay,
  now = new Date(),
): Promise<NewJobMatches> {
  const plan = await planFor(
    {
      ...filters,
      ...(reader ? { timeZone: reader.timeZone, workStart: reader.start, workEnd: reader.end } : {}),
      page: 1,
    },
    now,
  );
  const found: JobCard[] = [];
  let examinedThrough: string | undefined;
  let read = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await queryTable({
      ...listQuery(plan.choice.list, false),
      // '~' sorts after every character of an ID: strictly after `since`.
      KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK > :after',
      ExpressionAttributeValues: { ':pk': listPartition(plan.choice.list), ':after': `${since}#~` },
      Limit: Math.min(read === 0 ? limit + 1 : ALERT_PAGE_SIZE, ALERT_READ_BUDGET - read),
      ExclusiveStartKey: startKey,
    });
    const entries = (page.Items ?? []) as unknown as JobListEntry[];
    read += entries.length;
    examinedThrough ??= entries[0]?.card.createdAt;
    for (const { card } of entries) if (cardMatches(card, plan.filters, plan.context)) found.push(card);
    startKey = page.LastEvaluatedKey;
  } while (startKey && found.length < limit && read < ALERT_READ_BUDGET);
  return { jobs: found.slice(0, limit), ...(examinedThrough ? { examinedThrough } : {}) };
}
