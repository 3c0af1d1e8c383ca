// Business constants of docs/product/ui.md, shared by the web app and the functions.

export const PAGE_SIZE = 10;
export const APPLICANTS_PAGE_SIZE = 4;

export const ROLES = ['employer', 'candidate'] as const;
export type Role = (typeof ROLES)[number];

export const JOB_TYPES = ['full-time', 'part-time', 'contractor'] as const;
export type JobType = (typeof JOB_TYPES)[number];
/** How a job type reads on screen and in emails (docs/product/jobs.md). */
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contractor: 'Contractor',
};
/** Candidate sign-up offers only these two (docs/product/ui.md). */
export const CANDIDATE_SIGNUP_JOB_TYPES = ['full-time', 'part-time'] as const;

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const PAY_INTERVALS = ['annually', 'monthly', 'hourly'] as const;
export type PayInterval = (typeof PAY_INTERVALS)[number];

/** The overlaps with one's day a job search can ask for, in hours; 8 is "Full day". */
export const OVERLAP_CHOICES = [2, 4, 6, 8] as const;
export type OverlapChoice = (typeof OVERLAP_CHOICES)[number];

/**
 * The currencies a job's pay can be given in: the 55 most used in international hiring (a
 * product choice; names and flags come from packages, see shared/currencies.ts).
 */
export const JOB_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CNY',
  'AUD',
  'CAD',
  'CHF',
  'HKD',
  'SGD',
  'SEK',
  'NOK',
  'DKK',
  'NZD',
  'KRW',
  'INR',
  'MXN',
  'BRL',
  'ZAR',
  'RUB',
  'TRY',
  'PLN',
  'TWD',
  'THB',
  'IDR',
  'MYR',
  'PHP',
  'VND',
  'ILS',
  'AED',
  'SAR',
  'QAR',
  'KWD',
  'EGP',
  'NGN',
  'KES',
  'GHS',
  'MAD',
  'PKR',
  'BDT',
  'LKR',
  'NPR',
  'ARS',
  'CLP',
  'COP',
  'PEN',
  'UYU',
  'CZK',
  'HUF',
  'RON',
  'UAH',
  'KZT',
  'JMD',
  'ISK',
  'OMR',
] as const;
export type JobCurrency = (typeof JOB_CURRENCIES)[number];

export const DEFAULT_START_TIME = '08:00';
export const DEFAULT_END_TIME = '17:00';
export const MIN_PAY = 1;

export const LOGIN_PASSWORD_MIN = 5;
export const SIGNUP_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const ABOUT_MAX = 260;
export const NAME_MAX = 50;
export const TITLE_MAX = 100;
export const TAG_MAX = 40;
export const TAGS_MAX = 30;

export const OTP_LENGTH = 6;
export const OTP_PATTERN = /^[A-Za-z0-9]{6}$/;

/** A company's members: one Owner (invites and removes), the rest Members. */
export const COMPANY_ROLES = ['owner', 'member'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

/** A job's page tells of an unverified company for this many days after it joined. */
export const NEW_COMPANY_DAYS = 30;
/** The token of an invitation link: 32 random bytes in base64url. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** About 2 MB: the product's limit for one PDF resume (docs/product/candidates.md). */
export const RESUME_MAX_BYTES = 2_010_000;

export const TOAST_AUTO_CLOSE_MS = 4000;
export const REDIRECT_DELAY_MS = 2000;
export const LOGOUT_CLEAR_DELAY_MS = 1000;

/** The departments lookup seeded into a new table. */
export const SEED_DEPARTMENTS = [
  'Administration',
  'Customer Support',
  'Data Entry',
  'Design',
  'Engineering',
  'Finance',
  'Human Resources',
  'Marketing',
  'Operations',
  'Sales',
  'Writing',
] as const;
