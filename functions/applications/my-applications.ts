// The candidate's own applications (docs/data-model.md, pattern 9): My applications a page at a
// time, and where they stand with the jobs of a page of search results.
import { type ApplicationStatus, type MyApplication } from '#shared/schemas/applications.js';
import { batchGetItems } from '#platform/dynamodb/batch-get.js';
import { jobKey, type JobItem } from '#functions/jobs/index.js';
import { savedJobKey } from '#functions/candidates/index.js';
import { decodePageCursor, encodePageCursor } from '#platform/dynamodb/page-cursor.js';
import { readPage, type PageOfItems } from '#platform/dynamodb/cursor-pages.js';
import {
  APPLICATION_PREFIX,
  applicationKey,
  candidateApplicationsPK,
  stageOf,
  type ApplicationItem,
} from './application-items.js';

type MyApplicationsKey = { PK: string; SK: string; GSI1PK: string; GSI1SK: string };
const MSG_BAD_CURSOR = 'This list has changed. Please reload the page.';

/** My applications: newest first (pattern 9), a page at a time, each with where it stands. */
export async function listMyApplications(
  candidateID: string,
  page: number,
  cursor?: string,
): Promise<{ applications: MyApplication[]; pagination: PageOfItems['pagination'] }> {
  const gsi1pk = candidateApplicationsPK(candidateID);
  const query = {
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :application)',
    ExpressionAttributeValues: { ':pk': gsi1pk, ':application': APPLICATION_PREFIX },
    ScanIndexForward: false,
  };
  const keyOf = (item: Record<string, unknown>): MyApplicationsKey => ({
    PK: String(item.PK),
    SK: String(item.SK),
    GSI1PK: String(item.GSI1PK),
    GSI1SK: String(item.GSI1SK),
  });
  const { items, pagination } = await readPage({
    query,
    keysOnlyQuery: { ...query, ProjectionExpression: 'PK, SK, GSI1PK, GSI1SK' },
    page,
    cursor,
    keyOf,
    // The page it is for and the application's job and list position.
    encodeCursor: (key, next) => encodePageCursor({ p: next, k: [key.PK, key.GSI1SK] }),
    decodeCursor: (text, expected) =>
      decodePageCursor(
        text,
        (position) => {
          const { p, k } = (position ?? {}) as { p?: unknown; k?: unknown };
          const [pk, sk] = Array.isArray(k) ? (k as unknown[]) : [];
          // Only a key of the caller's own list: never a way into another candidate's.
          if (
            p !== expected ||
            typeof pk !== 'string' ||
            typeof sk !== 'string' ||
            !/^JOB#[0-9a-f-]{36}$/.test(pk) ||
            !sk.startsWith(APPLICATION_PREFIX)
          )
            return undefined;
          return { PK: pk, SK: `${APPLICATION_PREFIX}${candidateID}`, GSI1PK: gsi1pk, GSI1SK: sk };
        },
        MSG_BAD_CURSOR,
      ),
  });
  const applications = items as unknown as ApplicationItem[];
  // Where each job stands now: one BatchGetItem of at most a page of jobs.
  const jobs = (await batchGetItems(applications.map((item) => jobKey(item.jobID)))) as (JobItem | undefined)[];
  return {
    applications: applications.map((item, index) => {
      const job = jobs[index];
      return {
        jobID: item.jobID,
        jobTitle: job?.jobTitle ?? item.jobTitle ?? 'A job that was removed',
        companyName: job?.companyName ?? item.companyName ?? '',
        stage: stageOf(item),
        createdAt: item.createdAt,
        jobClosed: Boolean(job && !job.active),
        jobRemoved: Boolean(item.jobRemoved || !job),
      };
    }),
    pagination,
  };
}

/** Where the candidate stands with each of `jobIDs` (at most a page): one BatchGetItem. */
export async function applicationStatuses(
  candidateID: string,
  jobIDs: readonly string[],
): Promise<ApplicationStatus[]> {
  const items = (await batchGetItems(jobIDs.map((jobID) => applicationKey(jobID, candidateID)))) as (
    ApplicationItem | undefined
  )[];
  return items.filter((item): item is ApplicationItem => item !== undefined).map(toStatus);
}

/**
 * Which of `jobIDs` (at most a page) the candidate applied to, and which they saved: their
 * application and saved-job items, in one BatchGetItem. `consistent`: as just written (the
 * job's own page right after applying).
 */
export async function jobMarksOf(
  candidateID: string,
  jobIDs: readonly string[],
  options: { consistent?: boolean } = {},
): Promise<{ applications: ApplicationStatus[]; saved: string[] }> {
  const items = await batchGetItems(
    [
      ...jobIDs.map((jobID) => applicationKey(jobID, candidateID)),
      ...jobIDs.map((jobID) => savedJobKey(candidateID, jobID)),
    ],
    options,
  );
  const applications = items.slice(0, jobIDs.length) as (ApplicationItem | undefined)[];
  return {
    applications: applications.filter((item): item is ApplicationItem => item !== undefined).map(toStatus),
    saved: jobIDs.filter((_, index) => items[jobIDs.length + index] !== undefined),
  };
}

export const toStatus = (item: ApplicationItem): ApplicationStatus => ({
  jobID: item.jobID,
  stage: stageOf(item),
  createdAt: item.createdAt,
});
