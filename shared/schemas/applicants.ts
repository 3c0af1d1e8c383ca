// A job's applicants as the company pages through them (docs/product/applications.md, "The
// Applications card"; docs/data-model.md, pattern 37): one stage or all, newest, oldest or
// best reviewed first, optionally only those who meet the job's requirements. Each page is read
// on a key of its own, so a job with thousands of applicants pages as quickly as one with five.
import * as z from 'zod/mini';
import { APPLICATION_STAGES } from './applications.js';
import { id } from './common.js';
import { applicantSchema, jobSchema } from './jobs.js';

export const APPLICANT_SORTS = ['newest', 'oldest', 'best-reviewed'] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];

/** The most applicants one page holds. */
export const APPLICANTS_PAGE_MAX = 25;

export const MSG_APPLICANTS_CURSOR =
  'This list has changed its order or filter. Please start again from the first page.';

export const getJobApplicantsQuery = z.strictObject({
  jobID: id('jobID'),
  stage: z.optional(z.enum(APPLICATION_STAGES, { error: 'stage is not a stage of an application' })),
  sort: z._default(z.enum(APPLICANT_SORTS, { error: 'sort must be newest, oldest or best-reviewed' }), 'newest'),
  qualified: z._default(
    z.pipe(
      z.enum(['true', 'false'], { error: 'qualified must be true or false' }),
      z.transform((value) => value === 'true'),
    ),
    false,
  ),
  pageSize: z._default(
    z.coerce
      .number({ error: 'pageSize must be a whole number' })
      .check(
        z.int('pageSize must be a whole number'),
        z.minimum(1, 'pageSize must be at least 1'),
        z.maximum(APPLICANTS_PAGE_MAX, `pageSize must be at most ${APPLICANTS_PAGE_MAX}`),
      ),
    APPLICANTS_PAGE_MAX,
  ),
  cursor: z.optional(z.string().check(z.maxLength(2000, 'cursor is not valid'))),
  /** One applicant only (the candidate's detail reached from the job): the list is theirs or empty. */
  userID: z.optional(id('userID')),
});
export type GetJobApplicantsQuery = z.output<typeof getJobApplicantsQuery>;

/** Where the next page starts; absent on the last page. */
const applicantsPagination = z.object({ nextCursor: z.optional(z.string()) });

export const getJobApplicantsResponse = z.object({
  applicants: z.array(applicantSchema),
  pagination: applicantsPagination,
});

/** Applications in each stage now (withdrawn included). */
export const stageCountsSchema = z.record(z.enum(APPLICATION_STAGES), z.number());
export type StageCounts = z.infer<typeof stageCountsSchema>;

/**
 * One of the company's jobs: the job with the first page of its applicants (all stages, newest
 * first), the count per stage of all of them and of those who meet the requirements, and where
 * the next page starts.
 */
export const getJobResponse = z.object({
  job: jobSchema,
  stageCounts: stageCountsSchema,
  qualifiedStageCounts: stageCountsSchema,
  pagination: applicantsPagination,
});
