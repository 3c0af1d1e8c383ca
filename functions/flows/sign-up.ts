// Sign-up and confirmation, which cross areas: an account (accounts/) with a candidate's résumé
// and sourcing entries (candidates/) or, on confirmation, the company its employer founds
// (teams/). The order of the steps and the compensations make sure that a failure half-way
// never leaves an account that can neither log in nor sign up again:
//   1. an active account with the email: 409. An unconfirmed one is replaced, but only
//      when this browser signed it up or it is older than a minute (an older one whose
//      owner comes back; a younger one is a sign-up in progress: 409);
//   2. Cognito user (a leftover Cognito user with no profile, older than a minute, is
//      deleted first), password, résumé: any failure deletes what was made;
//   3. the transaction (profile + EMAIL#, and the replaced account's items): a failure
//      deletes the Cognito user and the résumé.
// Confirmation is one transaction too, with the candidate's sourcing entries or the company.
import { badRequest, conflict } from '#platform/errors.js';
import { bestEffort, compensate } from '#platform/async/best-effort.js';
import { conditionFailed, conditionFailedAt } from '#platform/dynamodb/transactions.js';
import { transact, type TransactItem } from '#platform/dynamodb/table.js';
import { withWordEntries } from '#platform/search/word-index.js';
import {
  userKey,
  type UserProfile,
  ACCOUNT_MSG,
  activationWrite,
  claimableAccount,
  deleteCodeItem,
  deleteCognitoUser,
  newAccountWrites,
  newCognitoUser,
  setCognitoPassword,
  setVerifiedEmail,
} from '#functions/accounts/index.js';
import {
  CANDIDATE_WORD_INDEX,
  candidateSearchWrites,
  candidateWordOwner,
  deleteResume,
  storeResume,
} from '#functions/candidates/index.js';
import { foundingWrites, freeSlugFor } from '#functions/teams/index.js';

export interface NewAccount {
  profile: Omit<UserProfile, 'userID' | 'status' | 'createdAt'>;
  password: string;
  resume?: Buffer;
  /** The account this browser's onboarding cookie names, if any. */
  onboardingUserID: string | null;
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
    try {
      await transact(newAccountWrites(profile, replaced));
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
 * Confirms the email of an account in onboarding: Cognito's email_verified first (if it
 * fails, nothing changed), then one transaction: status active, code used up, for a
 * candidate the sourcing entries, and for an employer the company they found as its Owner.
 */
export async function activateAccount(profile: UserProfile, codeHash: string): Promise<UserProfile> {
  await setVerifiedEmail(profile.userID, profile.email);
  const founding =
    profile.role === 'employer' ? foundingWrites(profile, await freeSlugFor(profile.companyName ?? '')) : undefined;
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
