// A job's hiring insights (docs/product/applications.md "Insights"; docs/data-model.md,
// pattern 30): counters kept on one item beside the job, PK JOB#<jobID> / SK INSIGHTS, changed
// as applications arrive and move, so that showing them is one GetItem however many
// applications the job has. Each counter is a flat number attribute (an ADD cannot reach into a
// map the item does not have yet):
//   stage_<stage>        applications in that stage now
//   week_<YYYY-MM-DD>    applications that arrived in the week starting that Monday (UTC)
//   firstMove_<days>     applications first moved by the company that many whole days after
//                        applying (FIRST_MOVE_DAYS_MAX: that many or more)
//   reason_<reason>      rejected applications with that reason now
//   qualified_<stage>    applications in that stage now that meet the job's requirements
// The counters change in a write of their own after the application's (like the job's
// applicant count): in the application's transaction, one item per job would make every
// concurrent application to a job collide. A job posted before insights existed has no item:
// its first view builds it once from its applications (pattern 8) and puts it.
import { APPLICATION_STAGES, type ApplicationStage, type StageHistoryEntry } from '#shared/schemas/applications.js';
import { INSIGHT_WEEKS, type JobInsights } from '#shared/schemas/insights.js';
import type { StageCounts } from '#shared/schemas/applicants.js';
import { queryItems } from '#platform/dynamodb/query-items.js';
import { getItem, putItem, updateItem } from '#platform/dynamodb/table.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';
import { logger } from '#platform/observability/logger.js';
import { jobInsightsKey, newJobInsightsItem } from '#functions/jobs/index.js';
import { jobApplicationsQuery, stageOf, type ApplicationItem } from './application-items.js';

/** The first-move counters stop at this many days: "that many or more". */
export const FIRST_MOVE_DAYS_MAX = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

type Counters = Record<string, number>;

/** The Monday (UTC) that starts the week of `at`, as YYYY-MM-DD. */
export function weekStart(at: Date): string {
  const day = (at.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - day)).toISOString().slice(0, 10);
}

const firstMoveDays = (appliedAt: string, movedAt: Date) =>
  Math.min(FIRST_MOVE_DAYS_MAX, Math.max(0, Math.floor((movedAt.getTime() - Date.parse(appliedAt)) / DAY_MS)));

// ---- What each event changes --------------------------------------------------------------

/** What an application counts for in the stage counters: its stage, and whether it meets the requirements. */
type Place = Pick<ApplicationItem, 'stage' | 'unmetRequirements' | 'candidateDeleted'>;

const meetsRequirements = (place: Place) => !place.candidateDeleted && !place.unmetRequirements?.length;

/** The stage counters' change from `before` to `after` (either may be none). */
export function placeCounters(before: Place | undefined, after: Place | undefined): Counters {
  const counters: Counters = {};
  const add = (name: string, delta: number) => (counters[name] = (counters[name] ?? 0) + delta);
  for (const [place, delta] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!place) continue;
    add(`stage_${stageOf(place)}`, delta);
    if (meetsRequirements(place)) add(`qualified_${stageOf(place)}`, delta);
  }
  return counters;
}

/** A new application. */
export const applied = (at: Date, application: Place): Counters => ({
  ...placeCounters(undefined, application),
  [`week_${weekStart(at)}`]: 1,
});

/** A withdrawn application made again: back to New (it arrived once, counted then). */
export const appliedAgain = (previous: Place, next: Place): Counters => placeCounters(previous, next);

/**
 * A move of `application` (as it was read) to `to` at `at`. `byCompany`: a move of the company
 * (a member's or the automatic rejection), whose first one is timed; `rejectionReason`: the
 * reason of a move to Rejected.
 */
export function moved(
  application: Pick<ApplicationItem, 'createdAt' | 'firstMovedAt' | 'rejectionReason'> & Place,
  to: ApplicationStage,
  at: Date,
  options: { byCompany: boolean; rejectionReason?: string; candidateDeleted?: boolean },
): Counters {
  const from = stageOf(application);
  const counters = placeCounters(application, {
    ...application,
    stage: to,
    ...(options.candidateDeleted ? { candidateDeleted: true } : {}),
  });
  if (options.byCompany && !application.firstMovedAt)
    counters[`firstMove_${firstMoveDays(application.createdAt, at)}`] = 1;
  const add = (name: string, delta: number) => (counters[name] = (counters[name] ?? 0) + delta);
  if (from === 'rejected' && application.rejectionReason) add(`reason_${application.rejectionReason}`, -1);
  if (to === 'rejected' && options.rejectionReason) add(`reason_${options.rejectionReason}`, 1);
  return counters;
}

/** Adds `counters` to the job's insights; a job without the item yet is counted when it is built. */
export async function recordInsights(jobID: string, counters: Counters): Promise<void> {
  const entries = Object.entries(counters).filter(([, delta]) => delta !== 0);
  if (entries.length === 0) return;
  try {
    await updateItem({
      Key: jobInsightsKey(jobID),
      UpdateExpression: `ADD ${entries.map((_, index) => `#c${index} :c${index}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#c${index}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, delta], index) => [`:c${index}`, delta])),
    });
  } catch (error) {
    if (conditionFailed(error)) return;
    // The move stands whatever happens here: a lost count is logged, never the caller's failure.
    logger.warn('job insights not updated', { jobID, error: error as Error });
  }
}

// ---- Built from the applications (a job posted before insights) ------------------------------

/** When the company first moved an application stored before `firstMovedAt` was kept: its history. */
function firstCompanyMove(item: ApplicationItem): string | undefined {
  if (item.firstMovedAt) return item.firstMovedAt;
  const history: StageHistoryEntry[] = item.history ?? [];
  // The candidate's own entries: applying, applying again, withdrawing.
  return history.slice(1).find((entry) => entry.stage !== 'withdrawn' && entry.event !== 'applied-again')?.at;
}

/** The counters of a job's applications, as the events above would have counted them. */
export function countersOf(applications: readonly ApplicationItem[]): Counters {
  const counters: Counters = {};
  const add = (name: string) => (counters[name] = (counters[name] ?? 0) + 1);
  for (const item of applications) {
    const stage = stageOf(item);
    add(`stage_${stage}`);
    if (meetsRequirements(item)) add(`qualified_${stage}`);
    add(`week_${weekStart(new Date(item.createdAt))}`);
    const firstMove = firstCompanyMove(item);
    if (firstMove) add(`firstMove_${firstMoveDays(item.createdAt, new Date(firstMove))}`);
    if (stage === 'rejected' && item.rejectionReason) add(`reason_${item.rejectionReason}`);
  }
  return counters;
}

/** The insights item of the job's applications as they are now. */
async function countedInsightsItem(jobID: string): Promise<Record<string, unknown>> {
  const applications = (await queryItems({
    ...jobApplicationsQuery(jobID),
    ConsistentRead: true,
  })) as unknown as ApplicationItem[];
  return { ...newJobInsightsItem(jobID), ...countersOf(applications) };
}

/**
 * Counts the job's applications again and replaces its insights item, unless it has counted
 * those who meet the requirements from the start (a data migration that adds those counters).
 * A move landing between the Query and the Put is not counted.
 */
export async function recountInsights(jobID: string): Promise<boolean> {
  const { Item } = await getItem({ Key: jobInsightsKey(jobID), ConsistentRead: true });
  if (Item?.countsQualified) return false;
  try {
    await putItem({
      Item: await countedInsightsItem(jobID),
      ConditionExpression: 'attribute_not_exists(countsQualified)',
    });
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

async function buildInsightsItem(jobID: string): Promise<Record<string, unknown>> {
  const item = await countedInsightsItem(jobID);
  try {
    await putItem({ Item: item, ConditionExpression: 'attribute_not_exists(PK)' });
    return item;
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    // Built by another view meanwhile: that one stands.
    const { Item } = await getItem({ Key: jobInsightsKey(jobID), ConsistentRead: true });
    return Item ?? item;
  }
}

// ---- Read -----------------------------------------------------------------------------------

const prefixed = (item: Record<string, unknown>, prefix: string) =>
  Object.entries(item)
    .filter(([name, value]) => name.startsWith(prefix) && typeof value === 'number')
    .map(([name, value]) => [name.slice(prefix.length), value as number] as const);

/** The median whole days of the first moves counted per day. */
function medianDays(perDay: (readonly [string, number])[]): number | null {
  const days = perDay.map(([day, count]) => [Number(day), count] as const).sort((a, b) => a[0] - b[0]);
  const total = days.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const [day, count] of days) {
    seen += count;
    if (seen * 2 >= total) return day;
  }
  return days.at(-1)![0];
}

/** The counters of each stage with this prefix (`stage_`, `qualified_`). */
const countsOf = (item: Record<string, unknown>, prefix: string) =>
  Object.fromEntries(
    APPLICATION_STAGES.map((stage) => [stage, Math.max(0, Number(item[`${prefix}${stage}`] ?? 0))]),
  ) as StageCounts;

/** The insights as shown from the item's counters, the weeks up to `now`'s. */
export function insightsFromItem(item: Record<string, unknown>, now: Date): JobInsights {
  const stages = countsOf(item, 'stage_');
  const thisWeek = Date.parse(weekStart(now));
  const weeks = Array.from({ length: INSIGHT_WEEKS }, (_, index) => {
    const start = new Date(thisWeek - (INSIGHT_WEEKS - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10);
    return { weekStart: start, applications: Number(item[`week_${start}`] ?? 0) };
  });
  const firstMoves = prefixed(item, 'firstMove_').filter(([, count]) => count > 0);
  return {
    stages,
    weeks,
    medianDaysToFirstMove: medianDays(firstMoves),
    moved: firstMoves.reduce((sum, [, count]) => sum + count, 0),
    rejectionReasons: prefixed(item, 'reason_')
      .filter(([, count]) => count > 0)
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
  };
}

/** The job's insights item: one GetItem, or once for a job without it, built from its applications. */
async function insightsItem(jobID: string): Promise<Record<string, unknown>> {
  const { Item } = await getItem({ Key: jobInsightsKey(jobID) });
  return Item ?? (await buildInsightsItem(jobID));
}

/** The job's insights. */
export async function getJobInsights(jobID: string, now = new Date()): Promise<JobInsights> {
  return insightsFromItem(await insightsItem(jobID), now);
}

/** Applications in each stage now, of all and of those who meet the requirements: the Applications card's tabs. */
export async function getStageCounts(
  jobID: string,
): Promise<{ stageCounts: StageCounts; qualifiedStageCounts: StageCounts }> {
  const item = await insightsItem(jobID);
  return { stageCounts: countsOf(item, 'stage_'), qualifiedStageCounts: countsOf(item, 'qualified_') };
}
