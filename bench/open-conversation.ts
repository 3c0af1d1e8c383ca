// Figure: what a conversation left open costs while nothing new arrives. The web app polls
// get-conversation every POLL_MS `since` the version of the page it shows
// (web/src/features/messages/api/conversations.ts, CONVERSATION_REFRESH_MS), and asks the
// sidebar's unread count again only when a poll brought something. One minute of those polls,
// and for comparison one minute of what each poll was before (the whole page, then the
// sidebar's count), by a real signed-in candidate. Each call runs its whole function in this
// process, session check included, and a middleware on the document client counts what
// DynamoDB read, as search-cost.ts does: items, the capacity it reports, the requests.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { dynamo } from '#platform/clients/dynamodb.js';
import type { ApiHandler } from '#platform/http/api-handler.js';
import { listDepartments } from '#functions/jobs/departments.js';
import { newJobItems } from '#functions/jobs/job-writes.js';
import { SNAPSHOT_RATES } from '#functions/jobs/reference-rates.js';
import { handler as getConversation } from '#functions/messages/handlers/get-conversation.js';
import { handler as getUnreadConversations } from '#functions/messages/handlers/get-unread-conversations.js';
import { conversationIdOf } from '#shared/conversation-ids.js';
import { localInvocation } from '../local/gateway.js';
import type { StackInfo } from '../local/stack-process.js';
import { createSignedInUser, type TestUser } from '../tools/test-users.js';
import type { Row } from './report.js';
import { batchWriteAll, benchJobFields } from './seed.js';

/** How often an open conversation polls: the web app's CONVERSATION_REFRESH_MS. */
export const POLL_MS = 5_000;
const POLLS_A_MINUTE = 60_000 / POLL_MS;
/**
 * The target, a minute of polls with nothing new: one call each, one round trip each (the
 * conversation item read with the session), one item besides the session's two; each of the
 * three items small and strongly consistent, one read unit.
 */
export const OPEN_CONVERSATION_TARGET = {
  calls: POLLS_A_MINUTE,
  roundTrips: POLLS_A_MINUTE,
  itemsBesidesSession: POLLS_A_MINUTE,
  capacityUnits: 3 * POLLS_A_MINUTE,
};

/** What a minute of polls asked of the API and of DynamoDB. */
export interface PollsPerMinute {
  calls: number;
  roundTrips: number;
  itemsRead: number;
  /** Items other than the caller's profile and session record, which every signed-in call reads. */
  itemsBesidesSession: number;
  capacityUnits: number;
}

export interface OpenConversationFigure {
  pollMs: number;
  /** Polls `since` the version, as the web app polls now. */
  unchanged: PollsPerMinute;
  /** Every one of them answered "unchanged". */
  everyPollUnchanged: boolean;
  /** The whole page and the sidebar's count at each poll, as the web app polled before. */
  wholePage: PollsPerMinute;
}

const meter = { roundTrips: 0, itemsRead: 0, itemsBesidesSession: 0, capacityUnits: 0 };
let counting = false;
let sessionUserID = '';

/** The caller's own items every signed-in call reads: their profile and the session's record. */
const isSessionItem = (item: { PK?: unknown; SK?: unknown }) =>
  item.PK === `USER#${sessionUserID}` && (item.SK === 'PROFILE' || String(item.SK).startsWith('SESSION#'));

function installMeter() {
  dynamo().middlewareStack.add(
    (next) => async (args) => {
      if (counting) (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      if (!counting) return result;
      meter.roundTrips += 1;
      const output = result.output as {
        ScannedCount?: number;
        Responses?: Record<string, Record<string, unknown>[]>;
        Item?: Record<string, unknown>;
        ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[];
      };
      const items = [...Object.values(output.Responses ?? {}).flat(), ...(output.Item ? [output.Item] : [])];
      meter.itemsRead += (output.ScannedCount ?? 0) + items.length;
      meter.itemsBesidesSession += (output.ScannedCount ?? 0) + items.filter((item) => !isSessionItem(item)).length;
      for (const entry of [output.ConsumedCapacity ?? []].flat()) meter.capacityUnits += entry.CapacityUnits ?? 0;
      return result;
    },
    { step: 'initialize', name: 'benchOpenConversation' },
  );
}

/** One call through its function, as the gateway invokes it, with `who`'s cookies; anything but 200 breaks the run. */
async function callAs<T>(handler: ApiHandler, name: string, who: TestUser, query: Record<string, string>): Promise<T> {
  const path = `/api/${name}`;
  const routeKey = `GET ${path}`;
  const event = {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: new URLSearchParams(query).toString(),
    headers: {},
    cookies: [...who.client.cookies].map(([cookie, value]) => `${cookie}=${encodeURIComponent(value)}`),
    queryStringParameters: query,
    requestContext: { routeKey, requestId: 'bench', http: { method: 'GET', path, sourceIp: '127.0.0.1' } },
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
  const answer = await handler(event, localInvocation(name));
  if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode}: ${answer.body}`);
  return (JSON.parse(answer.body ?? '{}') as { data: T }).data;
}

/** A minute of polls, each `poll` counted. */
async function aMinuteOf(who: TestUser, poll: () => Promise<number>): Promise<PollsPerMinute> {
  Object.assign(meter, { roundTrips: 0, itemsRead: 0, itemsBesidesSession: 0, capacityUnits: 0 });
  sessionUserID = who.userID;
  let calls = 0;
  counting = true;
  try {
    for (let count = 0; count < POLLS_A_MINUTE; count += 1) calls += await poll();
  } finally {
    counting = false;
  }
  return { calls, ...meter, capacityUnits: Math.round(meter.capacityUnits * 100) / 100 };
}

type ConversationAnswer = { changed: boolean; version: number; messages: unknown[] };

/**
 * A candidate's application to a job of a real employer, who has written to them; the candidate
 * opens the conversation (not counted), then leaves it open.
 */
export async function measureOpenConversation(stack: StackInfo): Promise<OpenConversationFigure> {
  installMeter();
  const companyName = 'Bench Messaging Co';
  const employer = await createSignedInUser(stack, 'employer', { companyName });
  const candidate = await createSignedInUser(stack, 'candidate', {
    jobTitle: 'Backend Developer',
    jobType: 'full-time',
    country: 'Kenya',
  });
  const departments = (await listDepartments()).map((department) => department.name);
  const { job, entries } = newJobItems(
    { userID: employer.userID, firstName: 'Bench', lastName: 'Employer' },
    { companyID: employer.companyID!, companyName },
    // Open to anywhere; numbered apart from the seeded jobs and the load test's.
    { ...benchJobFields(20_000_000, departments), applicantCountries: [] },
    SNAPSHOT_RATES,
  );
  await batchWriteAll([job, ...entries]);
  const applied = await candidate.client.call('POST', '/api/job-application', {
    json: {
      firstName: 'Bench',
      lastName: 'Candidate',
      email: candidate.email,
      country: 'Kenya',
      phoneNo: '+254 700 000000',
      jobID: job.jobID,
    },
  });
  if (applied.status !== 200) throw new Error(`job-application answered ${applied.status}: ${applied.body.data.msg}`);
  const conversationID = conversationIdOf(job.jobID, candidate.userID);
  const sent = await employer.client.call('POST', '/api/send-message', {
    json: { conversationID, text: 'Hello, when could we talk?' },
  });
  if (sent.status !== 200) throw new Error(`send-message answered ${sent.status}: ${sent.body.data.msg}`);

  const conversation = (query: Record<string, string>) =>
    callAs<ConversationAnswer>(getConversation, 'get-conversation', candidate, { conversationID, ...query });
  const { version } = await conversation({});
  let everyPollUnchanged = true;
  const unchanged = await aMinuteOf(candidate, async () => {
    const answer = await conversation({ since: String(version) });
    everyPollUnchanged &&= answer.changed === false;
    return 1;
  });
  const wholePage = await aMinuteOf(candidate, async () => {
    await conversation({});
    await callAs(getUnreadConversations, 'get-unread-conversations', candidate, {});
    return 2;
  });
  return { pollMs: POLL_MS, unchanged, everyPollUnchanged, wholePage };
}

/** The figure's row of the bench's table. */
export function openConversationRow(figure: OpenConversationFigure): Row {
  const { unchanged: now, wholePage: before } = figure;
  const target = OPEN_CONVERSATION_TARGET;
  return {
    figure: `open conversation, nothing new: calls and read units a minute (a poll every ${figure.pollMs / 1000} s)`,
    value: `${now.calls} calls, ${now.capacityUnits} RCU, ${now.roundTrips} round trips, ${now.itemsBesidesSession} items besides the session's (${now.itemsRead} in all)${figure.everyPollUnchanged ? '' : ', NOT every poll unchanged'}; before: ${before.calls} calls, ${before.capacityUnits} RCU, ${before.roundTrips} round trips, ${before.itemsBesidesSession} items besides the session's`,
    target: `<= ${target.calls} calls, ${target.roundTrips} round trips, ${target.itemsBesidesSession} items besides the session's (one each), <= ${target.capacityUnits} RCU`,
    result:
      figure.everyPollUnchanged &&
      now.calls <= target.calls &&
      now.roundTrips <= target.roundTrips &&
      now.itemsBesidesSession <= target.itemsBesidesSession &&
      now.capacityUnits <= target.capacityUnits
        ? 'pass'
        : 'MISS',
  };
}

/** What shows the figure's harness broke (nothing polled, nothing read, not a number). */
export function openConversationProblems(figure: OpenConversationFigure): string[] {
  const problems: string[] = [];
  for (const [label, minute] of [
    ['unchanged', figure.unchanged],
    ['whole page', figure.wholePage],
  ] as const) {
    for (const [name, value] of Object.entries(minute))
      if (!Number.isFinite(value)) problems.push(`open conversation, ${label}: ${name} is not a number (${value})`);
    if (minute.calls === 0 || minute.itemsRead === 0)
      problems.push(`open conversation, ${label}: nothing was polled or read: the meter is broken`);
  }
  return problems;
}
