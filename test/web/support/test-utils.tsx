// Helpers of the web tests: a fake API answering by path, sample users, and the whole app
// rendered in a memory router at a given path with a fresh SWR cache.
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import type { User } from '#shared/schemas/accounts.js';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import type { PageData } from '@/lib/page-data';

/** A Response with the API's envelope { statusCode, data }. */
export function apiResponse(statusCode: number, data: unknown): Response {
  return new Response(JSON.stringify({ statusCode, data }), {
    status: statusCode,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (request: { url: string; init: RequestInit | undefined }) => Response | Promise<Response>;

/**
 * Replaces fetch with a fake that answers by path (`[apiPath('getUser')]: answer`); unknown paths get a 404.
 * Returns the mock so tests can inspect the calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const handler = handlers[path];
    return handler ? handler({ url, init }) : apiResponse(404, { msg: 'There is no such API call.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The message shown under a form field, tied to it for screen readers; null while it is valid. */
export function errorUnder(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
}

export const visitor: Handler = () => apiResponse(401, { msg: 'Please log in to continue.' });
export const signedIn =
  (user: User): Handler =>
  () =>
    apiResponse(200, { user });

export const employer: User = {
  userID: '0b7c2d4e-1f3a-4b5c-8d9e-0f1a2b3c4d5e',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  role: 'employer',
  companyID: '2d9e4f6a-3b5c-4d7e-8f0a-2b3c4d5e6f7a',
  companyName: 'Analytical Engines',
  companySize: '11-50',
  country: 'United Kingdom',
  createdAt: '2025-01-01T00:00:00.000Z',
};

export const candidate: User = {
  userID: '1c8d3e5f-2a4b-4c6d-9e0f-1a2b3c4d5e6f',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  role: 'candidate',
  country: 'United States',
  jobType: 'full-time',
  jobTitle: 'Developer',
  createdAt: '2025-01-01T00:00:00.000Z',
};

/**
 * Renders the whole app (providers + routes) at `path`, with an SWR cache of its own and the
 * data a server-rendered page came with (`pageData`), if any. The
 * browser holds the server's signed-in hint unless `visitorBrowser` (one that never signed
 * in), so the app asks get-user, and the test's answer decides who is there.
 */
export function renderApp(path: string, options: { visitorBrowser?: boolean; pageData?: PageData } = {}) {
  document.cookie = options.visitorBrowser ? 'signed-in=; Path=/; Max-Age=0' : 'signed-in=1; Path=/';
  if (options.visitorBrowser) window.localStorage.removeItem('sessionHint');
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AppProvider pageData={options.pageData}>
        <RouterProvider router={router} />
      </AppProvider>
    </SWRConfig>,
  );
  return { router, ...view };
}
