// Field schemas reused across calls. Every message is one a person can act on.
// zod/mini (functional API): a fraction of classic zod's size in every Lambda bundle and form page.
import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { config as zodConfig } from 'zod/mini';
import { NAME_MAX, TAG_MAX, TAGS_MAX, OTP_PATTERN, PASSWORD_MAX } from '../constants.js';
import { findCountry } from '../countries.js';
import { MSG } from '../messages.js';

// zod/mini loads no messages: zod's English ones, as classic zod gives, for the checks that
// carry no message of ours (unknown keys, wrong types). Every schema module imports this one.
// Called by its own name, not as z.config: the function bundles treat calls of z.* as free
// of side effects (infra/function-bundles.ts), and this one is the exception.
zodConfig(en());

/**
 * "2,000": a limit written into a message. Not toLocaleString: a schema's message is built when
 * its module loads, and the first use of the locale data costs every function's cold start.
 */
/* @__NO_SIDE_EFFECTS__ */
export const withThousands = (count: number): string => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A string, trimmed first, then checked in order. */
/* @__NO_SIDE_EFFECTS__ */
export const trimmed = (error: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string({ error }).check(z.trim(), ...checks);

/**
 * zod/mini has no z.preprocess: the same pipe (the function, then the schema), typed as classic
 * zod types it, so that an optional schema still makes an optional key.
 */
export const preprocess = <S extends z.core.$ZodType>(fn: (value: unknown) => unknown, schema: S) =>
  z.pipe(z.transform(fn), schema) as z.ZodMiniPipe<z.ZodMiniTransform<unknown, unknown>, S> & {
    _zod: z.core.$ZodPreprocessInternals<S>;
  };

/**
 * The named fields of `source`, in the order named: the one place a field list is written, so a
 * view that leaves out private or extra fields takes the keys of its schema. A field the source
 * lacks is copied as undefined (JSON leaves it out).
 */
export const pickFields = <T, K extends keyof T>(source: T, fields: readonly K[]): Pick<T, K> =>
  Object.fromEntries(fields.map((field) => [field, source[field]])) as Pick<T, K>;

/** A required, trimmed text field of bounded length. */
/* @__NO_SIDE_EFFECTS__ */
export const requiredText = (label: string, max: number, requiredMsg = `${label} is required`) =>
  trimmed(requiredMsg, z.minLength(1, requiredMsg), z.maxLength(max, `${label} must be at most ${max} characters`));

export const email = z.pipe(
  trimmed(
    MSG.emailMissing,
    z.toLowerCase(),
    z.minLength(1, MSG.emailMissing),
    z.maxLength(254, 'Email must be at most 254 characters'),
  ),
  z.email({ error: MSG.emailInvalid }),
);

export const firstName = requiredText('First name', NAME_MAX, MSG.firstNameRequired);
export const lastName = requiredText('Last name', NAME_MAX, MSG.lastNameRequired);

export const password = z
  .string({ error: MSG.passwordRequired })
  .check(
    z.minLength(1, MSG.passwordRequired),
    z.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  );

/** A country name from the reference list, returned in its canonical spelling. */
export const countryName = z.pipe(
  trimmed(
    MSG.countryRequired,
    z.minLength(1, MSG.countryRequired),
    z.maxLength(100, 'Country must be at most 100 characters'),
  ),
  z.transform((value: string, ctx) => {
    const country = findCountry(value);
    if (!country) {
      ctx.issues.push({ code: 'custom', message: `Unknown country: ${value}`, input: value });
      return z.NEVER;
    }
    return country.name;
  }),
);

/** Identifiers are UUIDs (user IDs are Cognito subs, job IDs are made by add-job). */
/* @__NO_SIDE_EFFECTS__ */
export const id = (label: string) =>
  z.pipe(trimmed(`${label} is required`), z.uuid({ error: `${label} is not valid` }));

export const otp = trimmed(MSG.otpIncomplete, z.regex(OTP_PATTERN, MSG.otpIncomplete));

/** A phone number as people type it: digits, spaces, brackets, dashes, an optional leading +. */
export const phoneNo = trimmed(
  'Phone number is required',
  z.minLength(1, 'Phone number is required'),
  z.regex(/^\+?[0-9 ()-]{5,25}$/, 'Please enter a valid phone number'),
);

/** Tag lists (skills, languages): trimmed, empties dropped, duplicates ignored case-insensitively. */
/* @__NO_SIDE_EFFECTS__ */
export const tagList = (label: string) =>
  z
    .pipe(
      z
        .array(
          trimmed(
            `${label} must be text`,
            z.maxLength(TAG_MAX, `Each entry of ${label} must be at most ${TAG_MAX} characters`),
          ),
          {
            error: `${label} must be a list`,
          },
        )
        .check(z.maxLength(TAGS_MAX, `${label} can hold at most ${TAGS_MAX} entries`)),
      z.transform((tags: string[]) => {
        const seen = new Set<string>();
        return tags.filter((tag) => {
          const key = tag.toLowerCase();
          if (!tag || seen.has(key)) return false;
          seen.add(key);
          return true;
        });
      }),
    )
    .check(z.refine((tags) => tags.length > 0, `Add at least one entry to ${label}`));

/** Page numbers in query strings: 1 when absent. */
export const page = z._default(
  z.coerce
    .number({ error: 'page must be a whole number' })
    .check(
      z.int('page must be a whole number'),
      z.minimum(1, 'page must be at least 1'),
      z.maximum(100_000, 'page is too large'),
    ),
  1,
);

/** A page of a list read by cursor (job search, sourcing, notifications). */
export const cursorPagination = z.object({
  currentPage: z.number(),
  isLastPage: z.boolean(),
  nextCursor: z.optional(z.string()),
});

/** A candidate's bio as answers carry it. */
export const bioView = z.object({ about: z.string(), skills: z.array(z.string()), languages: z.array(z.string()) });

/** The success body of calls that answer with a message only. */
export const messageOnly = z.object({ msg: z.string() });

/** An optional query-string filter: blank means "no filter". */
/* @__NO_SIDE_EFFECTS__ */
export const optionalFilter = (label: string, max = 100) =>
  z.pipe(
    z.optional(trimmed(`${label} must be text`, z.maxLength(max, `${label} must be at most ${max} characters`))),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  );
