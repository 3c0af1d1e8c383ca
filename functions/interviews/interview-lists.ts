// Reads of interviews (docs/data-model.md, pattern 34): an application's a page at a time,
// newest first (get-interviews), every one of an application's (or a job's) page by page where
// each must be reached, the side's upcoming ones, and the renaming of a deleted account's name
// on them.
import {
  INTERVIEW_MINUTES_MAX,
  INTERVIEWS_PAGE_SIZE,
  MSG_INTERVIEWS_CURSOR,
  type Interview,
} from '#shared/schemas/interviews.js';
import { queryTable, updateItem } from '#platform/dynamodb/table.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';
import { mapInBatches } from '#platform/async/in-batches.js';
import { queryPages, type TableQuery } from '#platform/dynamodb/query-items.js';
import { decodePageCursor, encodePageCursor } from '#platform/dynamodb/page-cursor.js';
import { type UserProfile } from '#functions/accounts/index.js';
import { companyOf } from '#functions/teams/index.js';
import { interviewKey, INTERVIEW_PREFIX, INTERVIEWS_READ, toInterview, type InterviewItem } from './interviews.js';

type InterviewsOf = { jobID: string; candidateID?: string };
type Filter = { expression: string; values: Record<string, unknown>; names?: Record<string, string> };

/**
 * The Query of an application's interviews (without a candidate: of the job's) on their SK,
 * newest first: the SK ends with the interview's time-ordered ID.
 */
function interviewsQuery(access: InterviewsOf, filter?: Filter): TableQuery {
  const values = {
    ':pk': `JOB#${access.jobID}`,
    ':interview': `${INTERVIEW_PREFIX}${access.candidateID ? `${access.candidateID}#` : ''}`,
  };
  return {
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :interview)',
    ExpressionAttributeValues: filter ? { ...values, ...filter.values } : values,
    ...(filter ? { FilterExpression: filter.expression } : {}),
    ...(filter?.names ? { ExpressionAttributeNames: filter.names } : {}),
    ScanIndexForward: false,
    ConsistentRead: true,
  };
}

const INTERVIEW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The application a page is of, as get-interviews names it. */
export type ApplicationOf = { conversationID: string; jobID: string; candidateID: string };

/** The cursor of the page after `last`: its application and its ID, which ends its key. */
export const interviewsCursor = (access: ApplicationOf, last: Pick<InterviewItem, 'interviewID'>) =>
  encodePageCursor([access.conversationID, last.interviewID]);

/**
 * The key a page starts after. A cursor that is not a place in this application's interviews
 * (another application's, or no cursor of ours) is a 400 saying to start again.
 */
export const interviewsCursorKey = (access: ApplicationOf, cursor: string) =>
  decodePageCursor(
    cursor,
    (position) => {
      if (!Array.isArray(position) || position.length !== 2) return undefined;
      const [conversationID, interviewID] = position as unknown[];
      // Only a place in this application's interviews: never a way into another's.
      if (conversationID !== access.conversationID) return undefined;
      if (typeof interviewID !== 'string' || !INTERVIEW_ID.test(interviewID)) return undefined;
      return interviewKey(access.jobID, access.candidateID, interviewID);
    },
    MSG_INTERVIEWS_CURSOR,
  );

export interface InterviewsPage {
  interviews: Interview[];
  pagination: { isLastPage: boolean; nextCursor?: string };
}

/**
 * One page of the application's interviews, newest first, after `cursor`: one Query of
 * INTERVIEWS_PAGE_SIZE + 1 items on the key (the extra one tells whether more follow),
 * whatever the number of interviews.
 */
export async function listInterviews(access: ApplicationOf, cursor?: string): Promise<InterviewsPage> {
  const after = cursor ? interviewsCursorKey(access, cursor) : undefined;
  const { Items = [] } = await queryTable({
    ...interviewsQuery(access),
    Limit: INTERVIEWS_PAGE_SIZE + 1,
    ...(after ? { ExclusiveStartKey: after } : {}),
  });
  const page = (Items as InterviewItem[]).slice(0, INTERVIEWS_PAGE_SIZE);
  const isLastPage = Items.length <= INTERVIEWS_PAGE_SIZE;
  return {
    // By time within the page too: an interview proposed before IDs were time-ordered has a
    // place in the key order that is not its time. The cursor stays the key order's last.
    interviews: [...page].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(toInterview),
    pagination: { isLastPage, ...(isLastPage ? {} : { nextCursor: interviewsCursor(access, page.at(-1)!) }) },
  };
}

/**
 * Every interview of the application (without a candidate: of the job) that passes `filter`,
 * INTERVIEWS_READ read a page, newest first, for the work that must reach them all whatever
 * their number: closing the application, renaming a deleted account's name, the export.
 */
export async function* interviewPages(access: InterviewsOf, filter?: Filter): AsyncGenerator<InterviewItem[]> {
  for await (const page of queryPages(interviewsQuery(access, filter), { pageSize: INTERVIEWS_READ })) {
    yield page as unknown as InterviewItem[];
  }
}

/** Every interview of the application (without a candidate: of the job), newest first: the data export. */
export async function allInterviews(access: InterviewsOf): Promise<InterviewItem[]> {
  const items: InterviewItem[] = [];
  for await (const page of interviewPages(access)) items.push(...page);
  return items;
}

/** The open (proposed or confirmed) interviews of an application or of a job, page after page. */
export const openInterviewPages = (access: InterviewsOf) =>
  interviewPages(access, {
    expression: '#status IN (:proposed, :confirmed)',
    values: { ':proposed': 'proposed', ':confirmed': 'confirmed' },
    names: { '#status': 'status' },
  });

/**
 * After an account's deletion, its name leaves the interviews: a candidate's from their
 * application's (`candidateName`), a member's from those they proposed in a job (`proposedBy`).
 * Page after page, so none keeps it however many there are.
 */
export async function renameInInterviews(
  access: InterviewsOf,
  who: { candidate: true } | { proposedByID: string },
  name: string,
): Promise<void> {
  const field = 'candidate' in who ? 'candidateName' : 'proposedBy';
  const pages =
    'candidate' in who
      ? interviewPages(access)
      : interviewPages(access, { expression: 'proposedByID = :member', values: { ':member': who.proposedByID } });
  for await (const page of pages) {
    await mapInBatches(
      page.filter((item) => item[field] !== name),
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
