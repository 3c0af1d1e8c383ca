// A company's open jobs, newest first, as its public page lists them (docs/data-model.md,
// pattern 38): one Query of PAGE_SIZE + 1 on the company's open list, GSI2
// COMPANYJOBS#<companyID>#open, whatever the number of its jobs. The cursor is the last job's
// [createdAt, jobID], checked to be one before it becomes a start key.
import { PAGE_SIZE } from '#shared/constants.js';
import { COMPANY_MSG, type CompanyJobsPage } from '#shared/schemas/companies.js';
import { decodePageCursor, encodePageCursor, newestFirstPosition } from '#platform/dynamodb/page-cursor.js';
import { queryTable } from '#platform/dynamodb/table.js';
import { companyStateJobsKey, isFindable, jobKey, type JobItem, toJobCard } from '#functions/jobs/index.js';

/** One page of the company's open jobs, after `cursor` (absent: the newest). */
export async function companyOpenJobs(companyID: string, cursor?: string): Promise<CompanyJobsPage> {
  const listKey = companyStateJobsKey(companyID, 'open');
  const after = cursor ? decodePageCursor(cursor, newestFirstPosition, COMPANY_MSG.jobsCursor) : undefined;
  const { Items = [] } = await queryTable({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :list',
    ExpressionAttributeValues: { ':list': listKey },
    ScanIndexForward: false,
    Limit: PAGE_SIZE + 1,
    ...(after
      ? {
          ExclusiveStartKey: {
            ...jobKey(after.id),
            GSI2PK: listKey,
            GSI2SK: `${after.time}#${after.id}`,
          },
        }
      : {}),
  });
  const read = Items.slice(0, PAGE_SIZE) as JobItem[];
  // A held job, or any job of a suspended company, is open but out of sight (trust and safety).
  const jobs = read.filter(isFindable).map(toJobCard);
  const last = read.at(-1);
  const isLastPage = Items.length <= PAGE_SIZE;
  return {
    jobs,
    pagination: {
      isLastPage,
      ...(isLastPage || !last ? {} : { nextCursor: encodePageCursor([last.createdAt, last.jobID]) }),
    },
  };
}
