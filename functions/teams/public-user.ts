// The signed-in user as the app shows them (User in shared/schemas/accounts.ts): their profile,
// a fresh link to their photo and, for an employer, their company's name, size and country
// and its whole profile.
import type { User } from '#shared/schemas/accounts.js';
import { toPublicUser, type UserProfile, photoUrlOf } from '#functions/accounts/index.js';
import { getCompany, type CompanyItem } from './companies.js';
import { toCompanyProfile } from './company-profile.js';

/**
 * The public user with a fresh signed link to their photo, when they have one. An employer's
 * company name, size and country are their company's (companies.ts), read beside it unless the
 * caller has it (`knownCompany`).
 */
export async function publicUserWithPhoto(profile: UserProfile, knownCompany?: CompanyItem): Promise<User> {
  const [photoUrl, company] = await Promise.all([
    photoUrlOf(profile),
    profile.role === 'employer' && profile.companyID ? (knownCompany ?? getCompany(profile.companyID)) : undefined,
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
          company: company ? await toCompanyProfile(company) : undefined,
        }
      : {}),
  };
}
