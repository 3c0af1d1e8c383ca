// A list's search, filters and page in the URL (SPEC section 4: any change of the search or a
// filter resets the page; Load more raises it). Values are trimmed; blank means "not set".
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { JOB_TYPES, type JobType } from '#shared/constants.js';
import { findCountry } from '#shared/countries.js';

const MAX_PAGE = 1000;

export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const serialized = keys.map((key) => params.get(key) ?? '').join('\u0000');

  const values = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, params.get(key)?.trim() || undefined])) as Record<K, string | undefined>,
    // `serialized` stands for the values of `keys`: a new object only when one of them changes.
    [serialized],
  );

  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= MAX_PAGE ? rawPage : 1;

  /** Sets one value (blank removes it) and goes back to page 1. */
  const setValue = useCallback(
    (key: K, value: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set(key, value.trim());
        else next.delete(key);
        next.delete('page');
        return next;
      }),
    [setParams],
  );

  const clearAll = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  const loadMore = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('page', String(page + 1));
          return next;
        },
        { preventScrollReset: true },
      ),
    [page, setParams],
  );

  const hasValues = keys.some((key) => values[key] !== undefined);
  return { values, page, setValue, clearAll, loadMore, hasValues };
}

/** A job type from the URL, or undefined when it is none of ours. */
export const jobTypeParam = (value: string | undefined): JobType | undefined =>
  (JOB_TYPES as readonly string[]).includes(value ?? '') ? (value as JobType) : undefined;

/** A country from the URL in its reference spelling (so the select shows it), else as given. */
export const countryParam = (value: string | undefined): string | undefined => value && (findCountry(value)?.name ?? value);
