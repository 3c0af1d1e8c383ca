// Following companies (docs/product/companies.md, Following): a candidate follows companies from
// their public pages, at most FOLLOWS_MAX, and lists them newest followed first.
import * as z from 'zod/mini';
import { cursorPagination, id, optionalFilter } from './common.js';
import { COMPANY_MSG } from './companies.js';

/** Companies one candidate may follow. */
export const FOLLOWS_MAX = 200;

export const FOLLOW_MSG = {
  followed: 'You now follow this company',
  unfollowed: 'You no longer follow this company',
  limit: `You can follow up to ${FOLLOWS_MAX} companies. Unfollow some to follow more.`,
  notFound: COMPANY_MSG.notFound,
  badCursor: 'This list has changed. Please reload the page.',
} as const;

export const followCompanyBody = z.strictObject({ companyID: id('companyID') });
export const unfollowCompanyQuery = z.strictObject({ companyID: id('companyID') });
export const getFollowStatusQuery = z.strictObject({ companyID: id('companyID') });
export const getFollowedCompaniesQuery = z.strictObject({ cursor: optionalFilter('cursor', 2000) });

/** Settings' "Email me new jobs at companies I follow" (on unless turned off). */
export const companyNewsEmailsBody = z.strictObject({
  emailOnCompanyNews: z.boolean({ error: 'emailOnCompanyNews must be true or false' }),
});
export const companyNewsEmailsResponse = z.object({ msg: z.string(), emailOnCompanyNews: z.boolean() });

/** follow-company and unfollow-company: the message to show and whether the caller now follows. */
export const followResponse = z.object({ msg: z.string(), following: z.boolean() });
export const followStatusResponse = z.object({ following: z.boolean() });

/**
 * A followed company as the list shows it: its current name, slug, tagline and logo, or the
 * name and slug it had when followed once it is gone.
 */
export const followedCompanySchema = z.object({
  companyID: z.string(),
  slug: z.string(),
  companyName: z.string(),
  tagline: z.optional(z.string()),
  /** A signed link to the logo. */
  logoUrl: z.optional(z.string()),
  followedAt: z.string(),
});
export type FollowedCompany = z.infer<typeof followedCompanySchema>;

export const getFollowedCompaniesResponse = z.object({
  companies: z.array(followedCompanySchema),
  pagination: z.pick(cursorPagination, { isLastPage: true, nextCursor: true }),
});
