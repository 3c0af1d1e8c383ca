// GET /api/get-departments: the department options of the job form, the jobs filter and the
// job search filter (one SWR key, so the lookup is fetched once for all of them).
import useSWR from 'swr';
import { callApi } from '@/lib/api-client';

export const getDepartmentNames = () =>
  callApi('getDepartments').then((data) => data.departments.map((department) => department.name));

/** The names, or [] until they come (or if they cannot). */
export function useDepartmentNames() {
  return useSWR('getDepartments', getDepartmentNames, { revalidateOnFocus: false }).data ?? [];
}
