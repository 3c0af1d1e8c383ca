// Accounts: one per email, case-insensitively (docs/data-model.md, pattern 3). The EMAIL#
// item is written in the same transaction as the profile with attribute_not_exists, so of
// two simultaneous sign-ups with one email exactly one commits. Cognito holds the password.
// This module holds an account's own items and steps; sign-up, confirmation and a change of
// email, which also write a candidate's sourcing entries, a résumé or a founded company, are
// flows/sign-up.ts and flows/account-email.ts, which say the order of the steps.
import { ACCOUNT_MSG } from './account-messages.js';
import { createCognitoUser, deleteCognitoUser, findCognitoUser, errorName } from './cognito-users.js';
import { conflict } from '#platform/errors.js';
import { codeKey } from './one-time-codes.js';
import { getUserProfile, userKey, type UserProfile } from './users.js';

import { getItem, transact, type TransactItem } from '#platform/dynamodb/table.js';

/** An unconfirmed account this old may be replaced by a new sign-up from any browser. */
export const REPLACEABLE_AFTER_MS = 60_000;

/** GSI1 partition of the accounts in onboarding, by sign-up time (account-cleanup.ts removes them after a week). */
export const UNCONFIRMED_PK = 'UNCONFIRMED';
export const UNCONFIRMED_DAYS = 7;

/**
 * The index entry and TTL a new, unconfirmed profile carries (activation removes them). The
 * TTL, a week after the clean-up's turn, removes the profile should the clean-up not run.
 */
export function unconfirmedListing(userID: string, createdAt: string) {
  const expiresAfterSeconds = (UNCONFIRMED_DAYS + 7) * 24 * 60 * 60;
  return {
    GSI1PK: UNCONFIRMED_PK,
    GSI1SK: `${createdAt}#${userID}`,
    expiresAt: Math.floor(Date.parse(createdAt) / 1000) + expiresAfterSeconds,
  };
}

export const emailKey = (email: string) => ({ PK: `EMAIL#${email.trim().toLowerCase()}`, SK: 'EMAIL' });

/** The userID of the account with this email, if any (strongly consistent). */
export async function accountIdByEmail(email: string): Promise<string | undefined> {
  const { Item } = await getItem({ Key: emailKey(email), ConsistentRead: true });
  return typeof Item?.userID === 'string' ? Item.userID : undefined;
}

export interface NewAccount {
  profile: Omit<UserProfile, 'userID' | 'status' | 'createdAt'>;
  password: string;
  resume?: Buffer;
  /** The account this browser's onboarding cookie names, if any. */
  onboardingUserID: string | null;
}

/**
 * Sign-up's step 1: what stands in the way of the email. Returns the unconfirmed account to
 * replace, if any: an active account is a 409, and so is an unconfirmed one younger than a
 * minute that another browser signed up (a sign-up in progress).
 */
export async function claimableAccount(
  email: string,
  onboardingUserID: string | null,
  now: number,
): Promise<{ userID: string; profile?: UserProfile } | undefined> {
  const existingID = await accountIdByEmail(email);
  if (!existingID) return undefined;
  const existing = await getUserProfile(existingID, { consistent: true });
  if (existing?.status === 'active') throw conflict(ACCOUNT_MSG.emailTaken);
  if (existing?.status === 'deleting') throw conflict(ACCOUNT_MSG.accountBeingDeleted);
  const age = existing ? now - Date.parse(existing.createdAt) : Infinity;
  if (onboardingUserID !== existingID && age < REPLACEABLE_AFTER_MS) throw conflict(ACCOUNT_MSG.signupInProgress);
  return { userID: existingID, profile: existing };
}

/** Sign-up's step 2: a new Cognito user for the email, clearing a stale leftover (no profile, over a minute old) first. */
export async function newCognitoUser(email: string, now: number): Promise<string> {
  try {
    return await createCognitoUser(email);
  } catch (error) {
    if (errorName(error) !== 'UsernameExistsException') throw error;
  }
  const leftover = await findCognitoUser(email);
  if (leftover) {
    const profile = await getUserProfile(leftover.userID, { consistent: true });
    if (profile?.status === 'active') throw conflict(ACCOUNT_MSG.emailTaken);
    if (profile?.status === 'deleting') throw conflict(ACCOUNT_MSG.accountBeingDeleted);
    if (profile || now - leftover.createdAt.getTime() < REPLACEABLE_AFTER_MS)
      throw conflict(ACCOUNT_MSG.signupInProgress);
    await deleteCognitoUser(leftover.userID);
  }
  try {
    return await createCognitoUser(email);
  } catch (error) {
    if (errorName(error) === 'UsernameExistsException') throw conflict(ACCOUNT_MSG.signupInProgress);
    throw error;
  }
}

/**
 * A new, unconfirmed account's items as one transaction: the profile (listed for the clean-up
 * until confirmed, account-cleanup.ts) and its email's item, and the unconfirmed account it
 * replaces, if any, removed while it is still unconfirmed.
 */
export function newAccountWrites(
  profile: UserProfile,
  replaced: { userID: string; profile?: UserProfile } | undefined,
): TransactItem[] {
  const { userID, email } = profile;
  const items: TransactItem[] = [
    {
      Put: {
        Item: { ...userKey(userID), ...profile, ...unconfirmedListing(userID, profile.createdAt) },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Put: {
        Item: { ...emailKey(email), userID, email, createdAt: profile.createdAt },
        ConditionExpression: replaced ? 'attribute_not_exists(PK) OR userID = :replaced' : 'attribute_not_exists(PK)',
        ...(replaced ? { ExpressionAttributeValues: { ':replaced': replaced.userID } } : {}),
      },
    },
  ];
  if (replaced?.profile) {
    items.push(
      {
        Delete: {
          Key: userKey(replaced.userID),
          ConditionExpression: '#status = :onboarding',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':onboarding': 'onboarding' },
        },
      },
      { Delete: { Key: codeKey(replaced.userID, 'confirm-email') } },
    );
  }
  return items;
}

/**
 * Undoes createAccount for an account that never became active (a step after it failed):
 * the Cognito user, then profile and email item, only while the account is unconfirmed.
 */
export async function discardUnconfirmedAccount(profile: Pick<UserProfile, 'userID' | 'email'>): Promise<void> {
  await deleteCognitoUser(profile.userID);
  await transact(accountRemoval(profile, 'onboarding'));
}

/**
 * The profile, only while in `status`, and the email's item, only while it names this account
 * (or is already gone), deleted in one transaction: the address is then free to sign up again.
 */
export function accountRemoval(profile: Pick<UserProfile, 'userID' | 'email'>, status: UserProfile['status']) {
  const removeProfile = {
    Delete: {
      Key: userKey(profile.userID),
      ConditionExpression: '#status = :status',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status },
    },
  };
  // A profile without an email (damaged data) has no email item to free.
  if (!profile.email) return [removeProfile];
  const releaseEmail = {
    Delete: {
      Key: emailKey(profile.email),
      ConditionExpression: 'attribute_not_exists(PK) OR userID = :me',
      ExpressionAttributeValues: { ':me': profile.userID },
    },
  };
  return [removeProfile, releaseEmail];
}

/**
 * The profile's activation as a transaction step: status active and, for an employer, the
 * company it now belongs to; only while the account is still in onboarding.
 */
export function activationWrite(userID: string, companyID?: string) {
  return {
    Update: {
      Key: userKey(userID),
      // No longer listed for the clean-up of unconfirmed sign-ups, nor due to expire.
      UpdateExpression: `SET #status = :active${companyID ? ', companyID = :company' : ''} REMOVE GSI1PK, GSI1SK, expiresAt`,
      ConditionExpression: '#status = :onboarding',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':active': 'active',
        ':onboarding': 'onboarding',
        ...(companyID ? { ':company': companyID } : {}),
      },
    },
  };
}

/**
 * The account's items moved from one email to another, as transaction steps: the new email's
 * item (only while free: step 0), the old one's released, the profile's email (only while it is
 * `from`). `back` puts an email back after a failed change: its item may still be ours.
 */
export function emailMoveWrites(userID: string, from: string, to: string, options: { back?: boolean } = {}) {
  return [
    {
      Put: {
        Item: { ...emailKey(to), userID, email: to, createdAt: new Date().toISOString() },
        ConditionExpression: options.back ? 'attribute_not_exists(PK) OR userID = :me' : 'attribute_not_exists(PK)',
        ...(options.back ? { ExpressionAttributeValues: { ':me': userID } } : {}),
      },
    },
    {
      Delete: {
        Key: emailKey(from),
        // Accounts made before this item existed have none to release.
        ConditionExpression: 'attribute_not_exists(PK) OR userID = :me',
        ExpressionAttributeValues: { ':me': userID },
      },
    },
    {
      Update: {
        Key: userKey(userID),
        UpdateExpression: 'SET email = :to',
        ConditionExpression: 'email = :from',
        ExpressionAttributeValues: { ':to': to, ':from': from },
      },
    },
  ];
}
