// Several applicants of one job moved at once (docs/product/applications.md, "Several at once"):
// the same fields and rules as a move of one (applications.ts), with a message that is a
// template, filled for each candidate.
import * as z from 'zod/mini';
import { unknownPlaceholders } from '../email-templates.js';
import { stageMoveFields, stageMoveRules } from './applications.js';
import { id } from './common.js';

/** Applicants moved at once: at most this many. */
export const BULK_MOVE_MAX = 25;

/**
 * Several applicants of one job moved at once. The message, when rejecting, is a template:
 * its placeholders are filled for each candidate (shared/email-templates.ts).
 */
export const updateApplicationStagesBody = z
  .strictObject({
    jobID: id('jobID'),
    userIDs: z.array(id('userIDs'), { error: 'userIDs must be a list of applicants' }).check(
      z.minLength(1, 'Select at least one applicant'),
      z.maxLength(BULK_MOVE_MAX, `Select at most ${BULK_MOVE_MAX} applicants`),
      z.refine((ids) => new Set(ids).size === ids.length, 'Each applicant is selected once'),
    ),
    ...stageMoveFields,
  })
  .check(
    ...stageMoveRules(),
    z.refine((body) => body.message === undefined || unknownPlaceholders(body.message).length === 0, {
      message: 'The message uses an unknown placeholder: use {candidateFirstName}, {jobTitle} or {companyName}',
      path: ['message'],
    }),
  );

/** What a move of several applicants did to each. */
export const applicationStagesResponse = z.object({
  /** Moved now (each candidate told as for a move of their own). */
  moved: z.array(z.string()),
  /** Already in that stage: nothing written, nobody told again. */
  unchanged: z.array(z.string()),
  /** Not moved, each with why. */
  failed: z.array(z.object({ userID: z.string(), msg: z.string() })),
});
