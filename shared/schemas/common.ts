// Field schemas reused across calls. Every message is one a person can act on.
import * as z from 'zod';
import { NAME_MAX, TAG_MAX, TAGS_MAX, OTP_PATTERN, PASSWORD_MAX } from '../constants.js';
import { findCountry } from '../countries.js';
import { MSG } from '../messages.js';

/** A required, trimmed text field of bounded length. */
export const requiredText = (label: string, max: number, requiredMsg = `${label} is required`) =>
  z
    .string({ error: requiredMsg })
    .trim()
    .min(1, requiredMsg)
    .max(max, `${label} must be at most ${max} characters`);

export const email = z
  .string({ error: MSG.emailMissing })
  .trim()
  .toLowerCase()
  .min(1, MSG.emailMissing)
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ error: MSG.emailInvalid }));

export const firstName = requiredText('First name', NAME_MAX, MSG.firstNameRequired);
export const lastName = requiredText('Last name', NAME_MAX, MSG.lastNameRequired);

export const password = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** A country name from the reference list, returned in its canonical spelling. */
export const countryName = z
  .string({ error: MSG.countryRequired })
  .trim()
  .min(1, MSG.countryRequired)
  .max(100, 'Country must be at most 100 characters')
  .transform((value, ctx) => {
    const country = findCountry(value);
    if (!country) {
      ctx.addIssue({ code: 'custom', message: `Unknown country: ${value}` });
      return z.NEVER;
    }
    return country.name;
  });

/** Identifiers are UUIDs (user IDs are Cognito subs, job IDs are made by add-job). */
export const id = (label: string) =>
  z.string({ error: `${label} is required` }).trim().pipe(z.uuid({ error: `${label} is not valid` }));

export const otp = z
  .string({ error: MSG.otpIncomplete })
  .trim()
  .regex(OTP_PATTERN, MSG.otpIncomplete);

/** Tag lists (skills, languages): trimmed, empties dropped, duplicates ignored case-insensitively. */
export const tagList = (label: string) =>
  z
    .array(z.string({ error: `${label} must be text` }).trim().max(TAG_MAX, `Each entry of ${label} must be at most ${TAG_MAX} characters`), {
      error: `${label} must be a list`,
    })
    .max(TAGS_MAX, `${label} can hold at most ${TAGS_MAX} entries`)
    .transform((tags) => {
      const seen = new Set<string>();
      return tags.filter((tag) => {
        const key = tag.toLowerCase();
        if (!tag || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    })
    .refine((tags) => tags.length > 0, `Add at least one entry to ${label}`);

/** Page numbers in query strings: 1 when absent. */
export const page = z.coerce
  .number({ error: 'page must be a whole number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .max(100_000, 'page is too large')
  .default(1);

/** The success body of calls that answer with a message only. */
export const messageOnly = z.object({ msg: z.string() });

/** An optional query-string filter: blank means "no filter". */
export const optionalFilter = (label: string, max = 100) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));
