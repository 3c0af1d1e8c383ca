// User profiles: PK USER#<userID>, SK PROFILE. The userID is the Cognito `sub`.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { User } from '#shared/schemas/accounts.js';
import { dynamo } from '../clients/dynamodb.js';
import { config } from '../config.js';

export const userKey = (userID: string) => ({ PK: `USER#${userID}`, SK: 'PROFILE' });

/** The stored profile: the public User plus server-only state. */
export interface UserProfile extends User {
  /** Unconfirmed accounts are "onboarding": they cannot log in or appear in sourcing. */
  status: 'onboarding' | 'active';
}

export async function getUserProfile(userID: string): Promise<UserProfile | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: config.tableName, Key: userKey(userID) }));
  return Item as UserProfile | undefined;
}

/** What leaves the server: never keys, status or other private fields. */
export function toPublicUser(profile: UserProfile): User {
  const { userID, firstName, lastName, email, role, country, jobType, jobTitle, resumePath, bio, companyName, companySize, photoUrl, createdAt } = profile;
  return { userID, firstName, lastName, email, role, country, jobType, jobTitle, resumePath, bio, companyName, companySize, photoUrl, createdAt };
}
