// Reports and the operators' review queue (docs/data-model.md, pattern 43). Everything reported
// is a target with one item that counts its open reports, and one report per reporter:
//   PK REPORTED#<type>#<key> / SK TARGET             the target: open reports, their reasons, held or not
//     GSI1 OPSQUEUE / <queuedAt>#<type>#<key>         while it has open reports, is held or has flagged messages
//   PK REPORTED#<type>#<key> / SK REPORT#<reporterID> a reporter's report (a new one replaces a closed one)
//     GSI1 REPORTS#<type>#<key>#<round> / <createdAt>#<reporterID>   the open ones, newest first
// A report is open while its `round` is the target's: dismissing the target moves the round on,
// which closes every open report in one write, however many there are. A message's key is
// `<conversationID>#<messageID>`; every other target's key is its ID.
import { HOLD_REPORTERS, QUEUE_REPORTS_SHOWN, REPORT_TARGET_TYPES, TRUST_MSG } from '#shared/schemas/trust.js';
import type { ReportReason, ReportTargetType } from '#shared/schemas/trust.js';
import { PAGE_SIZE } from '#shared/constants.js';
import { conflict } from '#platform/errors.js';
import { decodePageCursor, encodePageCursor } from '#platform/dynamodb/page-cursor.js';
import { getItem, queryTable, transact, type TransactItem } from '#platform/dynamodb/table.js';
import { conditionFailedAt } from '#platform/dynamodb/transactions.js';

/** What a report or an action is about. */
export interface TargetRef {
  targetType: ReportTargetType;
  targetID: string;
  /** Messages only: the conversation the message is in. */
  conversationID?: string;
}

/** What the queue keeps of a target, written when it is first reported or held. */
export interface TargetFacts {
  /** What it was called then: a job's title and company, a company's name, a candidate's name. */
  label: string;
  /** The company it belongs to (jobs, companies, a company's messages). */
  companyID?: string;
}

export interface TargetItem extends TargetRef, TargetFacts {
  PK: string;
  SK: 'TARGET';
  GSI1PK?: string;
  GSI1SK?: string;
  queuedAt: string;
  round: number;
  openReports: number;
  /** Open reports by reason: `reason_<reason>` attributes, folded into `reasons` by targetOf. */
  [reasonCount: `reason_${string}`]: number;
  held?: boolean;
  holdReasons?: string[];
  /** Companies: their members' messages that tripped a scam signal, ever. */
  flaggedMessages?: number;
}

export interface ReportItem {
  reason: ReportReason;
  details: string;
  reporterID: string;
  reporterName: string;
  reporterEmail: string;
  createdAt: string;
}

export const OPS_QUEUE = 'OPSQUEUE';
const REASON_PREFIX = 'reason_';

const targetKeyOf = (target: TargetRef) =>
  target.targetType === 'message' ? `${target.conversationID}#${target.targetID}` : target.targetID;
const targetPK = (target: TargetRef) => `REPORTED#${target.targetType}#${targetKeyOf(target)}`;
export const targetKey = (target: TargetRef) => ({ PK: targetPK(target), SK: 'TARGET' as const });
const reportKey = (target: TargetRef, reporterID: string) => ({ PK: targetPK(target), SK: `REPORT#${reporterID}` });
const openReportsPK = (target: TargetRef, round: number) =>
  `REPORTS#${target.targetType}#${targetKeyOf(target)}#${round}`;
const queueKeys = (target: TargetRef, at: string) => ({
  GSI1PK: OPS_QUEUE,
  GSI1SK: `${at}#${target.targetType}#${targetKeyOf(target)}`,
});

/** The target's fields every write sets, so that whichever write comes first makes a whole item. */
const targetFields = (target: TargetRef, facts: TargetFacts) => ({
  targetType: target.targetType,
  targetID: target.targetID,
  label: facts.label,
  ...(target.conversationID ? { conversationID: target.conversationID } : {}),
  ...(facts.companyID ? { companyID: facts.companyID } : {}),
});

/**
 * An Update of the target that puts it at the top of the queue at `at`, with `set` and `add`
 * besides (attribute name to value); a first write starts its round and counts at 0.
 */
function queueUpdate(
  target: TargetRef,
  facts: TargetFacts,
  at: string,
  set: Record<string, unknown> = {},
  add: Record<string, number> = {},
): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':at': at, ':zero': 0 };
  // A count ADDed to starts at 0 of itself (a path may not be both SET and ADDed).
  const sets = [
    'queuedAt = :at',
    '#round = if_not_exists(#round, :zero)',
    ...('openReports' in add ? [] : ['openReports = if_not_exists(openReports, :zero)']),
  ];
  names['#round'] = 'round';
  const plain = { ...targetFields(target, facts), ...queueKeys(target, at), ...set };
  Object.entries(plain).forEach(([name, value], index) => {
    names[`#s${index}`] = name;
    values[`:s${index}`] = value;
    sets.push(`#s${index} = :s${index}`);
  });
  const adds = Object.entries(add).map(([name, value], index) => {
    names[`#a${index}`] = name;
    values[`:a${index}`] = value;
    return `#a${index} :a${index}`;
  });
  return {
    Update: {
      Key: targetKey(target),
      UpdateExpression: `SET ${sets.join(', ')}${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

export async function getTarget(target: TargetRef): Promise<TargetItem | undefined> {
  const { Item } = await getItem({ Key: targetKey(target), ConsistentRead: true });
  return Item as TargetItem | undefined;
}

/**
 * Files a report: one open report per reporter and target (409 otherwise), counted on the
 * target, which comes to the top of the queue. Answers how many users' reports are open now.
 */
export async function fileReport(
  target: TargetRef,
  facts: TargetFacts,
  report: ReportItem,
): Promise<{ openReports: number; holds: boolean }> {
  const before = await getTarget(target);
  const round = before?.round ?? 0;
  const item = {
    ...reportKey(target, report.reporterID),
    GSI1PK: openReportsPK(target, round),
    GSI1SK: `${report.createdAt}#${report.reporterID}`,
    entity: 'REPORT',
    ...target,
    ...report,
    round,
  };
  try {
    await transact([
      // Open: a report of this round. One of an earlier round was closed, and is replaced.
      {
        Put: {
          Item: item,
          ConditionExpression: 'attribute_not_exists(PK) OR #round <> :round',
          ExpressionAttributeNames: { '#round': 'round' },
          ExpressionAttributeValues: { ':round': round },
        },
      },
      // The round read above is still the target's (a dismissal meanwhile would close this report).
      withRoundCheck(
        queueUpdate(target, facts, report.createdAt, {}, { openReports: 1, [`${REASON_PREFIX}${report.reason}`]: 1 }),
        before,
      ),
    ]);
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw conflict(TRUST_MSG.alreadyReported);
    if (conditionFailedAt(error, 1)) throw conflict(TRUST_MSG.changedMeanwhile);
    throw error;
  }
  const openReports = (before?.openReports ?? 0) + 1;
  return { openReports, holds: target.targetType === 'job' && openReports >= HOLD_REPORTERS && !before?.held };
}

/** Conditions an Update of the target on its round being still `before`'s (absent: no target yet). */
function withRoundCheck(write: TransactItem, before: TargetItem | undefined): TransactItem {
  const update = write.Update!;
  return {
    Update: {
      ...update,
      ConditionExpression: before ? '#round = :expectedRound' : 'attribute_not_exists(PK)',
      ExpressionAttributeValues: {
        ...update.ExpressionAttributeValues,
        ...(before ? { ':expectedRound': before.round } : {}),
      },
    },
  };
}

/** A held job's place in the queue, with why it is held: written with the hold itself. */
export const holdQueueWrite = (jobID: string, facts: TargetFacts, reasons: string[], at: string): TransactItem =>
  queueUpdate({ targetType: 'job', targetID: jobID }, facts, at, { held: true, holdReasons: reasons });

/** A company message that tripped a scam signal: counted on the company, which comes to the queue. */
export const flaggedMessageWrite = (companyID: string, facts: TargetFacts, at: string): TransactItem =>
  queueUpdate({ targetType: 'company', targetID: companyID }, facts, at, {}, { flaggedMessages: 1 });

/**
 * Closes the target's open reports (a new round), takes a released or removed job's hold off
 * (`unhold`), and takes the target out of the queue; conditioned on its round, so that a
 * report filed meanwhile is not closed unseen (409, read the queue again).
 */
export function closeTargetWrite(before: TargetItem, options: { unhold?: boolean } = {}): TransactItem {
  const stillHeld = before.held && !options.unhold;
  const reasonNames = Object.keys(before).filter((name) => name.startsWith(REASON_PREFIX));
  const names: Record<string, string> = { '#round': 'round' };
  reasonNames.forEach((name, index) => (names[`#r${index}`] = name));
  const removes = [
    ...reasonNames.map((_, index) => `#r${index}`),
    ...(stillHeld ? [] : ['GSI1PK', 'GSI1SK']),
    ...(options.unhold ? ['holdReasons'] : []),
  ];
  return {
    Update: {
      Key: targetKey(before),
      UpdateExpression: `SET #round = :next, openReports = :zero${options.unhold ? ', held = :no' : ''}${
        removes.length ? ` REMOVE ${removes.join(', ')}` : ''
      }`,
      ConditionExpression: '#round = :round',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: {
        ':round': before.round,
        ':next': before.round + 1,
        ':zero': 0,
        ...(options.unhold ? { ':no': false } : {}),
      },
    },
  };
}

/** What the queue shows of a target: its counts by reason and the newest open reports. */
export interface QueuedTarget {
  target: TargetItem;
  reasons: Record<string, number>;
  reports: ReportItem[];
}

export const reasonsOf = (target: TargetItem): Record<string, number> =>
  Object.fromEntries(
    Object.entries(target)
      .filter(([name, count]) => name.startsWith(REASON_PREFIX) && typeof count === 'number' && count > 0)
      .map(([name, count]) => [name.slice(REASON_PREFIX.length), count as number]),
  );

async function newestOpenReports(target: TargetItem): Promise<ReportItem[]> {
  if (!target.openReports) return [];
  const { Items = [] } = await queryTable({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': openReportsPK(target, target.round) },
    ScanIndexForward: false,
    Limit: QUEUE_REPORTS_SHOWN,
  });
  return Items as ReportItem[];
}

const QUEUE_CURSOR_KEY = /^[\w:.#-]{1,250}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The queue's position a cursor holds: [queuedAt, type, key]. */
function queuePosition(position: unknown) {
  const [at, type, key] = Array.isArray(position) && position.length === 3 ? (position as unknown[]) : [];
  if (typeof at !== 'string' || !ISO_TIME.test(at)) return undefined;
  if (typeof type !== 'string' || !(REPORT_TARGET_TYPES as readonly string[]).includes(type)) return undefined;
  if (typeof key !== 'string' || !QUEUE_CURSOR_KEY.test(key)) return undefined;
  return {
    PK: `REPORTED#${type}#${key}`,
    SK: 'TARGET',
    GSI1PK: OPS_QUEUE,
    GSI1SK: `${at}#${type}#${key}`,
  };
}

/**
 * One page of the queue, newest first, after `cursor`: one Query of PAGE_SIZE + 1 targets, then
 * each target's newest open reports (one Query each, QUEUE_REPORTS_SHOWN at most), in parallel.
 */
export async function queuePage(cursor?: string): Promise<{ targets: QueuedTarget[]; nextCursor?: string }> {
  const start = cursor && decodePageCursor(cursor, queuePosition, TRUST_MSG.badCursor);
  const { Items = [] } = await queryTable({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': OPS_QUEUE },
    ScanIndexForward: false,
    Limit: PAGE_SIZE + 1,
    ...(start ? { ExclusiveStartKey: start } : {}),
  });
  const targets = (Items as TargetItem[]).slice(0, PAGE_SIZE);
  const reports = await Promise.all(targets.map(newestOpenReports));
  const last = targets.at(-1);
  return {
    targets: targets.map((target, index) => ({ target, reasons: reasonsOf(target), reports: reports[index]! })),
    ...(Items.length > PAGE_SIZE && last
      ? { nextCursor: encodePageCursor([last.queuedAt, last.targetType, targetKeyOf(last)]) }
      : {}),
  };
}
