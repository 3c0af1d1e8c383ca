// The benchmark's table: a Lighthouse row is the median of its runs, judged against the target.
import { describe, expect, it } from 'vitest';
import type { LighthouseFigure } from '../../../bench/lighthouse.js';
import { tableRows, type Figures } from '../../../bench/report.js';
import { median } from '../../../bench/stats.js';

const figures = (lighthouse: LighthouseFigure[]): Figures => ({
  searchCost: {
    sizes: [],
    jobFilters: {},
    candidateFilters: {},
    bound: 21,
    teamBound: 30,
    withinBound: true,
    identicalAcrossSizes: true,
  },
  latency: [],
  peakMemoryBytes: 0,
  bundles: [],
  webSizes: [],
  lighthouse,
});
const score = (performance: number, accessibility = 100): LighthouseFigure => ({
  page: '/find-work',
  preset: 'mobile',
  runs: 5,
  performance,
  performanceRange: [performance - 2, performance + 1],
  accessibility,
});

describe('bench report', () => {
  it('takes the middle value of the runs', () => {
    expect(median([94, 91, 96, 95, 93])).toBe(94);
    expect(median([3, 1])).toBe(3);
    expect(median([])).toBe(0);
  });

  it('shows the median, its runs and range, and passes at 95 with accessibility 100 only', () => {
    const [passing, low, inaccessible] = [score(95), score(94), score(97, 96)].map((figure) =>
      tableRows(figures([figure])).at(-1)!,
    );

    expect(passing).toEqual({
      figure: 'Lighthouse /find-work mobile',
      value: 'performance 95 (median of 5: 93 to 96), accessibility 100',
      target: 'perf >= 95, a11y 100',
      result: 'pass',
    });
    expect(low!.result).toBe('MISS');
    expect(inaccessible!.result).toBe('MISS');
  });
});
