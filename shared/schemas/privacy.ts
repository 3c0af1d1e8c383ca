// Privacy: a copy of everything stored about the caller, and account deletion
// (docs/product/privacy.md).
import * as z from 'zod/mini';
import { otp, password } from './common.js';

/** Step 1 of deleting the account: the password proves it is the owner; a code goes to the account's email. */
export const requestAccountDeletionBody = z.strictObject({ password });

/** Step 2: the emailed code. */
export const deleteAccountBody = z.strictObject({ otp });

/**
 * `complete: false` when the account is closed (nobody can sign in to it or see it) but a
 * later step failed: the scheduled clean-up finishes it (docs/product/privacy.md).
 */
export const deleteAccountResponse = z.object({ msg: z.string(), complete: z.boolean() });

const record = z.record(z.string(), z.unknown());

/** A file of the account, as a link that works for an hour. */
export const exportedFile = z.object({
  kind: z.enum(['resume', 'photo']),
  path: z.string(),
  url: z.string(),
  linkExpiresAt: z.string(),
});

/**
 * Everything stored about the caller. Each item lists the fields as stored, less keys and
 * secrets (hashes of codes and links); nobody else's private fields.
 */
export const exportMyDataResponse = z.object({
  exportedAt: z.string(),
  account: record,
  files: z.array(exportedFile),
  applications: z.array(record),
  notifications: z.array(record),
  jobAlerts: z.array(record),
  jobAlertEmails: z.array(record),
  resumeViews: z.array(record),
  /** A candidate's saved jobs: each job's ID, title and company as saved, and when. */
  savedJobs: z.array(record),
  /** A candidate's followed companies: each company's ID, name and slug as followed, and when. */
  followedCompanies: z.array(record),
  /** A candidate's conversations with every message; a member's own messages, each with its conversation. */
  conversations: z.array(record),
  /** Employers: their company, its team as they see it, and its jobs with who applied. */
  company: z.optional(record),
  jobs: z.optional(z.array(record)),
});
