// A change of email, which crosses areas: the account's items (accounts/) and a candidate's
// sourcing entries (candidates/), which carry the email, in one transaction, then Cognito.
import { badRequest, conflict } from '#platform/errors.js';
import { compensate } from '#platform/async/best-effort.js';
import { conditionFailedAt } from '#platform/dynamodb/transactions.js';
import { transact } from '#platform/dynamodb/table.js';
import {
  type UserProfile,
  ACCOUNT_MSG,
  deleteCodeItem,
  emailMoveWrites,
  errorName,
  setVerifiedEmail,
} from '#functions/accounts/index.js';
import { candidateSearchWrites } from '#functions/candidates/index.js';

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
  try {
    await transact([
      ...emailMoveWrites(profile.userID, profile.email, newEmail),
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
        ...emailMoveWrites(profile.userID, newEmail, profile.email, { back: true }),
        ...(await candidateSearchWrites(profile)),
      ]),
    );
    if (errorName(error) === 'AliasExistsException' || errorName(error) === 'UsernameExistsException')
      throw conflict(ACCOUNT_MSG.emailTaken);
    throw error;
  }
  return moved;
}
