// A new job of a company reaches its followers as a notification and as news for their next
// daily digest (company-news.ts) (docs/product/companies.md,
// Following; data model pattern 42): in the background, one page of the company's followers per
// message of the company work queue (GSI2 FOLLOWERS#<companyID>, FOLLOWER_PAGE at a time), the
// next page's message queued after it, so a company with ten thousand followers never holds up
// the post. Each follower's notification is one item whose time and id are the job's own, so a
// page run again (SQS hands a message back) writes the same items, not new ones; so are the news.
import { webPaths } from '#shared/web-paths.js';
import { batchWrite, putRequest } from '#platform/dynamodb/batch-write.js';
import { queryTable } from '#platform/dynamodb/table.js';
import { getJob, isFindable } from '#functions/jobs/index.js';
import { notificationWrites } from '#functions/notifications/index.js';
import { followersPK } from './company-follows.js';
import { companyNewsItems } from './company-news.js';

/** Followers told per message: a page is well within the worker's time. */
export const FOLLOWER_PAGE = 100;

export interface FollowerNews {
  kind: 'followerNews';
  companyID: string;
  jobID: string;
  /** The last key of the page before (GSI2's LastEvaluatedKey); absent for the first page. */
  after?: Record<string, string>;
}

export interface FollowerNewsReport {
  told: number;
  next?: FollowerNews;
}

/** Tells one page of the company's followers of the job; nothing once the job is closed or gone. */
export async function tellFollowersPage(message: FollowerNews): Promise<FollowerNewsReport> {
  const job = await getJob(message.jobID);
  if (!isFindable(job) || job.companyID !== message.companyID) return { told: 0 };
  const listKey = followersPK(message.companyID);
  // A key of another company's list would tell nobody of this one's: start over instead.
  const start = message.after?.GSI2PK === listKey ? message.after : undefined;
  const { Items = [], LastEvaluatedKey } = await queryTable({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': listKey },
    ProjectionExpression: 'candidateID',
    Limit: FOLLOWER_PAGE,
    ...(start ? { ExclusiveStartKey: start } : {}),
  });
  const writes = Items.flatMap((follower) => [
    notificationWrites({
      userID: String(follower.candidateID),
      kind: 'company-new-job',
      title: `New at ${job.companyName}`,
      body: job.jobTitle,
      link: webPaths.candidateJob(job.jobID),
      at: job.createdAt,
      id: job.jobID,
    })[0].Put.Item,
    ...companyNewsItems(String(follower.candidateID), job),
  ]);
  await batchWrite(writes.map(putRequest));
  return {
    told: Items.length,
    ...(LastEvaluatedKey ? { next: { ...message, after: LastEvaluatedKey as Record<string, string> } } : {}),
  };
}
