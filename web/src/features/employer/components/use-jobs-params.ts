// The jobs table's state lives in the URL (SPEC section 2 and 4): tab `active` ('' | 'true' |
// 'false'), `jobTitle`, `country`, `department` and `page`. Changing the tab, the search or a
// filter goes back to page 1; every change is a history entry, so reload, back and forward
// show the same table.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { findCountry } from '#shared/countries.js';
import type { JobsQuery } from '../api/get-jobs';

export type JobsTab = '' | 'true' | 'false';
export type JobsFilterKey = 'active' | 'jobTitle' | 'country' | 'department';

const MAX_PAGE = 10_000;

export function useJobsParams() {
  const [params, setParams] = useSearchParams();
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const rawActive = params.get('active') ?? '';
  const active: JobsTab = rawActive === 'true' || rawActive === 'false' ? rawActive : '';
  const jobTitle = text('jobTitle');
  const countryText = text('country');
  // A country from the URL in its reference spelling, so the filter's select shows it.
  const country = countryText && (findCountry(countryText)?.name ?? countryText);
  const department = text('department');
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= MAX_PAGE ? rawPage : 1;

  const query = useMemo<JobsQuery & { page: number }>(
    () => ({ active, jobTitle, country, department, page }),
    [active, jobTitle, country, department, page],
  );

  /** Sets some of tab, search and filters (blank removes one) and goes back to page 1. */
  const update = useCallback(
    (changes: Partial<Record<JobsFilterKey, string>>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value?.trim()) next.set(key, value.trim());
          else next.delete(key);
        }
        next.delete('page');
        return next;
      }),
    [setParams],
  );

  const setPage = useCallback(
    (nextPage: number, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (nextPage > 1) next.set('page', String(nextPage));
          else next.delete('page');
          return next;
        },
        { replace: options.replace },
      ),
    [setParams],
  );

  return { query, update, setPage };
}
