// The modelled month's bill: each line follows the measured figures it is built from, the
// total is the sum of the lines, and the dominant line is named.
import { describe, expect, it } from 'vitest';
import { dominantLine, MARKETPLACE, monthlyCost, PRICES } from '../../../bench/cost.js';
import type { Figures } from '../../../bench/report.js';

const measured = (searchUnits: number, addJobUnits = 360) =>
  ({
    searchCost: {
      sizes: [
        {
          searchJobs: { meanCapacityUnits: searchUnits },
          searchJobsOneWord: { meanCapacityUnits: searchUnits },
          searchJobsTwoWords: { meanCapacityUnits: searchUnits },
          jobAlertDigest: { meanCapacityUnits: 2 },
        },
      ],
      writes: { addJob: { itemsWritten: 185, capacityUnits: addJobUnits } },
    },
    latency: [
      { call: 'searchJobs', p50Ms: 40 },
      { call: 'applyToJob', p50Ms: 90 },
    ],
  }) as unknown as Pick<Figures, 'searchCost' | 'latency'>;

const line = (lines: ReturnType<typeof monthlyCost>, service: string) =>
  lines.find((entry) => entry.service === service)!;

describe('monthly cost', () => {
  it('prices the reads from the measured capacity of a search and a digest', () => {
    const reads = line(monthlyCost(measured(1)), 'DynamoDB reads');
    const units =
      30 *
      (MARKETPLACE.searchesPerDay * 1 +
        MARKETPLACE.digestsPerDay * 2 +
        MARKETPLACE.applicationsPerDay * 4 +
        MARKETPLACE.jobsPostedPerDay * 2);
    expect(reads.dollars).toBeCloseTo((units / 1e6) * PRICES.dynamoReadPerMillion, 6);
    expect(line(monthlyCost(measured(3)), 'DynamoDB reads').dollars).toBeGreaterThan(reads.dollars);
  });

  it('prices the writes of add-job as measured', () => {
    const cheap = line(monthlyCost(measured(1, 100)), 'DynamoDB writes').dollars;
    const dear = line(monthlyCost(measured(1, 500)), 'DynamoDB writes').dollars;
    expect(dear - cheap).toBeCloseTo((30 * MARKETPLACE.jobsPostedPerDay * 400 * PRICES.dynamoWritePerMillion) / 1e6, 6);
  });

  it('names the dominant line: Cognito per active user, for this model', () => {
    const lines = monthlyCost(measured(1));
    expect(lines.every((entry) => entry.dollars >= 0 && Number.isFinite(entry.dollars))).toBe(true);
    const mau = (MARKETPLACE.candidates + MARKETPLACE.employers) * MARKETPLACE.monthlyActiveShare;
    expect(line(lines, 'Cognito (Lite)').dollars).toBeCloseTo(
      (mau - PRICES.cognitoFreeMau) * PRICES.cognitoLitePerMau,
      6,
    );
    expect(dominantLine(lines).service).toBe('Cognito (Lite)');
  });
});
