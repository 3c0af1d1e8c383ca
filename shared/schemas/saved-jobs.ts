// Saved jobs (docs/product/saved-jobs.md): a candidate keeps jobs to come back to, newest saved
// first, at most SAVED_JOBS_MAX.
import * as z from 'zod/mini';
import { cursorPagination, id, optionalFilter } from './common.js';
import { jobCardSchema } from './jobs.js';

/** Jobs one candidate may keep saved. */
export const SAVED_JOBS_MAX = 500;

export const SAVED_JOBS_MSG = {
  saved: 'Job saved',
  removed: 'Job removed from your saved jobs',
  limit: `You can keep up to ${SAVED_JOBS_MAX} saved jobs. Remove some to save more.`,
  notFound: 'We could not find this job. It may have been removed.',
} as const;

export const saveJobBody = z.strictObject({ jobID: id('jobID') });
export const unsaveJobQuery = z.strictObject({ jobID: id('jobID') });
export const getSavedJobsQuery = z.strictObject({ cursor: optionalFilter('cursor', 2000) });

/**
 * A saved job as the list shows it: the job's card while it exists (`closed` once it is), else
 * the title and company it had when saved (`removed`); `applied` when the candidate applied.
 */
export const savedJobSchema = z.object({
  jobID: z.string(),
  savedAt: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  state: z.enum(['open', 'closed', 'removed']),
  applied: z.boolean(),
  job: z.optional(jobCardSchema),
});
export type SavedJob = z.infer<typeof savedJobSchema>;

export const getSavedJobsResponse = z.object({
  jobs: z.array(savedJobSchema),
  pagination: z.pick(cursorPagination, { isLastPage: true, nextCursor: true }),
});
export const saveJobResponse = z.object({ msg: z.string(), saved: z.boolean() });
