// GET /api/get-departments: the department filter's options.
import useSWR from 'swr';
import { callApi } from '@/lib/api-client';

export const getDepartments = () => callApi('getDepartments').then((data) => data.departments.map((department) => department.name));

export function useDepartments() {
  const { data } = useSWR('getDepartments', getDepartments, { revalidateOnFocus: false });
  return data ?? [];
}
