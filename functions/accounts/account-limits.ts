// How often an account, and an address, may sign in, sign up, be sent codes and reset a password
// (the counters: platform/rate-limits.ts). Login, forgot-password and reset-password have no
// per-account limit on requests, which anyone could use up to lock the owner out: login counts
// failures instead (login-throttle.ts), forgot-password the emails per account and per address
// (withinResetEmailLimit), and reset-password its tries per email and address together
// (enforceResetTryLimit).
import { addressSubject, countInWindow, digest, enforceRateLimit, type RateLimit } from '#platform/rate-limits.js';

export const ACCOUNT_LIMITS = {
  login: { action: 'login' },
  signup: { action: 'signup' },
  /** Code emails: confirmation, email and password changes, two-step set-up, account deletion. */
  code: { action: 'code' },
  reset: { action: 'reset' },
  resetTry: { action: 'reset-try' },
} satisfies Record<string, RateLimit>;

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
  await enforceRateLimit(ACCOUNT_LIMITS.resetTry, { account: `${email}|${addressSubject(address)}`, address }, now);
}
