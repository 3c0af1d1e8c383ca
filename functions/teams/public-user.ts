// The signed-in user as the app shows them (User in shared/schemas/accounts.ts): their profile,
// a fresh link to their photo and, for an employer, their company's name, size and country
// and its whole profile with its follower count (members alone are told it).
import type { User } from '#shared/schemas/accounts.js';
import { toPublicUser, type UserProfile, photoUrlOf } from '#functions/accounts/index.js';
import { getCompany, type CompanyItem } from './companies.js';
import { followerCountOf } from './company-followers.js';
import { toCompanyProfile } from './company-profile.js';

/**
 * The public user with a fresh signed link to their photo, when they have one. An employer's
 * company name, size and country are their company's (companies.ts), read beside it unless the
 * caller has it (`knownCompany`), with its follower count (one GetItem more).
 */
export async function publicUserWithPhoto(profile: UserProfile, knownCompany?: CompanyItem): Promise<User> {
  const memberOf = profile.role === 'employer' ? profile.companyID : undefined;
  const [photoUrl, company, followerCount] = await Promise.all([
    photoUrlOf(profile),
    memberOf ? (knownCompany ?? getCompany(memberOf)) : undefined,
    memberOf ? followerCountOf(memberOf) : undefined,
  ]);
  const user = toPublicUser(profile);
  return {
    ...user,
    ...(photoUrl ? { photoUrl } : {}),
    // An employer who left or was removed has no company, whatever their sign-up said.
    ...(profile.role === 'employer'
      ? {
          companyName: company?.companyName,
          companySize: company?.companySize,
          country: company?.country,
          company: company
            ? {
                ...(await toCompanyProfile(company)),
                followerCount,
                ...(company.suspension
                  ? { suspension: { note: company.suspension.note, since: company.suspension.since } }
                  : {}),
              }
            : undefined,
        }
      : {}),
  };
}
