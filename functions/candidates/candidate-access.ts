// Who sees a candidate (docs/product/candidates.md, "Who sees a candidate"; docs/data-model.md,
// patterns 20 and 21). A candidate who turned "Show my profile in employer search" off is
// in no sourcing list, and their details and resume are open only to the companies whose jobs
// they applied to (and did not withdraw from). Employers' views of candidate details and
// resumes, and the candidates sourcing pages list with their email, are counted per employer
// and day against one allowance, and each resume view is recorded for the candidate's sake.
import { tooManyRequests } from '#platform/errors.js';
import { batchGetItems } from '#platform/dynamodb/batch-get.js';
import { type UserProfile } from '#functions/accounts/index.js';
import { jobKey, type JobItem } from '#functions/jobs/index.js';
import { queryPages } from '#platform/dynamodb/query-items.js';
import { putItem, updateItem } from '#platform/dynamodb/table.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';

/** Candidate details and resumes one employer may open in a day (UTC). */
export const CANDIDATE_VIEWS_PER_DAY = 300;
export const MSG_VIEW_LIMIT = `You have opened ${CANDIDATE_VIEWS_PER_DAY} candidate profiles and resumes today, the most allowed in a day. You can open more tomorrow.`;
/** How long a resume view is kept on record. */
const RESUME_VIEW_DAYS = 365;
const DAY_S = 24 * 60 * 60;

export const isHiddenFromSearch = (candidate: UserProfile) => candidate.showInSearch === false;

/**
 * Whether the candidate applied to a job of the company and still stands by it: their
 * applications (pattern 9, a Query bounded by what they applied to), then their jobs, 100 at
 * a time, until one is the company's.
 */
export async function appliedToCompany(candidateID: string, companyID: string): Promise<boolean> {
  const pages = queryPages(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :application)',
      ExpressionAttributeNames: { '#stage': 'stage' },
      ExpressionAttributeValues: { ':pk': `CANDIDATE#${candidateID}`, ':application': 'APPLICATION#' },
      ProjectionExpression: 'jobID, #stage',
    },
    { pageSize: 100 },
  );
  for await (const applications of pages) {
    const standing = applications.filter((application) => application.stage !== 'withdrawn');
    const jobs = (await batchGetItems(standing.map((application) => jobKey(String(application.jobID))))) as (
      JobItem | undefined
    )[];
    if (jobs.some((job) => job?.companyID === companyID)) return true;
  }
  return false;
}

/** Whether an employer of `companyID` may open the candidate's details and resume. */
export async function mayOpenCandidate(candidate: UserProfile, companyID: string | undefined): Promise<boolean> {
  if (!isHiddenFromSearch(candidate)) return true;
  return !!companyID && appliedToCompany(candidate.userID, companyID);
}

/** What a sourcing page answers once the day's allowance is spent (its candidates' emails count too). */
export const MSG_SOURCING_LIMIT = `You have seen ${CANDIDATE_VIEWS_PER_DAY} candidates today in sourcing, profiles and resumes, the most allowed in a day. You can see more tomorrow.`;

/**
 * Counts `views` views by the employer today (UTC), one per candidate details or resume
 * opened and one per candidate a sourcing page lists with their email: an UpdateItem ADD on
 * `USER#<employerID>` / `VIEWS#<day>`, refused with 429 (`msg`) once the day's limit is reached.
 */
export async function countCandidateView(
  employerID: string,
  now = new Date(),
  options: { views?: number; msg?: string } = {},
): Promise<void> {
  const { views = 1, msg = MSG_VIEW_LIMIT } = options;
  if (views === 0) return;
  const day = now.toISOString().slice(0, 10);
  try {
    await updateItem({
      Key: { PK: `USER#${employerID}`, SK: `VIEWS#${day}` },
      UpdateExpression: 'ADD #views :one SET expiresAt = if_not_exists(expiresAt, :expires)',
      ConditionExpression: 'attribute_not_exists(#views) OR #views < :max',
      ExpressionAttributeNames: { '#views': 'views' },
      ExpressionAttributeValues: {
        ':one': views,
        ':max': CANDIDATE_VIEWS_PER_DAY,
        // Kept a day past the day it counts (TTL, epoch seconds).
        ':expires': Math.floor(Date.parse(`${day}T00:00:00.000Z`) / 1000) + 2 * DAY_S,
      },
    });
  } catch (error) {
    if (conditionFailed(error)) throw tooManyRequests(msg);
    throw error;
  }
}

/** Records that the employer opened the candidate's resume: `USER#<candidateID>` / `RESUMEVIEW#<at>#<employerID>`. */
export async function recordResumeView(
  candidateID: string,
  viewer: Pick<UserProfile, 'userID' | 'companyID'>,
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  await putItem({
    Item: {
      PK: `USER#${candidateID}`,
      SK: `RESUMEVIEW#${at}#${viewer.userID}`,
      entity: 'RESUME_VIEW',
      employerID: viewer.userID,
      companyID: viewer.companyID,
      at,
      expiresAt: Math.floor(now.getTime() / 1000) + RESUME_VIEW_DAYS * DAY_S,
    },
  });
}
