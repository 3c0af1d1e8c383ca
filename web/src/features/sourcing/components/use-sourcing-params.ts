// The sourcing search in the URL: jobTitle, country, jobType and page. Clearing the job title
// clears everything (back to the search form).
import { useCallback, useMemo } from 'react';
import { countryParam, jobTypeParam, useListParams } from '@/lib/use-list-params';
import type { CandidateFilters } from '../api/get-candidates';

const KEYS = ['jobTitle', 'country', 'jobType'] as const;
export type SourcingKey = (typeof KEYS)[number];

export function useSourcingParams() {
  const { values, page, setValue, clearAll, loadMore } = useListParams(KEYS);
  const filters = useMemo<CandidateFilters>(
    () => ({ jobTitle: values.jobTitle, country: countryParam(values.country), jobType: jobTypeParam(values.jobType) }),
    [values],
  );
  const setFilter = useCallback(
    (key: SourcingKey, value: string) => (key === 'jobTitle' && !value.trim() ? clearAll() : setValue(key, value)),
    [clearAll, setValue],
  );
  return { filters, page, setFilter, clearSearch: clearAll, loadMore };
}
