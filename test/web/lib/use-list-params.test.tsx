// A list's search in the URL: changes made one right after another each keep the one before,
// even before the router has rendered the first (it renders navigations in a transition).
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams } from '@/lib/use-list-params';

const KEYS = ['jobTitle', 'jobType'] as const;

function renderListParams(url: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/list', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useListParams(KEYS), { wrapper });
  return { hook, search: () => router!.state.location.search };
}

describe('useListParams', () => {
  it('keeps a search typed just before a filter is picked', () => {
    const { hook, search } = renderListParams('/list?page=3');

    act(() => {
      hook.result.current.setValue('jobTitle', 'zeta');
      hook.result.current.setValue('jobType', 'contractor');
    });

    expect(search()).toBe('?jobTitle=zeta&jobType=contractor');
    expect(hook.result.current.values).toEqual({ jobTitle: 'zeta', jobType: 'contractor' });
    expect(hook.result.current.page).toBe(1);
  });

  it('goes to a page keeping the values, and Clear all empties the URL', () => {
    const { hook, search } = renderListParams('/list?jobType=contractor');

    act(() => hook.result.current.setPage(2));
    expect(search()).toBe('?jobType=contractor&page=2');

    act(() => hook.result.current.clearAll());
    expect(search()).toBe('');
    expect(hook.result.current.hasValues).toBe(false);
  });
});
