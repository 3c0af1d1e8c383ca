// The jobs table's state lives in the URL (docs/product/jobs.md): tab `active` ('' | 'true' |
// 'false'), `jobTitle`, `country`, `department` and `page`. Changing the tab, the search or a
// filter goes back to page 1; every change is a history entry, so reload, back and forward
// show the same table.
import { useMemo } from 'react';
import { countryParam, useListParams } from '@/lib/use-list-params';
import type { JobsQuery } from '../api/get-jobs';

export type JobsTab = '' | 'true' | 'false';
const KEYS = ['active', 'jobTitle', 'country', 'department'] as const;
export type JobsFilterKey = (typeof KEYS)[number];

export function useJobsParams() {
  const { values, page, setValues, setPage } = useListParams(KEYS, { maxPage: 10_000 });
  const active: JobsTab = values.active === 'true' || values.active === 'false' ? values.active : '';

  const query = useMemo<JobsQuery & { page: number }>(
    () => ({
      active,
      jobTitle: values.jobTitle,
      country: countryParam(values.country),
      department: values.department,
      page,
    }),
    [active, values, page],
  );

  return { query, update: setValues, setPage };
}
