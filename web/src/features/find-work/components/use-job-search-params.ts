// The job search in the URL: its filters (lib/job-search-params.ts), a visitor's time zone
// (tz) and page.
import { useMemo } from 'react';
import { isTimeZone } from '#shared/remote-fit/time-zones.js';
import type { JobSearchFilterKey } from '#shared/schemas/job-search-filters.js';
import { JOB_FILTER_KEYS, jobFiltersOf } from '@/lib/job-search-params';
import { useListParams } from '@/lib/use-list-params';

export type FilterKey = JobSearchFilterKey | 'tz';
const KEYS: readonly FilterKey[] = [...JOB_FILTER_KEYS, 'tz'];

export type FilterValues = Readonly<Partial<Record<FilterKey, string>>>;

export function useJobSearchParams() {
  const { values, page, setValue, setValues, clearAll, loadMore } = useListParams(KEYS);
  const filters = useMemo(() => jobFiltersOf(values), [values]);
  // The zone a visitor picked, as a link carries it: not a filter of its own (Clear all keeps
  // the zone the browser remembers).
  const linkedTimeZone = values.tz && isTimeZone(values.tz) ? values.tz : undefined;
  const hasFilters = JOB_FILTER_KEYS.some((key) => values[key] !== undefined);
  return {
    values,
    filters,
    linkedTimeZone,
    page,
    setFilter: setValue,
    setFilters: setValues,
    clearAll,
    loadMore,
    hasFilters,
  };
}
