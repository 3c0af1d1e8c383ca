// A list's search, filters and page in the URL (docs/product/jobs.md: any change of the search or a
// filter resets the page; Load more or a page number moves it). Values are trimmed; blank
// means "not set".
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';
import { JOB_TYPES, type JobType } from '#shared/constants.js';
import { findCountry } from '#shared/countries.js';

/** Pages past `maxPage` in the URL count as page 1. */
export function useListParams<K extends string>(keys: readonly K[], { maxPage = 1000 }: { maxPage?: number } = {}) {
  const [params, setParams] = useSearchParams();
  // The params our last change made. The router hands an updater the params of its last
  // render, and renders a navigation in a transition: on a busy phone a second change (a filter
  // picked right after a search) would otherwise start from the URL before the first and undo it.
  const latest = useRef({ rendered: params, current: params });
  if (latest.current.rendered !== params) latest.current = { rendered: params, current: params };
  const change = useCallback(
    (edit: (next: URLSearchParams) => void, options?: NavigateOptions) => {
      const next = new URLSearchParams(latest.current.current);
      edit(next);
      latest.current.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  const serialized = keys.map((key) => params.get(key) ?? '').join('\u0000');

  const values = useMemo(
    () =>
      Object.fromEntries(keys.map((key) => [key, params.get(key)?.trim() || undefined])) as Record<
        K,
        string | undefined
      >,
    // `serialized` stands for the values of `keys`: a new object only when one of them changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [serialized],
  );

  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= maxPage ? rawPage : 1;

  /** Sets some values (blank removes one) and goes back to page 1. */
  const setValues = useCallback(
    (changes: Partial<Record<K, string>>) =>
      change((next) => {
        for (const [key, value] of Object.entries<string | undefined>(changes)) {
          if (value?.trim()) next.set(key, value.trim());
          else next.delete(key);
        }
        next.delete('page');
      }),
    [change],
  );
  const setValue = useCallback(
    (key: K, value: string) => setValues({ [key]: value } as Partial<Record<K, string>>),
    [setValues],
  );

  const clearAll = useCallback(
    () =>
      change((next) => {
        for (const key of [...next.keys()]) next.delete(key);
      }),
    [change],
  );

  /** Goes to `nextPage` (page 1 is the URL without one), keeping the values. */
  const setPage = useCallback(
    (nextPage: number, options?: NavigateOptions) =>
      change((next) => {
        if (nextPage > 1) next.set('page', String(nextPage));
        else next.delete('page');
      }, options),
    [change],
  );

  const loadMore = useCallback(() => setPage(page + 1, { preventScrollReset: true }), [page, setPage]);

  const hasValues = keys.some((key) => values[key] !== undefined);
  return { values, page, setValue, setValues, setPage, clearAll, loadMore, hasValues };
}

/** A job type from the URL, or undefined when it is none of ours. */
export const jobTypeParam = (value: string | undefined): JobType | undefined =>
  (JOB_TYPES as readonly string[]).includes(value ?? '') ? (value as JobType) : undefined;

/** A country from the URL in its reference spelling (so the select shows it), else as given. */
export const countryParam = (value: string | undefined): string | undefined =>
  value && (findCountry(value)?.name ?? value);
