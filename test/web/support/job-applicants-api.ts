// The employer's job and its applicants as the server answers them (get-job with the first page
// and the counts per stage; get-job-applicants paged by stage, order and requirements), over an
// in-memory list given newest first, so the screens page, filter and sort as against the API.
// The cursor is the position of the next page: the screens only hand it back.
import { APPLICANTS_PAGE_SIZE } from '#shared/constants.js';
import { APPLICATION_STAGES } from '#shared/schemas/applications.js';
import type { Job } from '#shared/schemas/jobs.js';
import { compareReviewSummaries } from '#shared/schemas/reviews.js';
import { apiPath } from '../../support/api-paths';
import { apiResponse } from './test-utils';

type Applicant = NonNullable<Job['applicants']>[number];

const meetsRequirements = (applicant: Applicant) => !applicant.unmetRequirements?.length;

const countsOf = (applicants: Applicant[]) =>
  Object.fromEntries(
    APPLICATION_STAGES.map((stage) => [stage, applicants.filter((applicant) => applicant.stage === stage).length]),
  );

function pageOf(all: Applicant[], query: URLSearchParams) {
  const userID = query.get('userID');
  if (userID) return { applicants: all.filter((applicant) => applicant.userID === userID), pagination: {} };
  const stage = query.get('stage');
  let listed = all.filter(
    (applicant) =>
      (!stage || applicant.stage === stage) && (query.get('qualified') !== 'true' || meetsRequirements(applicant)),
  );
  if (query.get('sort') === 'oldest') listed = [...listed].reverse();
  if (query.get('sort') === 'best-reviewed')
    listed = [...listed].sort((a, b) => compareReviewSummaries(a.reviewSummary, b.reviewSummary));
  const size = Number(query.get('pageSize') ?? 25);
  const start = Number(query.get('cursor') ?? 0);
  const end = start + size;
  return { applicants: listed.slice(start, end), pagination: end < listed.length ? { nextCursor: String(end) } : {} };
}

/**
 * Answers get-job with `job` (its `applicants`, newest first, are the job's applicants) and
 * get-job-applicants from the same list; `applicantsOf` may give the list anew on each call
 * (after a move, say).
 */
export function jobApplicantsApi(job: Job, applicantsOf: () => Applicant[] = () => job.applicants ?? []) {
  return {
    [apiPath('getJob')]: () => {
      const all = applicantsOf();
      const first = pageOf(all, new URLSearchParams({ pageSize: String(APPLICANTS_PAGE_SIZE) }));
      return apiResponse(200, {
        job: { ...job, applicants: first.applicants },
        stageCounts: countsOf(all),
        qualifiedStageCounts: countsOf(all.filter(meetsRequirements)),
        pagination: first.pagination,
      });
    },
    [apiPath('getJobApplicants')]: ({ url }: { url: string }) =>
      apiResponse(200, pageOf(applicantsOf(), new URL(url, 'http://localhost').searchParams)),
  };
}
