// A company's open jobs, newest first, as its public page lists them (docs/data-model.md,
// pattern 38): one Query of PAGE_SIZE + 1 on the company's open list, GSI2
// COMPANYJOBS#<companyID>#open, whatever the number of its jobs. The cursor is the last job's
// [createdAt, jobID], checked to be one before it becomes a start key.
import { PAGE_SIZE } from '#shared/constants.js';
import { COMPANY_MSG, type CompanyJobsPage } from '#shared/schemas/companies.js';
import { decodePageCursor, encodePageCursor, isNewestFirstKey } from '#platform/dynamodb/page-cursor.js';
import { queryTable } from '#platform/dynamodb/table.js';
import { companyStateJobsKey, jobKey, type JobItem, toJobCard } from '#functions/jobs/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The GSI2 sort key a cursor stands for, if it is one: `<createdAt>#<jobID>`. */
function positionOf(position: unknown): { createdAt: string; jobID: string } | undefined {
  if (!Array.isArray(position) || position.length !== 2) return undefined;
  const [createdAt, jobID] = position as unknown[];
  if (typeof createdAt !== 'string' || typeof jobID !== 'string' || !UUID.test(jobID)) return undefined;
  return isNewestFirstKey(`${createdAt}#${jobID}`, jobID) ? { createdAt, jobID } : undefined;
}

/** One page of the company's open jobs, after `cursor` (absent: the newest). */
export async function companyOpenJobs(companyID: string, cursor?: string): Promise<CompanyJobsPage> {
  const listKey = companyStateJobsKey(companyID, 'open');
  const after = cursor ? decodePageCursor(cursor, positionOf, COMPANY_MSG.jobsCursor) : undefined;
  const { Items = [] } = await queryTable({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :list',
    ExpressionAttributeValues: { ':list': listKey },
    ScanIndexForward: false,
    Limit: PAGE_SIZE + 1,
    ...(after
      ? {
          ExclusiveStartKey: {
            ...jobKey(after.jobID),
            GSI2PK: listKey,
            GSI2SK: `${after.createdAt}#${after.jobID}`,
          },
        }
      : {}),
  });
  const jobs = (Items.slice(0, PAGE_SIZE) as JobItem[]).map(toJobCard);
  const last = jobs.at(-1);
  const isLastPage = Items.length <= PAGE_SIZE;
  return {
    jobs,
    pagination: {
      isLastPage,
      ...(isLastPage || !last ? {} : { nextCursor: encodePageCursor([last.createdAt, last._id]) }),
    },
  };
}
