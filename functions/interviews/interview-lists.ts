// Reads of interviews (docs/data-model.md, pattern 34): an application's (or a job's), all of
// them page by page where every one must be reached, the side's upcoming ones, and the renaming
// of a deleted account's name on them.
import { INTERVIEW_MINUTES_MAX } from '#shared/schemas/interviews.js';
import { queryTable, updateItem } from '#platform/dynamodb/table.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';
import { mapInBatches } from '#platform/async/in-batches.js';
import { queryItems } from '#platform/dynamodb/query-items.js';
import { type UserProfile } from '#functions/accounts/index.js';
import { companyOf } from '#functions/teams/index.js';
import { interviewKey, INTERVIEW_PREFIX, INTERVIEWS_READ, type InterviewItem } from './interviews.js';

/**
 * The application's interviews (without a candidate: the job's), newest first; one bounded
 * Query (proposals are limited per company a day).
 */
export async function listInterviews(access: { jobID: string; candidateID?: string }) {
  const { Items = [] } = await queryTable({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :interview)',
    ExpressionAttributeValues: {
      ':pk': `JOB#${access.jobID}`,
      ':interview': `${INTERVIEW_PREFIX}${access.candidateID ? `${access.candidateID}#` : ''}`,
    },
    Limit: INTERVIEWS_READ,
    ConsistentRead: true,
  });
  return (Items as InterviewItem[]).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

const interviewsQuery = (access: { jobID: string; candidateID?: string }) => ({
  KeyConditionExpression: 'PK = :pk AND begins_with(SK, :interview)',
  ExpressionAttributeValues: {
    ':pk': `JOB#${access.jobID}`,
    ':interview': `${INTERVIEW_PREFIX}${access.candidateID ? `${access.candidateID}#` : ''}`,
  },
  ConsistentRead: true,
});

/**
 * Every interview of the application (without a candidate: of the job), page after page, for
 * the work that must reach them all: closing the application, renaming a deleted account's
 * name, the candidate's data export. Bounded by the application's (or job's) interviews.
 */
export async function allInterviews(
  access: { jobID: string; candidateID?: string },
  filter?: { expression: string; values: Record<string, unknown>; names?: Record<string, string> },
): Promise<InterviewItem[]> {
  const query = interviewsQuery(access);
  return (await queryItems(
    filter
      ? {
          ...query,
          FilterExpression: filter.expression,
          ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ...filter.values },
          ...(filter.names ? { ExpressionAttributeNames: filter.names } : {}),
        }
      : query,
  )) as unknown as InterviewItem[];
}

/** The open (proposed or confirmed) interviews of an application or of a job, all of them. */
export const allOpenInterviews = (access: { jobID: string; candidateID?: string }) =>
  allInterviews(access, {
    expression: '#status IN (:proposed, :confirmed)',
    values: { ':proposed': 'proposed', ':confirmed': 'confirmed' },
    names: { '#status': 'status' },
  });

/**
 * After an account's deletion, its name leaves the interviews: a candidate's from their
 * application's (`candidateName`), a member's from those they proposed in a job (`proposedBy`).
 */
export async function renameInInterviews(
  access: { jobID: string; candidateID?: string },
  who: { candidate: true } | { proposedByID: string },
  name: string,
): Promise<void> {
  const field = 'candidate' in who ? 'candidateName' : 'proposedBy';
  const items =
    'candidate' in who
      ? await allInterviews(access)
      : await allInterviews(access, { expression: 'proposedByID = :member', values: { ':member': who.proposedByID } });
  await mapInBatches(
    items.filter((item) => item[field] !== name),
    async (item) => {
      try {
        await updateItem({
          Key: interviewKey(item.jobID, item.candidateID, item.interviewID),
          UpdateExpression: `SET ${field} = :name`,
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':name': name },
        });
      } catch (error) {
        // Its job was deleted meanwhile.
        if (!conditionFailed(error)) throw error;
      }
    },
  );
}

/** How many of the next interviews a side's "Upcoming interviews" shows. */
export const UPCOMING_SHOWN = 5;

/**
 * The caller's next confirmed interviews, soonest first: the candidate's own, or those of the
 * employer's company. One Query on the side's upcoming index from the longest interview's
 * length ago (one under way still shows until it ends), at most twice the shown number read.
 */
export async function listUpcomingInterviews(user: UserProfile, now = new Date()) {
  const candidate = user.role === 'candidate';
  const index = candidate ? 'GSI1' : 'GSI2';
  const pk = candidate ? `UPCOMING#USER#${user.userID}` : `UPCOMING#COMPANY#${companyOf(user)}`;
  const from = new Date(now.getTime() - INTERVIEW_MINUTES_MAX * 60_000).toISOString();
  const { Items = [] } = await queryTable({
    IndexName: index,
    KeyConditionExpression: `${index}PK = :pk AND ${index}SK >= :from`,
    ExpressionAttributeValues: { ':pk': pk, ':from': from },
    Limit: UPCOMING_SHOWN * 2,
  });
  return (Items as InterviewItem[])
    .filter((item) => item.status === 'confirmed' && item.confirmed && new Date(item.confirmed.endAt) > now)
    .slice(0, UPCOMING_SHOWN)
    .map((item) => ({
      interviewID: item.interviewID,
      conversationID: item.conversationID,
      jobTitle: item.jobTitle,
      otherName: candidate ? item.companyName : item.candidateName || 'Candidate',
      startAt: item.confirmed!.startAt,
      endAt: item.confirmed!.endAt,
      minutes: item.confirmed!.minutes,
      where: item.where,
    }));
}
