// GET /api/get-job-insights: one of the company's jobs in figures.
import useSWR from 'swr';
import type { JobInsights } from '#shared/schemas/insights.js';
import { callApi, type ApiError } from '@/lib/api-client';

export const jobInsightsKey = (jobID: string) => ['getJobInsights', jobID] as const;

export function useJobInsights(jobID: string) {
  return useSWR<JobInsights, ApiError>(
    jobInsightsKey(jobID),
    ([, id]: readonly [string, string]) =>
      callApi('getJobInsights', { query: { jobID: id } }).then((data) => data.insights),
    { revalidateOnFocus: false },
  );
}
