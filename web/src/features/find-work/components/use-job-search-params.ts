// The job search in the URL: jobTitle, jobType, department, country, the remote-fit filters
// (minPay, payInterval, payCurrency, applyFrom, overlapHours), a visitor's time zone (tz) and page.
import { useMemo } from 'react';
import { isTimeZone } from '#shared/remote-fit/time-zones.js';
import { remoteFitParams } from '@/lib/remote-fit-params';
import { countryParam, jobTypeParam, useListParams } from '@/lib/use-list-params';
import { SEARCH_FIELDS, type JobFilters } from '../api/search-jobs';

const KEYS = [...SEARCH_FIELDS, 'tz'] as const;
export type FilterKey = (typeof KEYS)[number];

export type FilterValues = Readonly<Partial<Record<FilterKey, string>>>;

/** The search's filters from their values as the URL holds them (a value of none of ours is no filter). */
export const filtersOf = (values: FilterValues): JobFilters => ({
  jobTitle: values.jobTitle,
  jobType: jobTypeParam(values.jobType),
  department: values.department,
  country: countryParam(values.country),
  ...remoteFitParams(values),
});

export function useJobSearchParams() {
  const { values, page, setValue, setValues, clearAll, loadMore } = useListParams(KEYS);
  const filters = useMemo(() => filtersOf(values), [values]);
  // The zone a visitor picked, as a link carries it: not a filter of its own (Clear all keeps
  // the zone the browser remembers).
  const linkedTimeZone = values.tz && isTimeZone(values.tz) ? values.tz : undefined;
  const hasFilters = SEARCH_FIELDS.some((key) => values[key] !== undefined);
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
