// The months the sitemap index names: from the oldest open job's month to the current one,
// newest first, across a year's end; the current month alone when the oldest job is this month's.
import { describe, expect, it } from 'vitest';
import { monthsSince } from '#functions/jobs/job-sitemap.js';

describe('monthsSince', () => {
  it('names every month from the first to the current one, newest first, across a year', () => {
    expect(monthsSince('2025-11', new Date('2026-02-03T10:00:00.000Z'))).toEqual([
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
    ]);
  });

  it('is the current month alone when the oldest job was posted this month, in UTC', () => {
    expect(monthsSince('2026-03', new Date('2026-03-31T23:59:59.999Z'))).toEqual(['2026-03']);
  });
});
