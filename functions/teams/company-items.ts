// The items of a company (companies.ts), as plain data: keys and the pure builders that
// confirmation, the migration and the tests share. Nothing here reads or writes the table,
// and nothing imports through the package aliases, so test helpers can load it as it is.
import type { CompanySize } from '../../shared/constants.js';
import { type UserProfile } from '#functions/accounts/index.js';

export interface CompanyItem {
  PK: string;
  SK: 'COMPANY';
  entity: 'COMPANY';
  companyID: string;
  companyName: string;
  companySize?: CompanySize;
  country?: string;
  ownerID: string;
  createdAt: string;
}

export interface MemberItem {
  PK: string;
  SK: string;
  entity: 'MEMBER';
  companyID: string;
  userID: string;
  joinedAt: string;
}

export const companyPK = (companyID: string) => `COMPANY#${companyID}`;
export const companyKey = (companyID: string) => ({ PK: companyPK(companyID), SK: 'COMPANY' as const });
export const memberKey = (companyID: string, userID: string) => ({ PK: companyPK(companyID), SK: `MEMBER#${userID}` });

export const newMember = (companyID: string, userID: string, now: string): MemberItem => ({
  ...memberKey(companyID, userID),
  entity: 'MEMBER',
  companyID,
  userID,
  joinedAt: now,
});

/**
 * A new company founded by `founder` (its Owner), from the company fields of their sign-up:
 * the company item and the founder's member item. Pure, so confirmation, the migration and
 * the tests make companies the same way.
 */
export function newCompanyItems(
  founder: Pick<UserProfile, 'userID' | 'companyName' | 'companySize' | 'country'>,
  now = new Date().toISOString(),
  companyID: string = crypto.randomUUID(),
): { company: CompanyItem; member: MemberItem } {
  const company: CompanyItem = {
    ...companyKey(companyID),
    entity: 'COMPANY',
    companyID,
    companyName: founder.companyName ?? '',
    ...(founder.companySize ? { companySize: founder.companySize } : {}),
    ...(founder.country ? { country: founder.country } : {}),
    ownerID: founder.userID,
    createdAt: now,
  };
  return { company, member: newMember(companyID, founder.userID, now) };
}
