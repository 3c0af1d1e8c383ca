// Figure: what a conversation left open costs while nothing new arrives. The web app polls
// get-conversation every POLL_MS `since` the version of the page it shows
// (web/src/features/messages/api/conversations.ts, CONVERSATION_REFRESH_MS), and asks the
// sidebar's unread count again only when a poll brought something. One minute of those polls,
// and for comparison one minute of what each poll was before (the whole page, then the
// sidebar's count), by a real signed-in candidate, each call measured by call-meter.ts.
import { listDepartments } from '#functions/jobs/departments.js';
import { newJobItems } from '#functions/jobs/job-writes.js';
import { SNAPSHOT_RATES } from '#functions/jobs/reference-rates.js';
import { handler as getConversation } from '#functions/messages/handlers/get-conversation.js';
import { handler as getUnreadConversations } from '#functions/messages/handlers/get-unread-conversations.js';
import { conversationIdOf } from '#shared/conversation-ids.js';
import type { StackInfo } from '../local/stack-process.js';
import { createSignedInUser, type TestUser } from '../tools/test-users.js';
import { callAs, metered } from './call-meter.js';
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

/** A minute of polls, each `poll` counted. */
async function aMinuteOf(who: TestUser, poll: () => Promise<number>): Promise<PollsPerMinute> {
  const { answer: calls, reads } = await metered(who, async () => {
    let made = 0;
    for (let count = 0; count < POLLS_A_MINUTE; count += 1) made += await poll();
    return made;
  });
  const { bytesBesidesSession: _bytes, ...perMinute } = reads;
  return { calls, ...perMinute };
}

type ConversationAnswer = { changed: boolean; version: number; messages: unknown[] };

/**
 * A candidate's application to a job of a real employer, who has written to them; the candidate
 * opens the conversation (not counted), then leaves it open.
 */
export async function measureOpenConversation(stack: StackInfo): Promise<OpenConversationFigure> {
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
