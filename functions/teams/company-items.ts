// The items of a company (companies.ts), as plain data: keys and the pure builders that
// confirmation, the migration and the tests share. Nothing here reads or writes the table,
// and nothing imports through the package aliases, so test helpers can load it as it is.
import type { CompanySize } from '../../shared/constants.js';
import type { RemotePolicy } from '../../shared/schemas/companies.js';
import { type UserProfile } from '#functions/accounts/index.js';

export interface CompanyItem {
  PK: string;
  SK: 'COMPANY';
  entity: 'COMPANY';
  companyID: string;
  companyName: string;
  companySize?: CompanySize;
  country?: string;
  /** The company's address on the site, /companies/{slug} (company-slugs.ts). */
  slug?: string;
  website?: string;
  tagline?: string;
  about?: string;
  remotePolicy?: RemotePolicy;
  founded?: number;
  /** The logo in the files bucket: logos/<companyID>/<uuid>.<ext>. */
  logoPath?: string;
  /** The domain a member proved with a code sent to an address at it (companies/company-verification.ts). */
  verifiedDomain?: string;
  verifiedAt?: string;
  verifiedBy?: string;
  /** An operator suspended it (company-standing.ts): its members only read, its jobs are out of search. */
  suspension?: { note: string; since: string; by: string };
  ownerID: string;
  createdAt: string;
}

/**
 * One per slug a company has had: PK SLUG#<slug> / SK SLUG. The current one makes the slug the
 * company's alone; an old one (`retiredAt`) answers 301 to the company's current slug, and is
 * free for another company a year after it was retired.
 */
export interface SlugItem {
  PK: string;
  SK: 'SLUG';
  entity: 'COMPANY_SLUG';
  slug: string;
  companyID: string;
  retiredAt?: string;
}

export const slugKey = (slug: string) => ({ PK: `SLUG#${slug}`, SK: 'SLUG' as const });

export const newSlugItem = (slug: string, companyID: string): SlugItem => ({
  ...slugKey(slug),
  entity: 'COMPANY_SLUG',
  slug,
  companyID,
});

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
  slug: string,
  now = new Date().toISOString(),
  companyID: string = crypto.randomUUID(),
): { company: CompanyItem; member: MemberItem; slug: SlugItem } {
  const company: CompanyItem = {
    ...companyKey(companyID),
    entity: 'COMPANY',
    companyID,
    companyName: founder.companyName ?? '',
    ...(founder.companySize ? { companySize: founder.companySize } : {}),
    ...(founder.country ? { country: founder.country } : {}),
    slug,
    ownerID: founder.userID,
    createdAt: now,
  };
  return { company, member: newMember(companyID, founder.userID, now), slug: newSlugItem(slug, companyID) };
}
