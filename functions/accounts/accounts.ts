// Accounts: one per email, case-insensitively (docs/data-model.md, pattern 3). The EMAIL#
// item is written in the same transaction as the profile with attribute_not_exists, so of
// two simultaneous sign-ups with one email exactly one commits. Cognito holds the
// password; the order of the steps and the compensations below make sure that a failure
// half-way never leaves an account that can neither log in nor sign up again:
//   1. an active account with the email: 409. An unconfirmed one is replaced, but only
//      when this browser signed it up or it is older than a minute (an older one whose
//      owner comes back; a younger one is a sign-up in progress: 409);
//   2. Cognito user (a leftover Cognito user with no profile, older than a minute, is
//      deleted first), password, resume: any failure deletes what was made;
//   3. the transaction (profile + EMAIL#, and the replaced account's items): a failure
//      deletes the Cognito user and the resume.
// Confirmation and email changes are transactions too, with the candidate's sourcing
// entries (candidate-search.ts) and the used code in them.
import { ACCOUNT_MSG } from './account-messages.js';
import {
  createCognitoUser,
  deleteCognitoUser,
  findCognitoUser,
  setCognitoPassword,
  setVerifiedEmail,
} from './cognito-users.js';
import { badRequest, conflict } from '#platform/errors.js';
import { bestEffort, compensate } from '#platform/async/best-effort.js';
import {
  CANDIDATE_WORD_INDEX,
  candidateSearchWrites,
  candidateWordOwner,
} from '#functions/candidates/candidate-search.js';
import { withWordEntries } from '#platform/search/word-index.js';
import { foundingWrites } from '#functions/teams/companies.js';
import { codeKey, deleteCodeItem } from './one-time-codes.js';
import { deleteResume, storeResume } from '#functions/candidates/resumes.js';
import { getUserProfile, userKey, type UserProfile } from '#platform/auth/users.js';
import { conditionFailed, conditionFailedAt } from '#platform/dynamodb/transactions.js';
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

const errorName = (error: unknown) => (error instanceof Error ? error.name : '');

export interface NewAccount {
  profile: Omit<UserProfile, 'userID' | 'status' | 'createdAt'>;
  password: string;
  resume?: Buffer;
  /** The account this browser's onboarding cookie names, if any. */
  onboardingUserID: string | null;
}

/** Step 1: what stands in the way of the email. Returns the unconfirmed account to replace, if any. */
async function claimableAccount(
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

/** Step 2: a new Cognito user for the email, clearing a stale leftover (no profile, over a minute old) first. */
async function newCognitoUser(email: string, now: number): Promise<string> {
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

/** Creates an unconfirmed account (see the steps above) and returns its profile. */
export async function createAccount(input: NewAccount, now = Date.now()): Promise<UserProfile> {
  const email = input.profile.email;
  const replaced = await claimableAccount(email, input.onboardingUserID, now);
  if (replaced) await deleteCognitoUser(replaced.userID);

  const userID = await newCognitoUser(email, now);
  let resumePath: string | undefined;
  try {
    await setCognitoPassword(userID, input.password);
    if (input.resume) resumePath = await storeResume(userID, input.resume);
    const profile: UserProfile = {
      ...input.profile,
      userID,
      status: 'onboarding',
      createdAt: new Date(now).toISOString(),
      ...(resumePath ? { resumePath } : {}),
    };
    const items: TransactItem[] = [
      {
        Put: {
          // Listed for the clean-up until confirmed (account-cleanup.ts).
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
    try {
      await transact(items);
    } catch (error) {
      // The email or the replaced account changed hands meanwhile: someone else won.
      if (conditionFailed(error)) throw conflict(ACCOUNT_MSG.emailTaken);
      throw error;
    }
    if (replaced?.profile?.resumePath)
      await bestEffort('delete the replaced resume', () => deleteResume(replaced.profile!.resumePath!));
    return profile;
  } catch (error) {
    await compensate('delete the Cognito user of a failed sign-up', () => deleteCognitoUser(userID));
    if (resumePath) await compensate('delete the resume of a failed sign-up', () => deleteResume(resumePath!));
    throw error;
  }
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
 * Confirms the email of an account in onboarding: Cognito's email_verified first (if it
 * fails, nothing changed), then one transaction: status active, code used up, for a
 * candidate the sourcing entries, and for an employer the company they found as its Owner.
 */
export async function activateAccount(profile: UserProfile, codeHash: string): Promise<UserProfile> {
  await setVerifiedEmail(profile.userID, profile.email);
  const founding = profile.role === 'employer' ? foundingWrites(profile) : undefined;
  const active: UserProfile = {
    ...profile,
    status: 'active',
    ...(founding ? { companyID: founding.companyID } : {}),
  };
  const items: TransactItem[] = [
    activationWrite(profile.userID, founding?.companyID),
    deleteCodeItem(profile.userID, 'confirm-email', codeHash),
    ...(await candidateSearchWrites(active)),
    ...(founding?.writes ?? []),
  ];
  try {
    await withWordEntries(CANDIDATE_WORD_INDEX, userKey(active.userID).PK, undefined, candidateWordOwner(active), () =>
      transact(items),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw conflict(ACCOUNT_MSG.alreadyConfirmed);
    if (conditionFailedAt(error, 1)) throw badRequest(ACCOUNT_MSG.codeExpired);
    throw error;
  }
  return active;
}

/**
 * Moves the account to a new email: EMAIL# items, profile, sourcing entries and the used
 * code in one transaction (409 when the new email is taken), then Cognito. Should Cognito
 * refuse, the table is put back as it was.
 */
export async function changeAccountEmail(
  profile: UserProfile,
  newEmail: string,
  codeHash: string,
): Promise<UserProfile> {
  const moved: UserProfile = { ...profile, email: newEmail };
  const profileEmail = (from: string, to: string) => ({
    Update: {
      Key: userKey(profile.userID),
      UpdateExpression: 'SET email = :to',
      ConditionExpression: 'email = :from',
      ExpressionAttributeValues: { ':to': to, ':from': from },
    },
  });
  const emailItem = (email: string) => ({
    Put: {
      Item: { ...emailKey(email), userID: profile.userID, email, createdAt: new Date().toISOString() },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  });
  const releaseEmail = (email: string) => ({
    Delete: {
      Key: emailKey(email),
      // Accounts made before this item existed have none to release.
      ConditionExpression: 'attribute_not_exists(PK) OR userID = :me',
      ExpressionAttributeValues: { ':me': profile.userID },
    },
  });
  try {
    await transact([
      emailItem(newEmail),
      releaseEmail(profile.email),
      profileEmail(profile.email, newEmail),
      deleteCodeItem(profile.userID, 'change-email', codeHash),
      ...(await candidateSearchWrites(moved)),
    ]);
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw conflict(ACCOUNT_MSG.emailTaken);
    if (conditionFailedAt(error, 3)) throw badRequest(ACCOUNT_MSG.codeExpired);
    throw error;
  }
  try {
    await setVerifiedEmail(profile.userID, newEmail);
  } catch (error) {
    await compensate('put back the email of a failed change', async () =>
      transact([
        {
          ...emailItem(profile.email),
          Put: {
            ...emailItem(profile.email).Put,
            ConditionExpression: 'attribute_not_exists(PK) OR userID = :me',
            ExpressionAttributeValues: { ':me': profile.userID },
          },
        },
        releaseEmail(newEmail),
        profileEmail(newEmail, profile.email),
        ...(await candidateSearchWrites(profile)),
      ]),
    );
    if (errorName(error) === 'AliasExistsException' || errorName(error) === 'UsernameExistsException')
      throw conflict(ACCOUNT_MSG.emailTaken);
    throw error;
  }
  return moved;
}
