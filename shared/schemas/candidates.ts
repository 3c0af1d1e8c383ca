// Sourcing (employers find candidates) and resumes.
import * as z from 'zod/mini';
import { JOB_TYPES } from '../constants.js';
import { bioView, cursorPagination, id, optionalFilter, page, trimmed } from './common.js';

export const candidateSummarySchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string(),
  jobType: z.enum(JOB_TYPES),
  country: z.string(),
  email: z.string(),
  createdAt: z.string(),
});

export const candidateDetailSchema = z.extend(candidateSummarySchema, {
  bio: z.optional(bioView),
  resumePath: z.optional(z.string()),
});

export const getCandidatesQuery = z.strictObject({
  jobTitle: optionalFilter('jobTitle'),
  country: optionalFilter('country'),
  jobType: z.optional(z.enum(JOB_TYPES, { error: 'jobType must be full-time, part-time or contractor' })),
  page,
  cursor: optionalFilter('cursor', 2000),
});
export const getCandidatesResponse = z.object({
  candidates: z.array(candidateSummarySchema),
  pagination: cursorPagination,
});

export const getCandidateQuery = z.strictObject({ userID: id('userID') });
export const getCandidateResponse = z.object({ candidate: candidateDetailSchema });

export const getResumeQuery = z.strictObject({
  resumePath: trimmed(
    'resumePath is required',
    z.minLength(1, 'resumePath is required'),
    z.maxLength(300, 'resumePath is not valid'),
  ),
});
export const getResumeResponse = z.object({ signedUrl: z.string() });
