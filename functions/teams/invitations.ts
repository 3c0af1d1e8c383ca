// Invitations to join a company (docs/data-model.md, patterns 14 and 15). An invitation is two items:
//   PK COMPANY#<companyID> / SK INVITE#<email>     the pending invitation the team screen lists
//   PK INVITATION#<hash>   / SK INVITATION         what the link's token leads to, and its state
// The link carries 32 random bytes; only their SHA-256 is stored, so the table cannot give a
// working link away. A token item outlives its invitation (state used, revoked or replaced,
// until the TTL takes it) so that an old link can say why it no longer works. Every change
// is one transaction with the Owner check (companies.ts ownerCheck) or, when joining, with
// the membership writes, conditioned on the token still being pending: a link works once.
import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_TTL_DAYS } from '#shared/constants.js';
import { INVITATION_MSG, type InvitationState } from '#shared/schemas/teams.js';
import { appLinks } from '#shared/web-paths.js';
import { invitationEmail } from './invitation-emails.js';
import { sendEmail, type EmailOutcome } from '#platform/email/send-email.js';
import { conflict, forbidden, HttpError, notFound, serviceUnavailable } from '#platform/errors.js';
import { logger } from '#platform/observability/logger.js';
import { refuseSuppressedAddress, undeliverable } from '#platform/email/suppressions.js';
import { companyPK, joinProfileUpdate, memberPut, ownerCheck, TEAM_MSG, type InvitationItem } from './companies.js';
import type { TransactItem } from '#platform/dynamodb/table.js';
import { queryItems } from '#platform/dynamodb/query-items.js';
import { TEAM_MAX } from './team-messages.js';
import { accountIdByEmail, getUserProfile, fullName } from '#functions/accounts/index.js';
import { conditionFailed, conditionFailedAt } from '#platform/dynamodb/transactions.js';
import { getItem, transact } from '#platform/dynamodb/table.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a used, revoked or replaced link still says why it does not work. */
const KEEP_TOKEN_DAYS = 30;

export const INVITE_MSG = {
  alreadyMember: (email: string) => `${email} is already a member of your team.`,
  noneFor: (email: string) => `There is no pending invitation for ${email}.`,
  sent: (email: string) => `Invitation sent to ${email}.`,
  notSent: 'The invitation is saved, but we could not send the email right now. Use Resend in a moment.',
  states: INVITATION_MSG.states,
  notFound: INVITATION_MSG.badLink,
  otherEmail: (email: string) => `This invitation is for ${email}. Log in with that email to join.`,
  inCompany: 'You are already a member of a company. Leave it before you join another one.',
  candidateEmail:
    'This email belongs to a candidate account, which cannot join a company. Ask the Owner to invite another email address.',
  otherCompanyEmail:
    'This email already belongs to a member of another company. They must leave it before they can join this one.',
  employerEmail: 'An employer account with this email already exists. Log in, then open this link again to join.',
} as const;

export interface TokenItem {
  PK: string;
  SK: 'INVITATION';
  entity: 'INVITATION_TOKEN';
  companyID: string;
  companyName: string;
  email: string;
  state: Exclude<InvitationState, 'expired'>;
  linkExpiresAt: string;
  /** TTL, epoch seconds. */
  expiresAt: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
export const tokenKey = (tokenHash: string) => ({ PK: `INVITATION#${tokenHash}`, SK: 'INVITATION' as const });
export const invitationKey = (companyID: string, email: string) => ({
  PK: companyPK(companyID),
  SK: `INVITE#${email.toLowerCase()}`,
});

/** What a link's token says: the item and its state now (a pending one past its date is expired). */
export const readInvitation = (token: string, now = Date.now()) => readInvitationByHash(hashToken(token), now);

async function readInvitationByHash(
  tokenHash: string,
  now: number,
): Promise<{ item: TokenItem; state: InvitationState } | undefined> {
  const { Item } = await getItem({ Key: tokenKey(tokenHash), ConsistentRead: true });
  if (!Item) return undefined;
  const item = Item as TokenItem;
  const state = item.state === 'pending' && Date.parse(item.linkExpiresAt) <= now ? 'expired' : item.state;
  return { item, state };
}

/** The token item as a usable invitation, or the error that says why it is not one. */
export async function pendingInvitation(token: string, now = Date.now()): Promise<TokenItem> {
  const found = await readInvitation(token, now);
  if (!found) throw notFound(INVITE_MSG.notFound);
  if (found.state !== 'pending') throw new HttpError(410, INVITE_MSG.states[found.state]);
  return found.item;
}

const tokenState = (tokenHash: string, state: TokenItem['state']): TransactItem => ({
  Update: {
    Key: tokenKey(tokenHash),
    UpdateExpression: 'SET #state = :state',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':state': state },
  },
});

/** The company's members and pending invitations: one Query of the team's partition, keys only, bounded by TEAM_MAX. */
async function teamSeats(companyID: string): Promise<number> {
  const items = await queryItems({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': companyPK(companyID) },
    ProjectionExpression: 'SK',
    ConsistentRead: true,
  });
  return items.filter((item) => /^(MEMBER|INVITE)#/.test(String(item.SK))).length;
}

/**
 * Invites `email` (or, with `resend`, replaces the link of its pending invitation): the Owner
 * check, the invitation, the new token, and the old token marked replaced, in one transaction.
 * Answers the link's token, to be emailed.
 */
export async function issueInvitation(input: {
  companyID: string;
  companyName: string;
  ownerID: string;
  email: string;
  resend: boolean;
  now?: number;
}): Promise<string> {
  const now = input.now ?? Date.now();
  const email = input.email.toLowerCase();
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const linkExpiresAt = new Date(now + INVITATION_TTL_DAYS * DAY_MS).toISOString();
  const key = invitationKey(input.companyID, email);
  const { Item: previous } = await getItem({ Key: key, ConsistentRead: true });
  if (input.resend && !previous) throw notFound(INVITE_MSG.noneFor(email));
  // A new invitation takes a seat: none past the cap (two at the same moment may pass it by one).
  if (!previous && (await teamSeats(input.companyID)) >= TEAM_MAX) throw conflict(TEAM_MSG.full);
  const invitation: InvitationItem = {
    ...key,
    entity: 'INVITE',
    companyID: input.companyID,
    email,
    sentAt: new Date(now).toISOString(),
    linkExpiresAt,
    tokenHash,
    invitedBy: input.ownerID,
  };
  const tokenItem: TokenItem = {
    ...tokenKey(tokenHash),
    entity: 'INVITATION_TOKEN',
    companyID: input.companyID,
    companyName: input.companyName,
    email,
    state: 'pending',
    linkExpiresAt,
    expiresAt: Math.floor((now + (INVITATION_TTL_DAYS + KEEP_TOKEN_DAYS) * DAY_MS) / 1000),
  };
  const previousHash = (previous as InvitationItem | undefined)?.tokenHash;
  try {
    await transact([
      ownerCheck(input.companyID, input.ownerID),
      {
        Put: {
          Item: invitation,
          // Resending and inviting again both replace the invitation read above, and only it.
          ConditionExpression: previousHash ? 'tokenHash = :previous' : 'attribute_not_exists(PK)',
          ...(previousHash ? { ExpressionAttributeValues: { ':previous': previousHash } } : {}),
        },
      },
      { Put: { Item: tokenItem, ConditionExpression: 'attribute_not_exists(PK)' } },
      ...(previousHash ? [tokenState(previousHash, 'replaced')] : []),
    ]);
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw forbidden(TEAM_MSG.ownerOnly);
    if (conditionFailed(error)) throw conflict('This invitation was changed at the same time. Please try again.');
    throw error;
  }
  return token;
}

/** The Owner withdraws a pending invitation; its link then says so. */
export async function revokeInvitation(companyID: string, ownerID: string, email: string): Promise<void> {
  const key = invitationKey(companyID, email);
  const { Item } = await getItem({ Key: key, ConsistentRead: true });
  if (!Item) throw notFound(INVITE_MSG.noneFor(email));
  const { tokenHash } = Item as InvitationItem;
  try {
    await transact([
      ownerCheck(companyID, ownerID),
      {
        Delete: {
          Key: key,
          ConditionExpression: 'tokenHash = :hash',
          ExpressionAttributeValues: { ':hash': tokenHash },
        },
      },
      tokenState(tokenHash, 'revoked'),
    ]);
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw forbidden(TEAM_MSG.ownerOnly);
    if (conditionFailedAt(error, 1)) throw notFound(INVITE_MSG.noneFor(email));
    throw error;
  }
}

/**
 * Uses the invitation up for `userID`, in one transaction: the token (still pending, still in
 * date), the listed invitation, the member item and the profile's companyID. `profileWrite`
 * replaces the last for a new account, whose activation sets its companyID. A failure is
 * translated into the sentence that explains it.
 */
export async function useInvitation(
  invitation: TokenItem,
  userID: string,
  options: { profileWrite?: TransactItem; now?: number } = {},
): Promise<void> {
  const now = options.now ?? Date.now();
  const tokenHash = invitation.PK.slice('INVITATION#'.length);
  const at = new Date(now).toISOString();
  try {
    await transact([
      {
        Update: {
          Key: tokenKey(tokenHash),
          UpdateExpression: 'SET #state = :used, usedBy = :user, usedAt = :at',
          ConditionExpression: '#state = :pending AND linkExpiresAt > :now',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: {
            ':used': 'used',
            ':pending': 'pending',
            ':user': userID,
            ':at': at,
            ':now': at,
          },
        },
      },
      {
        Delete: {
          Key: invitationKey(invitation.companyID, invitation.email),
          ConditionExpression: 'tokenHash = :hash',
          ExpressionAttributeValues: { ':hash': tokenHash },
        },
      },
      memberPut(invitation.companyID, userID, at),
      options.profileWrite ?? joinProfileUpdate(invitation.companyID, userID),
    ]);
  } catch (error) {
    if (conditionFailedAt(error, 0) || conditionFailedAt(error, 1)) {
      // Used, revoked, replaced or expired meanwhile: say which.
      const state = (await readInvitationByHash(tokenHash, now))?.state;
      throw new HttpError(410, INVITE_MSG.states[!state || state === 'pending' ? 'used' : state]);
    }
    if (conditionFailed(error)) throw conflict(INVITE_MSG.inCompany);
    throw error;
  }
}

/**
 * Issues the invitation (see issueInvitation) and emails its link. The invitation stands even
 * if the email cannot be sent: the answer (503) says to use Resend.
 */
export async function sendInvitation(
  company: { companyID: string; companyName: string },
  owner: { userID: string; firstName?: string; lastName?: string },
  email: string,
  /** `site`: the site's address, for the link, read before anything is written. */
  { resend, site }: { resend: boolean; site: string },
): Promise<void> {
  // The inviter is told at once, and no invitation is left pending that cannot reach anyone.
  await refuseSuppressedAddress(email);
  let outcome: EmailOutcome;
  const { companyID, companyName } = company;
  const token = await issueInvitation({ companyID, companyName, ownerID: owner.userID, email, resend });
  try {
    outcome = await sendEmail(
      invitationEmail({
        to: email,
        inviterName: fullName(owner),
        companyName: company.companyName,
        joinUrl: `${site}${appLinks.invitation(token)}`,
      }),
    );
  } catch (error) {
    logger.error('invitation email not sent', { error: error as Error });
    throw serviceUnavailable(INVITE_MSG.notSent);
  }
  if (!outcome.sent) throw undeliverable(email, outcome.suppressed.reason);
}

/**
 * Who already holds the invitation's email: nobody (or an unconfirmed sign-up, which a new
 * account replaces), or an active account, and then why it cannot take the sign-up form
 * (`blocked`: a candidate, or a member of a company; an employer of none logs in and joins).
 */
export async function emailStanding(
  invitation: Pick<TokenItem, 'email' | 'companyID'>,
): Promise<{ accountExists: boolean; blocked?: string }> {
  const userID = await accountIdByEmail(invitation.email);
  const profile = userID ? await getUserProfile(userID, { consistent: true }) : undefined;
  if (!profile || profile.status !== 'active') return { accountExists: false };
  if (profile.role === 'candidate') return { accountExists: true, blocked: INVITE_MSG.candidateEmail };
  if (profile.companyID === invitation.companyID) return { accountExists: true, blocked: INVITE_MSG.states.used };
  if (profile.companyID) return { accountExists: true, blocked: INVITE_MSG.otherCompanyEmail };
  return { accountExists: true };
}
