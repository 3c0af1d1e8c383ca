// GET /api/get-departments: the job form's and the jobs filter's department options.
import useSWR from 'swr';
import { callApi } from '@/lib/api-client';

export const getDepartmentNames = () => callApi('getDepartments').then((data) => data.departments.map((department) => department.name));

/** The names, or [] until they come (or if they cannot). */
export function useDepartmentNames() {
  return useSWR('getDepartments', getDepartmentNames, { revalidateOnFocus: false }).data ?? [];
}
