// Job search (table-design.ts, pattern 10): open jobs by title prefix and filters, a page at a
// time. Filters select one combination of the entries (the key), so every request reads
// the same bounded number of items whichever filters are set and however big the table is:
//   - one page of PAGE_SIZE + 1 entries, with cursor paging (paged-query.ts), and nothing
//     else: each entry carries the job's card (jobs.ts toJobCard), written in the same
//     transaction as every change of the job, so the card is never older than the job.
//     Index reads are eventually consistent, so a job closed a moment ago can still be
//     found for that moment; its page (get-job-candidate) then says it is no longer open.
// Without a title: GSI2, newest first. With a title: GSI3, the key range of the lower-case
// title prefix (prefixRange), so results come in title order and, within one title, newest first. A cursor is
// the keys of a page's last entry, base64url JSON.
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { JobCard } from '#shared/schemas/jobs.js';
import { config } from '../config.js';
import { badRequest } from '../errors.js';
import { jobCombo } from './jobs.js';
import { readPage } from './paged-query.js';
import { startsWithCondition, titleKey } from './search-keys.js';

export interface JobSearchQuery {
  jobTitle?: string;
  jobType?: string;
  department?: string;
  country?: string;
  page: number;
  cursor?: string;
}

export interface JobSearchResult {
  jobs: JobCard[];
  pagination: { currentPage: number; isLastPage: boolean; nextCursor?: string };
}

type Key = Record<string, string>;

interface Plan {
  index: 'GSI2' | 'GSI3';
  pkName: 'GSI2PK' | 'GSI3PK';
  skName: 'GSI2SK' | 'GSI3SK';
  combo: string;
  /** Lower-case title prefix (GSI3 only). */
  prefix?: string;
}

function planFor(query: JobSearchQuery): Plan {
  const combo = jobCombo(query);
  const prefix = query.jobTitle ? titleKey(query.jobTitle) : '';
  return prefix
    ? { index: 'GSI3', pkName: 'GSI3PK', skName: 'GSI3SK', combo, prefix }
    : { index: 'GSI2', pkName: 'GSI2PK', skName: 'GSI2SK', combo };
}

function queryInput(plan: Plan, keysOnly: boolean): Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'> {
  const title = plan.prefix ? startsWithCondition('#sk', plan.prefix) : undefined;
  return {
    TableName: config.tableName,
    IndexName: plan.index,
    KeyConditionExpression: title ? `#pk = :pk AND ${title.condition}` : '#pk = :pk',
    // DynamoDB refuses names an expression does not use: #sk only with a prefix or a projection.
    ExpressionAttributeNames: {
      '#pk': plan.pkName,
      ...(plan.prefix || keysOnly ? { '#sk': plan.skName } : {}),
      ...(keysOnly ? { '#tpk': 'PK', '#tsk': 'SK' } : {}),
    },
    ExpressionAttributeValues: { ':pk': `JOBSEARCH#${plan.combo}`, ...title?.values },
    // Keys-only reads when walking pages; otherwise the entry (keys, jobID and card) as stored.
    ...(keysOnly ? { ProjectionExpression: '#tpk, #tsk, #pk, #sk' } : {}),
    // GSI2 sort key is <createdAt>#<jobID>: descending is newest first. GSI3's is
    // <title>#<inverted time>#<jobID>: ascending is title order, newest first per title.
    ScanIndexForward: plan.index === 'GSI3',
  };
}

const keyOf = (plan: Plan, item: Record<string, unknown>): Key => ({
  PK: String(item.PK),
  SK: String(item.SK),
  [plan.pkName]: String(item[plan.pkName]),
  [plan.skName]: String(item[plan.skName]),
});

// ---- Cursors --------------------------------------------------------------------------

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ISO_TIME = '\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z';

function encodeCursor(plan: Plan, key: Key): string {
  return Buffer.from(JSON.stringify([key.PK, key.SK, key[plan.pkName], key[plan.skName]])).toString('base64url');
}

/** The start key a cursor stands for, when it is the key of an entry of this very search; else 400. */
function decodeCursor(plan: Plan, cursor: string): Key {
  const invalid = () => badRequest('This search position is not valid any more. Start again from the first page.');
  let parts: unknown;
  try {
    const bytes = Buffer.from(cursor, 'base64url');
    if (bytes.toString('base64url') !== cursor) throw invalid();
    parts = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parts) || parts.length !== 4 || !parts.every((part) => typeof part === 'string')) throw invalid();
  const [pk, sk, indexPk, indexSk] = parts as [string, string, string, string];
  const jobID = new RegExp(`^JOB#(${UUID})$`).exec(pk)?.[1];
  if (!jobID || sk !== `SEARCH#${plan.combo}` || indexPk !== `JOBSEARCH#${plan.combo}`) throw invalid();
  const sortKey =
    plan.index === 'GSI2'
      ? new RegExp(`^${ISO_TIME}#${jobID}$`).test(indexSk)
      : indexSk.startsWith(plan.prefix!) && new RegExp(`#\\d{13}#${jobID}$`).test(indexSk);
  if (!sortKey) throw invalid();
  return { PK: pk, SK: sk, [plan.pkName]: indexPk, [plan.skName]: indexSk };
}

// ---- Reads ----------------------------------------------------------------------------

export async function searchJobs(query: JobSearchQuery): Promise<JobSearchResult> {
  const plan = planFor(query);
  const { items, pagination } = await readPage({
    query: queryInput(plan, false),
    keysOnlyQuery: queryInput(plan, true),
    page: query.page,
    cursor: query.cursor,
    keyOf: (item) => keyOf(plan, item),
    encodeCursor: (key) => encodeCursor(plan, key),
    decodeCursor: (cursor) => decodeCursor(plan, cursor),
  });
  const jobs = (items as { card: JobCard }[]).map((entry) => entry.card);
  return { jobs, pagination };
}
