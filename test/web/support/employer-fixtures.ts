// Jobs and answers of the employer screen tests.
import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import type { Job } from '#shared/schemas/jobs.js';
import { apiResponse, employer, signedIn } from './test-utils';
import { apiPath } from '../../support/api-paths';

// Screens load on demand (lazy routes): the first render of a test waits for the chunk.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

let next = 0;

/** An employer's job as get-job answers it (with applicants). */
export function employerJob(overrides: Partial<Job> = {}): Job {
  next += 1;
  return {
    _id: `10000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    jobTitle: `Help Desk Expert ${next}`,
    jobType: 'part-time',
    department: 'Customer Support',
    country: 'Kenya',
    timeZone: 'Africa/Nairobi (GMT+03:00)',
    startTime: '09:00',
    endTime: '18:00',
    aboutRole: 'Answer customers.\nKeep them happy.',
    paymentInterval: 'monthly',
    minSalary: 1200,
    maxSalary: 1800,
    currency: 'KES',
    applicantCountries: [],
    active: true,
    createdAt: '2026-03-12T10:00:00.000Z',
    applicantCount: 0,
    applicants: [],
    employer: { companyName: 'Analytical Engines' },
    ...overrides,
  };
}

/**
 * A page of get-jobs: page `page` of `total` rows (`jobs` its rows); a search (`search`) has no
 * total. A page with more after it carries the cursor `cursor-<next page>`.
 */
export const jobsAnswer = (
  jobs: Job[],
  options: {
    counts?: { all: number; open: number; closed: number };
    page?: number;
    total?: number;
    search?: boolean;
    isLastPage?: boolean;
  } = {},
) => {
  const total = options.total ?? jobs.length;
  const page = options.page ?? 1;
  const isLastPage = options.isLastPage ?? page * 10 >= total;
  return apiResponse(200, {
    jobs: jobs.map(({ applicants, ...row }) => (void applicants, row)),
    counts: options.counts ?? {
      all: total,
      open: jobs.filter((job) => job.active).length,
      closed: jobs.filter((job) => !job.active).length,
    },
    pagination: {
      currentPage: page,
      isLastPage,
      ...(isLastPage ? {} : { nextCursor: `cursor-${page + 1}` }),
      firstRecord: jobs.length > 0 ? (page - 1) * 10 + 1 : 0,
      ...(options.search ? {} : { totalRecords: total, totalPages: Math.ceil(total / 10) }),
    },
  });
};

/** What every employer screen asks besides its own calls. */
export const employerBase = {
  [apiPath('getUser')]: signedIn({ ...employer, country: 'Kenya' }),
  [apiPath('getNotifications')]: () =>
    apiResponse(200, { notifications: [], unread: 0, pagination: { currentPage: 1, isLastPage: true } }),
  [apiPath('getDepartments')]: () =>
    apiResponse(200, { departments: [{ name: 'Customer Support' }, { name: 'Engineering' }] }),
};

export const callsTo = (fetchMock: { mock: { calls: unknown[][] } }, path: string) =>
  fetchMock.mock.calls.filter((call) => new URL(String(call[0]), 'http://localhost').pathname === path);
export const queryOf = (call: unknown[]) =>
  Object.fromEntries(new URL(String(call[0]), 'http://localhost').searchParams);
export const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as Record<string, unknown>;
