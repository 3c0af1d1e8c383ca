// GET /api/get-company-jobs: a company's next open jobs, newest first, from the cursor its
// public page or the page before answered ("Load more" on /companies/{slug}). The first jobs
// come with the page's data, so the list starts from them rather than from a request.
import { useCallback, useState } from 'react';
import type { RouteResponse } from '#shared/routes.js';
import type { JobCard } from '#shared/schemas/jobs.js';
import { ApiError, callApi } from '@/lib/api-client';
import { TRY_AGAIN } from '@/lib/notify';

export type CompanyJobsPage = RouteResponse<'getCompanyJobs'>;

export const getCompanyJobs = (companyID: string, cursor: string): Promise<CompanyJobsPage> =>
  callApi('getCompanyJobs', { query: { companyID, cursor } });

/** The jobs the page came with, then each page "Load more" adds; its error leaves the jobs shown. */
export function useCompanyJobs(companyID: string, firstJobs: JobCard[], firstCursor: string | undefined) {
  const [moreJobs, setMoreJobs] = useState<JobCard[]>([]);
  const [cursor, setCursor] = useState(firstCursor);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();

  const loadMore = useCallback(async () => {
    if (!cursor) return;
    setLoading(true);
    setError(undefined);
    try {
      const page = await getCompanyJobs(companyID, cursor);
      setMoreJobs((jobs) => [...jobs, ...page.jobs]);
      setCursor(page.pagination.isLastPage ? undefined : page.pagination.nextCursor);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.msg : TRY_AGAIN);
    } finally {
      setLoading(false);
    }
  }, [companyID, cursor]);

  // A job moved between pages while the reader was reading (a new one pushed it down) shows once.
  const shown = new Set<string>();
  const jobs = [...firstJobs, ...moreJobs].filter((job) => !shown.has(job._id) && shown.add(job._id));
  return { jobs, hasMore: cursor !== undefined, loading, error, loadMore };
}
