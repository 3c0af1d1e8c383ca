// The soak's traffic and verdict: the mix holds each kind of request in its share, and the
// soak holds only with no failure and the last minute's memory within 10% of the second's.
import { describe, expect, it } from 'vitest';
import type { LoadPlan } from '../../../bench/load-plan.js';
import { mixedRequest, soakVerdict, type SoakMinute } from '../../../bench/soak.js';

const plan = (settled: boolean): LoadPlan => ({
  applicationPairs: 100,
  oneJobPage: () => ({ method: 'GET', path: '/jobs/one' }),
  requests: {
    searchJobs: () => ({ method: 'GET', path: '/api/search-jobs' }),
    getJobCandidate: () => ({ method: 'GET', path: '/api/get-job-candidate' }),
    getUser: () => ({ method: 'GET', path: '/api/get-user' }),
    applyToJob: () => ({ method: 'POST', path: '/api/job-application' }),
  },
  signIn: () => ({ method: 'POST', path: '/api/login' }),
  moveStage: () => (settled ? { method: 'PUT', path: '/api/update-application-stage' } : undefined),
  message: (kind) =>
    settled
      ? kind === 'read'
        ? { method: 'GET', path: '/api/get-conversation' }
        : { method: 'POST', path: '/api/send-message' }
      : undefined,
});

const shares = (requests: { path: string }[]) => {
  const counts = new Map<string, number>();
  for (const { path } of requests) counts.set(path, (counts.get(path) ?? 0) + 1);
  return Object.fromEntries(counts);
};

describe('the soak', () => {
  it('sends each kind of request in its share of every hundred', () => {
    const requests = Array.from({ length: 1000 }, (_, n) => mixedRequest(plan(true), n));
    expect(shares(requests)).toEqual({
      '/api/search-jobs': 340,
      '/api/get-job-candidate': 200,
      '/api/get-user': 150,
      '/api/login': 50,
      '/api/job-application': 100,
      '/api/update-application-stage': 100,
      '/api/get-conversation': 50,
      '/api/send-message': 10,
    });
  });

  it('searches instead of moving a stage or messaging until some application has settled', () => {
    const requests = Array.from({ length: 100 }, (_, n) => mixedRequest(plan(false), n));
    expect(shares(requests)['/api/update-application-stage']).toBeUndefined();
    expect(shares(requests)['/api/get-conversation']).toBeUndefined();
    expect(shares(requests)['/api/search-jobs']).toBe(50);
  });

  it('holds with no failure and flat memory only', () => {
    const minute = (failed: number, mib: number): SoakMinute => ({
      minute: 1,
      requests: 3600,
      failed,
      p50Ms: 10,
      p99Ms: 40,
      peakRssBytes: mib * 2 ** 20,
    });
    expect(soakVerdict([minute(0, 700), minute(0, 700), minute(0, 760)])).toEqual({ failed: 0, memoryFlat: true });
    expect(soakVerdict([minute(0, 700), minute(0, 700), minute(0, 780)]).memoryFlat).toBe(false);
    expect(soakVerdict([minute(0, 700), minute(2, 700), minute(1, 700)]).failed).toBe(3);
  });
});
