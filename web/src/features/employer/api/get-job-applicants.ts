// GET /api/get-job-applicants: a page of one of the employer's jobs' applicants, by stage,
// order and requirements. Cached by SWR under keys that start with
// ['getJobApplicants', jobID], so a move refreshes every page of the job (refreshJobApplicants).
import useSWR, { useSWRConfig } from 'swr';
import type { ApplicantSort } from '#shared/schemas/applicants.js';
import type { ApplicationStage } from '#shared/schemas/applications.js';
import type { RouteResponse } from '#shared/routes.js';
import { callApi, type ApiError } from '@/lib/api-client';

export interface ApplicantsPageQuery {
  stage?: ApplicationStage;
  sort: ApplicantSort;
  qualified: boolean;
  pageSize: number;
  cursor?: string;
}

type ApplicantsAnswer = RouteResponse<'getJobApplicants'>;

const readPage = (jobID: string, page: ApplicantsPageQuery) =>
  callApi('getJobApplicants', {
    query: {
      jobID,
      ...(page.stage ? { stage: page.stage } : {}),
      sort: page.sort,
      qualified: page.qualified ? 'true' : 'false',
      pageSize: String(page.pageSize),
      ...(page.cursor ? { cursor: page.cursor } : {}),
    },
  });

/** A page of applicants; `first` is shown at once for the page get-job already gave. */
export function useApplicantsPage(jobID: string, page: ApplicantsPageQuery, first?: ApplicantsAnswer) {
  return useSWR<ApplicantsAnswer, ApiError>(
    ['getJobApplicants', jobID, page.stage ?? 'all', page.sort, page.qualified, page.pageSize, page.cursor ?? ''],
    () => readPage(jobID, page),
    { revalidateOnFocus: false, keepPreviousData: true, ...(first ? { fallbackData: first } : {}) },
  );
}

/** Reads every cached page and applicant of the job again (after a move or a review). */
export function useRefreshJobApplicants() {
  const { mutate } = useSWRConfig();
  return (jobID: string) => mutate((key) => Array.isArray(key) && key[0] === 'getJobApplicants' && key[1] === jobID);
}
