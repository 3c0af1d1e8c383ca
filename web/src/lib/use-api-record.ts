// One record the API reads by its ID (an invitation, a job, a candidate), cached by SWR under
// [route name, ID]. Nothing is asked until the ID is known, and the record is not asked again
// when the window regains focus: the screen keeps showing it as it was opened.
import useSWR from 'swr';
import type { ApiError } from './api-client';

export function useApiRecord<T>(name: string, id: string | undefined, read: (id: string) => Promise<T>) {
  return useSWR<T, ApiError>(id ? [name, id] : null, ([, key]: [string, string]) => read(key), {
    revalidateOnFocus: false,
  });
}
