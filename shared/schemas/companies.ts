// A company's public profile (docs/product/companies.md): what its members write on
// /edit-company beside name, size and country, and what its public page /companies/{slug}
// shows. The slug is the company's address on the site, made from its name at sign-up.
import * as z from 'zod/mini';
import { COMPANY_SIZES } from '../constants.js';
import { cursorPagination, id, optionalFilter, trimmed } from './common.js';
import { jobCardSchema } from './jobs.js';
import { companySuspensionSchema } from './trust.js';

export const REMOTE_POLICIES = ['fully-remote', 'remote-first', 'hybrid'] as const;
export type RemotePolicy = (typeof REMOTE_POLICIES)[number];
export const REMOTE_POLICY_LABELS: Record<RemotePolicy, string> = {
  'fully-remote': 'Fully remote',
  'remote-first': 'Remote-first',
  hybrid: 'Hybrid',
};

export const SLUG_MIN = 3;
export const SLUG_MAX = 60;
export const TAGLINE_MAX = 120;
export const COMPANY_ABOUT_MAX = 5000;
export const WEBSITE_MAX = 200;
/** Logos: PNG, JPEG or WebP up to 1 MB. */
export const LOGO_MAX_BYTES = 1_000_000;
export const FOUNDED_MIN = 1800;

export const COMPANY_MSG = {
  slugTaken: 'This address is taken',
  slugFormat: `The address must be ${SLUG_MIN} to ${SLUG_MAX} characters of a-z, 0-9 and -`,
  website: 'The website must be an https:// address',
  founded: (year: number) => `The year founded must be between ${FOUNDED_MIN} and ${year}`,
  remotePolicy: 'Remote policy must be Fully remote, Remote-first or Hybrid',
  notFound: 'We could not find this company.',
  jobsCursor: 'This page of jobs is out of date: load the company page again.',
} as const;

export const SLUG_PATTERN = new RegExp(`^[a-z0-9-]{${SLUG_MIN},${SLUG_MAX}}$`);

/** The slug a company's name makes: lower case, accents dropped, other characters as "-". */
export function slugFromName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // Room for the "-xxxx" a taken slug is given (companies.ts).
  const cut = words.slice(0, SLUG_MAX - 5).replace(/-+$/, '');
  return cut.length >= SLUG_MIN ? cut : `company${cut ? `-${cut}` : ''}`;
}

export const companySlug = trimmed(
  COMPANY_MSG.slugFormat,
  z.toLowerCase(),
  z.regex(SLUG_PATTERN, COMPANY_MSG.slugFormat),
);

/** Optional text on the profile: blank clears it. */
const clearableText = (label: string, max: number) =>
  z.optional(trimmed(`${label} must be text`, z.maxLength(max, `${label} must be at most ${max} characters`)));

const website = z.optional(
  trimmed(
    COMPANY_MSG.website,
    z.maxLength(WEBSITE_MAX, `The website must be at most ${WEBSITE_MAX} characters`),
    z.refine((value) => value === '' || isHttpsAddress(value), COMPANY_MSG.website),
  ),
);

/** A website that must be given: an https:// address. */
export const httpsWebsite = trimmed(
  COMPANY_MSG.website,
  z.maxLength(WEBSITE_MAX, `The website must be at most ${WEBSITE_MAX} characters`),
  z.refine(isHttpsAddress, COMPANY_MSG.website),
);

function isHttpsAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const foundedYear = z.nullable(
  z.number({ error: COMPANY_MSG.founded(new Date().getUTCFullYear()) }).check(
    z.int(COMPANY_MSG.founded(new Date().getUTCFullYear())),
    z.refine(
      (year) => year >= FOUNDED_MIN && year <= new Date().getUTCFullYear(),
      COMPANY_MSG.founded(new Date().getUTCFullYear()),
    ),
  ),
);

/**
 * The profile fields of update-company-bio. Each is optional: absent leaves it as it is;
 * blank text, an empty remote policy or a null year clears it (the slug cannot be cleared).
 */
export const companyProfileFields = {
  slug: z.optional(companySlug),
  website,
  tagline: clearableText('Tagline', TAGLINE_MAX),
  about: clearableText('About', COMPANY_ABOUT_MAX),
  remotePolicy: z.optional(z.enum([...REMOTE_POLICIES, ''], { error: COMPANY_MSG.remotePolicy })),
  founded: z.optional(foundedYear),
};

/** The profile as members and visitors read it (get-user's `company`, the public page). */
export const companyProfileSchema = z.object({
  companyID: z.string(),
  slug: z.string(),
  companyName: z.string(),
  companySize: z.optional(z.enum(COMPANY_SIZES)),
  country: z.optional(z.string()),
  website: z.optional(z.string()),
  tagline: z.optional(z.string()),
  about: z.optional(z.string()),
  remotePolicy: z.optional(z.enum(REMOTE_POLICIES)),
  founded: z.optional(z.number()),
  /** A link to the logo (the files bucket's, signed). */
  logoUrl: z.optional(z.string()),
  /** The company proved this domain (company-verification.ts): its "Verified" mark. */
  verified: z.optional(z.boolean()),
  verifiedDomain: z.optional(z.string()),
  /** The company's members only: how many candidates follow it. */
  followerCount: z.optional(z.number()),
  /** The company's members only: an operator suspended it (trust and safety), and why. */
  suspension: z.optional(companySuspensionSchema),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** get-company-jobs: the next page of a company's open jobs, newest first ("Load more" on its page). */
export const getCompanyJobsQuery = z.strictObject({
  companyID: id('companyID'),
  cursor: optionalFilter('cursor', 2000),
});
export const companyJobsPage = z.object({
  jobs: z.array(jobCardSchema),
  pagination: z.pick(cursorPagination, { isLastPage: true, nextCursor: true }),
});
export type CompanyJobsPage = z.infer<typeof companyJobsPage>;
