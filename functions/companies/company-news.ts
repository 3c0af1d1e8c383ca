// The news of followed companies waiting for a follower's daily digest (docs/product/companies.md,
// Following; docs/data-model.md, pattern 42). The fan-out (follower-news.ts) leaves, beside each
// follower's notification, one news item per new job and a marker that the follower has news;
// the daily run pages the markers (a sparse GSI1 list) and queues each follower once:
//   PK USER#<candidateID> / SK COMPANYNEWS#<postedAt>#<jobID>   { companyID, jobID, expiresAt }
//   PK USER#<candidateID> / SK COMPANYNEWS                      GSI1 COMPANYNEWS_DUE / <candidateID>
// A digest claims the marker and the news it read in one transaction (deleted, so a follower
// queued twice gets one email) and puts them back when the email could not go.
import { queryPages, queryItems } from '#platform/dynamodb/query-items.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';
import { transact, type TransactItem } from '#platform/dynamodb/table.js';
import { batchWrite, putRequest } from '#platform/dynamodb/batch-write.js';

/** News older than this is dropped unsent (DynamoDB's TTL): a digest is about this week's jobs. */
const NEWS_KEPT_DAYS = 14;
/**
 * News one digest reads and claims, newest first: with the marker, within one transaction's 100
 * items. Older news past it waits for the follower's next digest, or expires.
 */
export const NEWS_PER_DIGEST = 60;

const NEWS_PREFIX = 'COMPANYNEWS#';
const DUE_LIST = 'COMPANYNEWS_DUE';
const userPK = (candidateID: string) => `USER#${candidateID}`;
const markerKey = (candidateID: string) => ({ PK: userPK(candidateID), SK: 'COMPANYNEWS' });
const dueMarker = (candidateID: string) => ({
  ...markerKey(candidateID),
  entity: 'COMPANY_NEWS_DUE',
  GSI1PK: DUE_LIST,
  GSI1SK: candidateID,
});

export interface CompanyNewsItem {
  PK: string;
  SK: string;
  entity: 'COMPANY_NEWS';
  companyID: string;
  jobID: string;
  postedAt: string;
  expiresAt: number;
}

/** The follower's news item and marker for a new job: the same keys however often it is written. */
export function companyNewsItems(candidateID: string, job: { companyID: string; jobID: string; createdAt: string }) {
  const news: CompanyNewsItem = {
    PK: userPK(candidateID),
    SK: `${NEWS_PREFIX}${job.createdAt}#${job.jobID}`,
    entity: 'COMPANY_NEWS',
    companyID: job.companyID,
    jobID: job.jobID,
    postedAt: job.createdAt,
    expiresAt: Math.floor(Date.parse(job.createdAt) / 1000) + NEWS_KEPT_DAYS * 86_400,
  };
  return [news, dueMarker(candidateID)];
}

/** Pages of the followers who have news waiting, `pageSize` at a time. */
export async function* followersWithNewsPages(pageSize = 100): AsyncGenerator<string[]> {
  const pages = queryPages(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': DUE_LIST },
      ProjectionExpression: 'GSI1SK',
    },
    { pageSize },
  );
  for await (const page of pages) yield page.map((item) => String(item.GSI1SK));
}

export interface NewsClaim {
  candidateID: string;
  /** Newest first. */
  news: CompanyNewsItem[];
}

/**
 * Takes the follower's waiting news for a digest: the marker and the newest NEWS_PER_DIGEST
 * items deleted in one transaction. Undefined when another digest took them first.
 */
export async function claimCompanyNews(candidateID: string): Promise<NewsClaim | undefined> {
  const news = (await queryItems(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :news)',
      ExpressionAttributeValues: { ':pk': userPK(candidateID), ':news': NEWS_PREFIX },
      ScanIndexForward: false,
      ConsistentRead: true,
    },
    { limit: NEWS_PER_DIGEST },
  )) as unknown as CompanyNewsItem[];
  const deletes: TransactItem[] = [
    { Delete: { Key: markerKey(candidateID), ConditionExpression: 'attribute_exists(PK)' } },
    ...news.map((item) => ({ Delete: { Key: { PK: item.PK, SK: item.SK } } })),
  ];
  try {
    await transact(deletes);
  } catch (error) {
    if (conditionFailed(error)) return undefined;
    throw error;
  }
  return { candidateID, news };
}

/** Puts back a claim whose email was not sent: the next run tries it again. */
export async function releaseCompanyNews(claim: NewsClaim): Promise<void> {
  await batchWrite([dueMarker(claim.candidateID), ...claim.news].map(putRequest));
}
