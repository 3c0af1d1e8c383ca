// Rate limits (docs/data-model.md, pattern 5): a fixed window counter per action and per
// account or source address, one atomic UpdateItem ADD each; the items expire by TTL.
// Limits: 10 per account (50 for invitations and team changes, 60 reviews, 20 email template
// saves, 20 moves of several applicants, 300 single moves per member and 10 per application, 3
// requirements per sender email, 30 messages an hour, 10 interview proposals a day per company,
// 5 moves of one interview a day and 100 per company) and RATE_LIMIT_PER_ADDRESS (default 200) per address (an IPv6 /64), per action, per 15 minutes
// (requirements: per hour). The per-address limit is high because offices and mobile
// networks share addresses, and because test suites run every sign-in from 127.0.0.1.
// Login, forgot-password and reset-password have no per-account limit on requests, which anyone
// could use up to lock the owner out: login counts failures instead (login-throttle.ts),
// forgot-password the emails per account and per address (withinResetEmailLimit), and
// reset-password its tries per email and address together (enforceResetTryLimit).
import { createHash } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { MSG_INTERVIEW_PROPOSALS_LIMIT, MSG_INTERVIEW_RESCHEDULES_LIMIT } from '#shared/schemas/interviews.js';
import { positiveInteger } from './config.js';
import { tooManyRequests } from './errors.js';
import { updateItem } from './dynamodb/table.js';

export const RATE_WINDOW_SECONDS = 15 * 60;
const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;
export const PER_ACCOUNT_LIMIT = 10;
/**
 * Actions an account may take more often: an Owner invites a whole team at once, and
 * arranges it (revoke, remove, hand over) in one sitting; a member reviews a job's applicants
 * one after another; email templates are worded over several saves.
 */
const ACCOUNT_LIMITS: Partial<Record<RateAction, number>> = {
  invite: 50,
  team: 50,
  review: 60,
  templates: 20,
  bulk: 20,
  requirement: 3,
  export: 5,
  withdraw: 10,
  message: 30,
  stage: 300,
  'stage-application': 10,
  reschedule: 5,
  'reschedule-company': 100,
};
/**
 * Counted per hour: the public requirement form mails its sender, so nobody is mailed often;
 * a data export reads everything of an account (of a company, for an employer); each
 * withdrawal (and applying again after it) notifies the employer.
 */
const WINDOWS: Partial<Record<RateAction, number>> = {
  requirement: HOUR_SECONDS,
  export: HOUR_SECONDS,
  withdraw: HOUR_SECONDS,
  message: HOUR_SECONDS,
  interview: DAY_SECONDS,
  reschedule: DAY_SECONDS,
  'reschedule-company': DAY_SECONDS,
};
/** What a 429 says where "a few minutes" would not be true. */
const MESSAGES: Partial<Record<RateAction, string>> = {
  requirement: 'You have sent several requirements in the last hour. Please try again later.',
  export: 'You have downloaded your data several times in the last hour. Please try again later.',
  withdraw: 'You have withdrawn several applications in the last hour. Please try again later.',
  message: 'You have sent 30 messages in the last hour. Please wait a little before sending more.',
  interview: MSG_INTERVIEW_PROPOSALS_LIMIT,
  stage: 'You have moved many applicants in the last few minutes. Please wait a few minutes before moving more.',
  'stage-application':
    'This application has been moved many times in the last few minutes. Please wait a few minutes before moving it again.',
  reschedule: MSG_INTERVIEW_RESCHEDULES_LIMIT,
  'reschedule-company': MSG_INTERVIEW_RESCHEDULES_LIMIT,
};
export const DEFAULT_PER_ADDRESS_LIMIT = 200;

/**
 * Login attempts, sign-ups, code emails (confirmation, email and password changes),
 * password-reset requests, requirements sent, invitation emails, membership changes, data
 * exports, withdrawn applications, reset-password tries (per email and address together),
 * applicant reviews written or deleted, saves of a company's email templates, moves of several
 * applicants at once, moves of one applicant (per member, and per application), messages sent,
 * interviews proposed (per company, per day), interviews moved (per interview and per company,
 * per day).
 */
export type RateAction =
  | 'login'
  | 'signup'
  | 'code'
  | 'reset'
  | 'requirement'
  | 'invite'
  | 'team'
  | 'export'
  | 'withdraw'
  | 'reset-try'
  | 'review'
  | 'templates'
  | 'bulk'
  | 'message'
  | 'interview'
  | 'stage'
  | 'stage-application'
  | 'reschedule'
  | 'reschedule-company';

/**
 * Per-account limits a deployment may raise: the bench's load comes from one employer standing
 * for a whole team.
 */
const ACCOUNT_LIMIT_SETTINGS: Partial<Record<RateAction, string>> = { stage: 'RATE_LIMIT_STAGE_MOVES_PER_MEMBER' };

function accountLimitOf(action: RateAction): number {
  const limit = ACCOUNT_LIMITS[action] ?? PER_ACCOUNT_LIMIT;
  const setting = ACCOUNT_LIMIT_SETTINGS[action];
  return setting ? positiveInteger(setting, limit) : limit;
}

export function perAddressLimit(): number {
  return positiveInteger('RATE_LIMIT_PER_ADDRESS', DEFAULT_PER_ADDRESS_LIMIT);
}

/**
 * Whose address a request counts against: one IPv6 subscriber holds a whole /64 (and may
 * pick any address in it), so IPv6 addresses count per /64 prefix; an IPv4 address, written
 * plainly or IPv4-mapped (::ffff:a.b.c.d), counts as itself.
 */
export function addressSubject(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}

/** Keys hold no email or address in clear: a short hash is enough to count. */
export const digest = (value: string) =>
  createHash('sha256').update(value.toLowerCase()).digest('base64url').slice(0, 22);

/** Counts one in the current window of the counter `key`; returns the window's count so far. */
export async function countInWindow(key: string, now: number, windowSeconds = RATE_WINDOW_SECONDS): Promise<number> {
  const windowStart = Math.floor(now / 1000 / windowSeconds) * windowSeconds;
  const { Attributes } = await updateItem({
    Key: { PK: `RATE#${key}`, SK: String(windowStart) },
    UpdateExpression: 'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
    ExpressionAttributeValues: { ':one': 1, ':expiresAt': windowStart + windowSeconds * 2 },
    ReturnValues: 'UPDATED_NEW',
  });
  return Number(Attributes?.hits ?? 0);
}

const hit = async (key: string, limit: number, now: number, windowSeconds?: number) =>
  (await countInWindow(key, now, windowSeconds)) <= limit;

/**
 * Counts one attempt of `action` for the account (an email or userID) and the source
 * address; throws 429 when either is over its limit in the current window.
 */
export async function enforceRateLimit(
  action: RateAction,
  who: { account?: string; address?: string },
  now = Date.now(),
): Promise<void> {
  const checks: Promise<boolean>[] = [];
  const accountLimit = accountLimitOf(action);
  const window = WINDOWS[action];
  if (who.account) checks.push(hit(`${action}#acct#${digest(who.account)}`, accountLimit, now, window));
  if (who.address)
    checks.push(hit(`${action}#addr#${digest(addressSubject(who.address))}`, perAddressLimit(), now, window));
  const results = await Promise.all(checks);
  if (results.includes(false)) throw tooManyRequests(MESSAGES[action]);
}

/**
 * Counts one use of something the whole product may do only `limit` times an hour (one
 * counter for everyone, e.g. confirmation emails to addresses typed into a public form);
 * false once over the limit. It never throws 429: the caller decides what to leave out.
 */
export async function withinHourlyBudget(name: string, limit: number, now = Date.now()): Promise<boolean> {
  return hit(`${name}#all`, limit, now, HOUR_SECONDS);
}

/** Reset-password emails one account may be sent per 15 minutes, from any addresses. */
export const RESET_EMAILS_PER_ACCOUNT = 5;
/** ...and asked from one address (an IPv6 /64) for that account. */
export const RESET_EMAILS_PER_PAIR = 3;
/**
 * The first request of an address in a window is answered with a code even past the account's
 * share, up to this many emails to the account in all: others' requests cannot keep a fresh
 * code from the owner asking from their own address (unless they hold this many addresses).
 */
export const RESET_EMAILS_HARD_CAP = 20;

/**
 * Counts one reset-password request for an existing account from `address`; true when its
 * email may go. Never 429: over the limits nothing is sent, so the last code sent keeps working
 * (a new one would replace it), and requests in the owner's name can neither flood the inbox
 * nor keep a code from them (RESET_EMAILS_HARD_CAP).
 */
export async function withinResetEmailLimit(userID: string, address: string, now = Date.now()): Promise<boolean> {
  const [fromAddress, forAccount] = await Promise.all([
    countInWindow(`reset-email#pair#${digest(`${userID}|${addressSubject(address)}`)}`, now),
    countInWindow(`reset-email#acct#${digest(userID)}`, now),
  ]);
  if (fromAddress === 1) return forAccount <= RESET_EMAILS_HARD_CAP;
  return fromAddress <= RESET_EMAILS_PER_PAIR && forAccount <= RESET_EMAILS_PER_ACCOUNT;
}

/** Tries of reset-password for one email from one address per 15 minutes (and the address's own limit). */
export async function enforceResetTryLimit(email: string, address: string, now = Date.now()): Promise<void> {
  await enforceRateLimit('reset-try', { account: `${email}|${addressSubject(address)}`, address }, now);
}
