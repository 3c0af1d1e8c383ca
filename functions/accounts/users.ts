// User profiles: PK USER#<userID>, SK PROFILE. The userID is the Cognito `sub`.
import { isOperator } from '#platform/auth/operators.js';
import { USER_FIELDS, type User } from '#shared/schemas/accounts.js';
import { pickFields } from '#shared/schemas/common.js';
import { candidateWorkingDay } from '#shared/remote-fit/time-zones.js';
import { getItem, updateItem } from '#platform/dynamodb/table.js';
import { setFields } from '#platform/dynamodb/expressions.js';

/** "Ada Lovelace": a person's first and last name as the product writes them. */
export const fullName = (person: { firstName?: string; lastName?: string }): string =>
  `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();

export const userKey = (userID: string) => ({ PK: `USER#${userID}`, SK: 'PROFILE' });

/** The stored profile: the public User plus server-only state. */
export interface UserProfile extends User {
  /**
   * Unconfirmed accounts are "onboarding": they cannot log in or appear in sourcing. A
   * "deleting" account is closed: its deletion has begun (privacy/account-deletion.ts).
   */
  status: 'onboarding' | 'active' | 'deleting';
  /** When its owner confirmed the deletion (ISO time); the clean-up finishes what is left. */
  deletionRequestedAt?: string;
  /**
   * Epoch seconds: sessions that began at or before it are refused (logout, password change
   * and reset sign the user out everywhere). Read with the profile on every signed-in call.
   */
  sessionsValidAfter?: number;
  /** When the user ticked "news and offers by email" at sign-up (ISO time); absent: no consent. */
  marketingConsentAt?: string;
  /** The profile photo in the files bucket (photos/<userID>/<uuid>.<ext>); shown through a signed link. */
  photoPath?: string;
}

export async function getUserProfile(
  userID: string,
  options: { consistent?: boolean } = {},
): Promise<UserProfile | undefined> {
  const { Item } = await getItem({ Key: userKey(userID), ConsistentRead: options.consistent ?? false });
  return Item as UserProfile | undefined;
}

/** What leaves the server: the User schema's fields only, never keys, status or other private fields. */
export function toPublicUser(profile: UserProfile): User {
  const user: User = pickFields(profile, USER_FIELDS);
  // Candidates only: an employer's profile has no search to be shown in, nor a working day.
  if (profile.role === 'candidate') {
    user.showInSearch = profile.showInSearch !== false;
    Object.assign(user, candidateWorkingDay(profile));
  } else {
    delete user.showInSearch;
    delete user.timeZone;
    delete user.workStart;
    delete user.workEnd;
  }
  if (profile.totpEnabled) user.totpEnabled = true;
  else delete user.totpEnabled;
  // The web app shows them the console; every operator call checks it again on the server.
  if (isOperator(profile)) user.operator = true;
  else delete user.operator;
  return user;
}

/**
 * Sets top-level fields of an existing profile and returns the whole new profile. `condition`
 * adds to "the profile exists" (for example, that the account is still in onboarding); when
 * it does not hold the update fails as conditionFailed (dynamodb/transactions.ts) tells.
 */
export async function updateUserProfile(
  userID: string,
  fields: Record<string, unknown>,
  condition?: { expression: string; names?: Record<string, string>; values: Record<string, unknown> },
): Promise<UserProfile> {
  // Numbered placeholders: callers name any field.
  const { set, names, values } = setFields(fields, 'numbered');
  const { Attributes } = await updateItem({
    Key: userKey(userID),
    UpdateExpression: `SET ${set}`,
    ConditionExpression: ['attribute_exists(PK)', condition?.expression].filter(Boolean).join(' AND '),
    ExpressionAttributeNames: { ...names, ...condition?.names },
    ExpressionAttributeValues: { ...values, ...condition?.values },
    ReturnValues: 'ALL_NEW',
  });
  return Attributes as UserProfile;
}

/** Records whether two-step sign-in is on (the flag is removed when off); returns the new profile. */
export async function setTotpEnabled(userID: string, enabled: boolean): Promise<UserProfile> {
  const { Attributes } = await updateItem({
    Key: userKey(userID),
    UpdateExpression: enabled ? 'SET totpEnabled = :on' : 'REMOVE totpEnabled',
    ConditionExpression: 'attribute_exists(PK)',
    ...(enabled ? { ExpressionAttributeValues: { ':on': true } } : {}),
    ReturnValues: 'ALL_NEW',
  });
  return Attributes as UserProfile;
}

/**
 * Signs the user out everywhere: every session that began up to now stops working at its
 * next call (session.ts compares the token's `iat`). Returns the cut-off, epoch seconds.
 */
export async function revokeSessions(userID: string, now = Date.now()): Promise<number> {
  const cutoff = Math.floor(now / 1000);
  await updateItem({
    Key: userKey(userID),
    UpdateExpression: 'SET sessionsValidAfter = :cutoff',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':cutoff': cutoff },
  });
  return cutoff;
}

/** True when a session that began at `issuedAt` (epoch seconds) was revoked since. */
export const sessionRevoked = (profile: Pick<UserProfile, 'sessionsValidAfter'>, issuedAt: number) =>
  profile.sessionsValidAfter !== undefined && issuedAt <= profile.sessionsValidAfter;
