// The job search in the URL: jobTitle, jobType, department, country and page.
import { useMemo } from 'react';
import { countryParam, jobTypeParam, useListParams } from '@/lib/use-list-params';
import type { JobFilters } from '../api/search-jobs';

const KEYS = ['jobTitle', 'jobType', 'department', 'country'] as const;
export type FilterKey = (typeof KEYS)[number];

export function useJobSearchParams() {
  const { values, page, setValue, clearAll, loadMore, hasValues } = useListParams(KEYS);
  const filters = useMemo<JobFilters>(
    () => ({
      jobTitle: values.jobTitle,
      jobType: jobTypeParam(values.jobType),
      department: values.department,
      country: countryParam(values.country),
    }),
    [values],
  );
  return { filters, page, setFilter: setValue, clearAll, loadMore, hasFilters: hasValues };
}
