// The company's lists of a job's applicants (docs/data-model.md, pattern 37). Each application
// has a small entry in each list it belongs to:
//   PK APPLICANTS#<jobID>#<list> / SK <createdAt>#<candidateID>               newest or oldest first
//   GSI1 APPLICANTS#<jobID>#<list> / <score>#<createdAt>#<candidateID>        best reviewed first
// where <list> is `all` or the application's stage, each again with `#qualified` when the
// application meets the job's requirements. A page is ONE Query of page + 1 entries and one
// BatchGetItem of the page's applications, whatever the job's applicant count. The entries are
// written in the same transaction as what moves them (applying, a stage move, a review, a
// candidate's deletion), from the application's place before and after (applicantListWrites).
import { type ApplicationStage } from '#shared/schemas/applications.js';
import { MSG_APPLICANTS_CURSOR, type GetJobApplicantsQuery } from '#shared/schemas/applicants.js';
import { RATING_WEIGHT_MAX, reviewAverage, reviewCount } from '#shared/schemas/reviews.js';
import { batchGetItems } from '#platform/dynamodb/batch-get.js';
import { decodePageCursor, encodePageCursor } from '#platform/dynamodb/page-cursor.js';
import { queryTable, type TransactItem } from '#platform/dynamodb/table.js';
import {
  applicationKey,
  reviewSummaryOf,
  stageOf,
  toApplicant,
  type Applicant,
  type ApplicationItem,
} from './application-items.js';

const LIST_PREFIX = 'APPLICANTS#';

/** Where an application stands in the lists: what its entries are made of. */
export interface ApplicantPlace {
  jobID: string;
  candidateID: string;
  createdAt: string;
  stage: ApplicationStage;
  /** Meets the job's requirements (a deleted candidate's application is in no qualified list). */
  qualified: boolean;
  /** The best-reviewed order's key (reviewScore). */
  score: string;
}

/**
 * The best-reviewed order as a string that sorts like compareReviewSummaries, best last (the
 * lists are read backwards): reviewed before not reviewed, then the higher average, then more
 * reviews. The average is kept to nine decimals: distinct averages of up to 30,000 reviews
 * each stay apart.
 */
export function reviewScore(summary: Parameters<typeof reviewCount>[0]): string {
  const count = reviewCount(summary);
  if (count === 0) return '0';
  const average = Math.round((reviewAverage(summary) + RATING_WEIGHT_MAX) * 1e9);
  return `1#${String(average).padStart(10, '0')}#${String(count).padStart(6, '0')}`;
}

/** The application's place in the lists, from the item as stored (or as it is about to be). */
export function applicantPlace(
  item: Pick<
    ApplicationItem,
    | 'jobID'
    | 'userID'
    | 'createdAt'
    | 'stage'
    | 'unmetRequirements'
    | 'candidateDeleted'
    | 'strongNoReviews'
    | 'noReviews'
    | 'yesReviews'
    | 'strongYesReviews'
  >,
): ApplicantPlace {
  return {
    jobID: item.jobID,
    candidateID: item.userID,
    createdAt: item.createdAt,
    stage: stageOf(item),
    qualified: !item.candidateDeleted && !item.unmetRequirements?.length,
    score: reviewScore(reviewSummaryOf(item as ApplicationItem)),
  };
}

/** The list of one stage (or all), of everyone or of those who meet the requirements. */
const listName = (stage: ApplicationStage | undefined, qualified: boolean) =>
  `${stage ?? 'all'}${qualified ? '#qualified' : ''}`;

const listPartition = (jobID: string, list: string) => `${LIST_PREFIX}${jobID}#${list}`;

interface ApplicantEntry {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  entity: 'APPLICANT_ENTRY';
  jobID: string;
  candidateID: string;
}

/** The entries of an application at `place`: two, or four when it meets the requirements. */
export function applicantEntries(place: ApplicantPlace): ApplicantEntry[] {
  const lists = [
    listName(undefined, false),
    listName(place.stage, false),
    ...(place.qualified ? [listName(undefined, true), listName(place.stage, true)] : []),
  ];
  const when = `${place.createdAt}#${place.candidateID}`;
  return lists.map((list) => ({
    PK: listPartition(place.jobID, list),
    SK: when,
    GSI1PK: listPartition(place.jobID, list),
    GSI1SK: `${place.score}#${when}`,
    entity: 'APPLICANT_ENTRY',
    jobID: place.jobID,
    candidateID: place.candidateID,
  }));
}

const entryID = (entry: Pick<ApplicantEntry, 'PK' | 'SK'>) => `${entry.PK}\u0000${entry.SK}`;

/**
 * The writes that move an application's entries from `before` to `after` (either may be none:
 * a new application, a removed one): Puts of the entries that are new or changed their order
 * key, Deletes of those it left. Nothing when its place did not change.
 */
export function applicantListWrites(
  before: ApplicantPlace | undefined,
  after: ApplicantPlace | undefined,
): TransactItem[] {
  const old = new Map((before ? applicantEntries(before) : []).map((entry) => [entryID(entry), entry]));
  const next = after ? applicantEntries(after) : [];
  const kept = new Set(next.map(entryID));
  return [
    ...next.filter((entry) => old.get(entryID(entry))?.GSI1SK !== entry.GSI1SK).map((Item) => ({ Put: { Item } })),
    ...[...old.values()]
      .filter((entry) => !kept.has(entryID(entry)))
      .map((entry) => ({ Delete: { Key: { PK: entry.PK, SK: entry.SK } } })),
  ];
}

type PageQuery = Pick<GetJobApplicantsQuery, 'jobID' | 'stage' | 'sort' | 'qualified' | 'pageSize' | 'cursor'>;
type EntryKey = Record<'PK' | 'SK', string> & Partial<Record<'GSI1PK' | 'GSI1SK', string>>;

/** The start key a cursor of this very list and order holds; anything else is refused (400). */
function readCursor(cursor: string, fingerprint: string, partition: string, byIndex: boolean): EntryKey {
  return decodePageCursor(
    cursor,
    (position) => {
      if (!Array.isArray(position) || position[0] !== fingerprint) return undefined;
      const key = position[1] as Record<string, unknown> | undefined;
      if (typeof key !== 'object' || key === null || key.PK !== partition || typeof key.SK !== 'string')
        return undefined;
      if (!byIndex) return { PK: partition, SK: key.SK };
      if (key.GSI1PK !== partition || typeof key.GSI1SK !== 'string') return undefined;
      return { PK: partition, SK: key.SK, GSI1PK: partition, GSI1SK: key.GSI1SK };
    },
    MSG_APPLICANTS_CURSOR,
  );
}

/**
 * One page of a job's applicants (the job already checked to be the caller's company's): at
 * most `pageSize` + 1 entries and `pageSize` applications read. An application that moved
 * between its entry's read and its own is left out of a list it no longer belongs to.
 */
export async function applicantsPage(query: PageQuery): Promise<{ applicants: Applicant[]; nextCursor?: string }> {
  const partition = listPartition(query.jobID, listName(query.stage, query.qualified));
  const byIndex = query.sort === 'best-reviewed';
  const fingerprint = `${query.jobID}|${listName(query.stage, query.qualified)}|${query.sort}`;
  const startKey = query.cursor ? readCursor(query.cursor, fingerprint, partition, byIndex) : undefined;
  const { Items = [] } = await queryTable({
    ...(byIndex
      ? { IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :list' }
      : { KeyConditionExpression: 'PK = :list' }),
    ExpressionAttributeValues: { ':list': partition },
    ScanIndexForward: query.sort === 'oldest',
    Limit: query.pageSize + 1,
    ...(startKey ? { ExclusiveStartKey: startKey } : {}),
  });
  const entries = Items.slice(0, query.pageSize) as unknown as ApplicantEntry[];
  const items = (await batchGetItems(
    entries.map((entry) => applicationKey(query.jobID, entry.candidateID)),
    { consistent: true },
  )) as (ApplicationItem | undefined)[];
  // An entry left behind by a change made meanwhile (or by a migration racing one) is no place
  // of the application's now: another stage, requirement or application time.
  const belongs = (item: ApplicationItem | undefined, index: number): item is ApplicationItem => {
    if (!item) return false;
    const place = applicantPlace(item);
    return (
      (!query.stage || place.stage === query.stage) &&
      (!query.qualified || place.qualified) &&
      entries[index]!.SK === `${place.createdAt}#${place.candidateID}`
    );
  };
  const last = entries.at(-1);
  const nextKey: EntryKey | undefined =
    Items.length > query.pageSize && last
      ? byIndex
        ? { PK: last.PK, SK: last.SK, GSI1PK: last.GSI1PK, GSI1SK: last.GSI1SK }
        : { PK: last.PK, SK: last.SK }
      : undefined;
  return {
    applicants: items.filter(belongs).map((item) => toApplicant(item)),
    ...(nextKey ? { nextCursor: encodePageCursor([fingerprint, nextKey]) } : {}),
  };
}
