// Sample jobs and answers of the candidate and sourcing screen tests.
import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import type { Job } from '#shared/schemas/jobs.js';
import { apiResponse } from './test-utils';

// Screens load on demand (lazy routes): the first render of a test waits for the chunk.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

let counter = 0;

export function sampleJob(overrides: Partial<Job> = {}): Job {
  counter += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    jobTitle: `Virtual Assistant ${counter}`,
    jobType: 'full-time',
    department: 'Administration',
    country: 'France',
    timeZone: 'Europe/Paris (GMT+01:00)',
    startTime: '08:00',
    endTime: '17:00',
    aboutRole: 'Help our team with scheduling.',
    paymentInterval: 'annually',
    minSalary: 50000,
    maxSalary: 80000,
    currency: 'USD',
    applicantCountries: [],
    active: true,
    createdAt: '2026-03-12T10:00:00.000Z',
    applicantCount: 0,
    employer: { companyName: 'Acme Remote' },
    ...overrides,
  };
}

export const searchAnswer = (
  jobs: Job[],
  pagination: { currentPage: number; isLastPage: boolean; nextCursor?: string },
) => apiResponse(200, { jobs, pagination });

export const noNotifications = () =>
  apiResponse(200, { notifications: [], unread: 0, pagination: { currentPage: 1, isLastPage: true } });
export const departments = () =>
  apiResponse(200, { departments: [{ name: 'Administration' }, { name: 'Engineering' }] });

/** The query of a fetch call made by callApi. */
export const queryOf = (call: unknown[]) => new URL(String(call[0]), 'http://localhost').searchParams;
export const callsTo = (fetchMock: { mock: { calls: unknown[][] } }, path: string) =>
  fetchMock.mock.calls.filter((call) => new URL(String(call[0]), 'http://localhost').pathname === path);
