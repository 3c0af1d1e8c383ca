import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '#shared/messages.js';
import { ApiError, callApi, toQueryString } from '@/lib/api-client';
import { apiResponse, employer } from '../support/test-utils';
import { apiPath } from '../../support/api-paths';

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URL and options of the n-th fetch call. */
function callOf(fetchMock: ReturnType<typeof stubFetch>, index = 0) {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`fetch was not called ${index + 1} time(s)`);
  const [input, init] = call;
  return { url: String(input), init: init ?? {} };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('returns data of a 200 answer, calling the route with its method and path, credentials included', async () => {
    const fetchMock = stubFetch(async () => apiResponse(200, { user: employer }));

    const data = await callApi('getUser');

    expect(data).toEqual({ user: employer });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { url, init } = callOf(fetchMock);
    expect(url).toBe(apiPath('getUser'));
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
  });

  it('throws ApiError with the status and the server message on a 400', async () => {
    stubFetch(async () => apiResponse(400, { msg: 'Job title is required' }));

    const error = await caught(
      callApi('addJob', {
        body: {
          jobTitle: ' ',
          jobType: 'full-time',
          department: 'Engineering',
          country: 'Canada',
          aboutRole: 'Build things.',
          minSalary: 1000,
          maxSalary: 2000,
        },
      }),
    );

    expect(error.status).toBe(400);
    expect(error.msg).toBe('Job title is required');
    expect(error.message).toBe('Job title is required');
  });

  it.each([
    [400, MSG.badRequest],
    [500, MSG.internalError],
    [502, MSG.serviceFailed],
    [503, MSG.serviceBusy],
    [504, MSG.serviceBusy],
    [418, MSG.unexpectedError],
  ])('falls back to the generic text for status %i without data.msg', async (status, text) => {
    stubFetch(async () => apiResponse(status, {}));

    const error = await caught(callApi('getDepartments'));

    expect(error.status).toBe(status);
    expect(error.msg).toBe(text);
  });

  it('throws ApiError(0, networkError) when the network fails', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });

    const error = await caught(callApi('getUser'));

    expect(error.status).toBe(0);
    expect(error.msg).toBe(MSG.networkError);
  });

  it('throws on an answer that is not JSON (e.g. a proxy error page)', async () => {
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await caught(callApi('getUser'));

    expect(error.status).toBe(502);
    expect(error.msg).toBe(MSG.serviceFailed);
  });

  it('serialises the query, skipping undefined and empty values', async () => {
    const fetchMock = stubFetch(async () =>
      apiResponse(200, { jobs: [], pagination: { currentPage: 2, isLastPage: true } }),
    );

    await callApi('searchJobs', {
      query: { jobTitle: 'React developer', jobType: undefined, department: '', country: 'Canada', page: 2 },
    });

    const { url, init } = callOf(fetchMock);
    expect(url).toBe(`${apiPath('searchJobs')}?jobTitle=React+developer&country=Canada&page=2`);
    expect(init.credentials).toBe('include');
  });

  it('sends a JSON body with its content type', async () => {
    const fetchMock = stubFetch(async () => apiResponse(200, { user: employer }));

    await callApi('login', { body: { email: 'ada@example.com', password: 'secret1' } });

    const { url, init } = callOf(fetchMock);
    expect(url).toBe(apiPath('login'));
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.com', password: 'secret1' });
  });

  it('sends FormData as is for multipart routes, leaving the content type to the browser', async () => {
    const fetchMock = stubFetch(async () => apiResponse(200, { user: employer }));
    const form = new FormData();
    form.append('resume', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'resume.pdf');

    await callApi('uploadResume', { body: form });

    const { init } = callOf(fetchMock);
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(form);
    expect(Object.keys(init.headers ?? {}).map((name) => name.toLowerCase())).not.toContain('content-type');
  });
});

describe('toQueryString', () => {
  it('is empty without values', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({ jobTitle: '  ', page: undefined })).toBe('');
  });

  it('encodes special characters', () => {
    expect(toQueryString({ jobTitle: 'C++ & C#' })).toBe('?jobTitle=C%2B%2B+%26+C%23');
  });
});
