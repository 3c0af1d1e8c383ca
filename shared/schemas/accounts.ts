// Accounts: sign-up, confirmation, login, session user, settings.
import * as z from 'zod/mini';
import {
  ABOUT_MAX,
  CANDIDATE_SIGNUP_JOB_TYPES,
  COMPANY_SIZES,
  JOB_TYPES,
  ROLES,
  SIGNUP_PASSWORD_MIN,
  TITLE_MAX,
} from '../constants.js';
import { workingDayFields } from './remote-fit.js';
import { companyProfileFields, companyProfileSchema } from './companies.js';
import { MSG } from '../messages.js';
import {
  bioView,
  countryName,
  email,
  firstName,
  id,
  lastName,
  otp,
  password,
  requiredText,
  tagList,
  trimmed,
} from './common.js';

export const signupPassword = password.check(
  z.refine((value) => value.length >= SIGNUP_PASSWORD_MIN, MSG.passwordTooShort),
);

export const companySize = z.enum(COMPANY_SIZES, { error: 'Company size is required' });

export const bio = z.strictObject({
  about: requiredText('About', ABOUT_MAX),
  skills: tagList('Skills'),
  languages: tagList('Languages'),
});

/**
 * The optional "news and offers by email" checkbox of both sign-ups (docs/product/accounts.md: the marketing
 * checkbox). The server keeps when consent was given, never a bare flag.
 */
const marketingConsent = z.optional(z.boolean({ error: 'marketingConsent must be true or false' }));

/** Step 2 of the candidate sign-up: the bio, and the marketing checkbox of that screen. */
export const candidateBioBody = z.strictObject({ ...bio.shape, marketingConsent });

export const userSchema = z.object({
  userID: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  country: z.optional(z.string()),
  jobType: z.optional(z.enum(JOB_TYPES)),
  jobTitle: z.optional(z.string()),
  resumePath: z.optional(z.string()),
  bio: z.optional(bioView),
  /** Employers: the company they belong to (its name, size and country are shown as theirs); absent: none. */
  companyID: z.optional(z.string()),
  companyName: z.optional(z.string()),
  companySize: z.optional(z.enum(COMPANY_SIZES)),
  /** Employers: their company's whole profile (its public page's fields, its logo, its followers). */
  company: z.optional(companyProfileSchema),
  photoUrl: z.optional(z.string()),
  /** Candidates: "Show my profile in employer search"; absent means shown. */
  showInSearch: z.optional(z.boolean()),
  /** Candidates: their working day, for the overlap with each job's hours (default from their country, 09:00 to 17:00). */
  timeZone: z.optional(z.string()),
  workStart: z.optional(z.string()),
  workEnd: z.optional(z.string()),
  /** Two-step sign-in (an authenticator app's code after the password) is on; absent: off. */
  totpEnabled: z.optional(z.boolean()),
  /** "Email me about new messages"; absent means on. */
  emailOnNewMessage: z.optional(z.boolean()),
  /** An operator of the marketplace (named in the deployment's settings): the web app shows them Operations. */
  operator: z.optional(z.boolean()),
  /** Candidates: the daily email of new jobs at the companies they follow; absent means on. */
  emailOnCompanyNews: z.optional(z.boolean()),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;
/** The fields of a User, in the schema's order: all the server lets out of a profile. */
export const USER_FIELDS = Object.keys(userSchema.shape) as (keyof User)[];

export const loginBody = z.strictObject({
  email: trimmed(
    MSG.emailRequired,
    z.toLowerCase(),
    z.minLength(1, MSG.emailRequired),
    z.maxLength(254),
    z.includes('@', { message: MSG.emailRequired }),
  ),
  password: z
    .string({ error: MSG.passwordRequired })
    .check(z.minLength(5, MSG.passwordRequired), z.maxLength(256, MSG.passwordRequired)),
});

export const employerSignupBody = z.strictObject({
  firstName,
  lastName,
  email,
  password: signupPassword,
  companyName: requiredText('Company name', TITLE_MAX),
  companySize,
  country: countryName,
  marketingConsent,
});

/** Text fields of the multipart candidate sign-up; the optional `resume` file travels beside them. */
export const candidateSignupBody = z.strictObject({
  firstName,
  lastName,
  email,
  jobType: z.enum(CANDIDATE_SIGNUP_JOB_TYPES, { error: MSG.jobTypeRequired }),
  jobTitle: requiredText('Job title', TITLE_MAX, MSG.jobTitleRequired),
  country: countryName,
  password: signupPassword,
});

export const signupResponse = z.object({ userID: z.string(), msg: z.string() });

export const userIdQuery = z.strictObject({ userID: id('userID') });
export const verifyOtpBody = z.strictObject({ userID: id('userID'), otp });
export const resendVerificationBody = z.strictObject({ userID: id('userID') });

export const nameUpdateBody = z.strictObject({ firstName, lastName });

/** Candidate profile: a partial update. Settings sends the name; /edit-profile sends the rest. */
export const candidateProfileBody = z
  .strictObject({
    firstName: z.optional(firstName),
    lastName: z.optional(lastName),
    jobTitle: z.optional(requiredText('Job title', TITLE_MAX, MSG.jobTitleRequired)),
    jobType: z.optional(z.enum(JOB_TYPES, { error: MSG.jobTypeRequired })),
    country: z.optional(countryName),
    bio: z.optional(bio),
    showInSearch: z.optional(z.boolean({ error: 'showInSearch must be true or false' })),
    ...workingDayFields,
  })
  .check(
    z.refine((body) => Object.keys(body).length > 0, 'Nothing to update: send at least one field'),
    z.refine(
      (body) => (body.firstName === undefined) === (body.lastName === undefined),
      'Send first name and last name together',
    ),
  );

/** /edit-company: name and size (required), country (absent: none), and the public profile's fields. */
export const companyBioBody = z.strictObject({
  companyName: requiredText('Company name', TITLE_MAX),
  companySize,
  country: z.optional(countryName),
  ...companyProfileFields,
});

export const updateEmailBody = z.strictObject({ email, password });

/** What a settings code completes: an email change or a password change. */
export const UPDATE_PURPOSES = ['change-email', 'change-password'] as const;
export type UpdatePurpose = (typeof UPDATE_PURPOSES)[number];

/**
 * Step 2 of an email or password change. The email change may repeat the new address
 * (checked against the pending one); the password change sends the new password again,
 * since the server never stores it between the two steps.
 */
export const verifyUpdateOtpBody = z
  .strictObject({
    otp,
    purpose: z.enum(UPDATE_PURPOSES, { error: 'Say what the code is for: change-email or change-password' }),
    email: z.optional(email),
    newPassword: z.optional(signupPassword),
  })
  .check(
    z.refine((body) => body.purpose !== 'change-password' || body.newPassword !== undefined, {
      message: 'New password is required',
      path: ['newPassword'],
    }),
    z.refine((body) => body.purpose !== 'change-email' || body.newPassword === undefined, {
      message: 'Send a new password only to change the password',
      path: ['newPassword'],
    }),
  );
export const updatePasswordBody = z.strictObject({
  oldPassword: password,
  newPassword: signupPassword,
});

export const userResponse = z.object({ user: userSchema });

/**
 * The user with the time the session cookie stops working (epoch milliseconds), so the web
 * app can renew it silently before then. Login and get-user answer with it.
 */
export const sessionUserResponse = z.object({ user: userSchema, sessionExpiresAt: z.optional(z.number()) });

/**
 * Login: the session user, or, for an account with two-step sign-in on, `mfaRequired` (the
 * password was right; verify-totp-login takes the authenticator's code next).
 */
export const loginResponse = z.union([sessionUserResponse, z.object({ mfaRequired: z.literal(true) })]);

/** A code of an authenticator app: 6 digits. */
export const totpCode = trimmed(MSG.totpCodeIncomplete, z.regex(/^\d{6}$/, MSG.totpCodeIncomplete));
export const startTotpBody = z.strictObject({ password });
/** The new secret, for typing in, and its otpauth:// URI, for the QR code. */
export const startTotpResponse = z.object({ secret: z.string(), uri: z.string() });
export const confirmTotpBody = z.strictObject({ code: totpCode });
export const disableTotpBody = z.strictObject({ password, code: totpCode });
export const verifyTotpLoginBody = z.strictObject({ code: totpCode });

/** refresh-session: the renewed session's expiry (epoch milliseconds). */
export const sessionResponse = z.object({ msg: z.string(), sessionExpiresAt: z.number() });

export const passwordResetRequestBody = z.strictObject({ email });
export const passwordResetBody = z.strictObject({ email, otp, newPassword: signupPassword });
