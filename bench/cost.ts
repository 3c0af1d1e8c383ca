// What a month of a modelled marketplace would cost on AWS, from what the bench measured per
// call (items read and capacity, items written, time per request) and the prices assumed
// below. A model, not a quote: every assumption is written beside its figure, and the table
// says which line dominates.
import type { Figures } from './report.js';

/** The marketplace modelled (per day unless said otherwise). */
export const MARKETPLACE = {
  openJobs: 10_000,
  jobsPostedPerDay: 1_000,
  candidates: 200_000,
  searchesPerDay: 50_000,
  applicationsPerDay: 5_000,
  digestsPerDay: 20_000,
  /** Candidates and employers who sign in at least once in a month (Cognito bills per MAU). */
  monthlyActiveShare: 0.3,
  employers: 5_000,
} as const;

/**
 * Prices assumed (us-east-1, on-demand, USD, as published in 2025): DynamoDB on-demand
 * request units and storage, Lambda on arm64, HTTP API requests, SES outbound email, Cognito
 * Lite per monthly active user past the free 10,000, CloudWatch Logs ingestion.
 */
export const PRICES = {
  dynamoReadPerMillion: 0.125,
  dynamoWritePerMillion: 0.625,
  dynamoStoragePerGbMonth: 0.25,
  lambdaRequestsPerMillion: 0.2,
  lambdaPerGbSecondArm: 0.0000133334,
  httpApiPerMillion: 1.0,
  sesPerThousand: 0.1,
  cognitoLitePerMau: 0.0055,
  cognitoFreeMau: 10_000,
  logsPerGb: 0.5,
} as const;

const DAYS = 30;
const LAMBDA_GB = 0.5;
/** What one application writes: the application, two notifications and two counters, and the job's count, each transactional (2 WRU). */
const APPLICATION_WRITE_UNITS = 6 * 2;
/** A signed-in call's session check: the profile and the session record, strongly consistent, one RRU each. */
const SESSION_READ_UNITS = 2;
/** About how much one open job (the job, its cards and title-word entries, on the table and its indexes) and one candidate occupy. */
const KB_PER_OPEN_JOB = 150;
const KB_PER_CANDIDATE = 20;
/** Log lines a call writes (structured JSON, Powertools), in KB. */
const LOG_KB_PER_CALL = 1;

export interface CostLine {
  service: string;
  /** What the month holds of it, in words. */
  basis: string;
  dollars: number;
}

const perMonth = (perDay: number) => perDay * DAYS;

/**
 * The month's bill by service, from the bench's figures at its biggest table size. The search's
 * cost is the mean over every filter combination and title form measured.
 */
export function monthlyCost(figures: Pick<Figures, 'searchCost' | 'latency'>): CostLine[] {
  const m = MARKETPLACE;
  const size = figures.searchCost.sizes.at(-1);
  const meanUnits = (calls: (keyof NonNullable<typeof size>)[]) => {
    if (!size) return 0;
    const measured = calls.map((call) => size[call] as { meanCapacityUnits: number });
    return measured.reduce((sum, figure) => sum + figure.meanCapacityUnits, 0) / measured.length;
  };
  const searchUnits = meanUnits(['searchJobs', 'searchJobsOneWord', 'searchJobsTwoWords']);
  const digestUnits = meanUnits(['jobAlertDigest']);
  const p50 = (call: string) => figures.latency.find((figure) => figure.call === call)?.p50Ms ?? 100;

  const readUnits = perMonth(
    m.searchesPerDay * searchUnits +
      m.digestsPerDay * digestUnits +
      // Applying checks the session and reads the job and its company's contact.
      m.applicationsPerDay * (SESSION_READ_UNITS + 2) +
      m.jobsPostedPerDay * SESSION_READ_UNITS,
  );
  const writeUnits = perMonth(
    m.applicationsPerDay * APPLICATION_WRITE_UNITS +
      m.jobsPostedPerDay * figures.searchCost.writes.addJob.capacityUnits,
  );
  const storageGb = (m.openJobs * KB_PER_OPEN_JOB + m.candidates * KB_PER_CANDIDATE) / 1024 / 1024;
  const apiCalls = perMonth(m.searchesPerDay + m.applicationsPerDay + m.jobsPostedPerDay);
  const invocations = apiCalls + perMonth(m.digestsPerDay);
  const gbSeconds =
    (perMonth(
      m.searchesPerDay * p50('searchJobs') +
        m.applicationsPerDay * p50('applyToJob') +
        m.jobsPostedPerDay * 200 +
        // A digest: its search, and one email sent (about 100 ms).
        m.digestsPerDay * 100,
    ) /
      1000) *
    LAMBDA_GB;
  // Applications notify in the app; the digests are the emails of this model.
  const emails = perMonth(m.digestsPerDay);
  const mau = (m.candidates + m.employers) * m.monthlyActiveShare;
  const logsGb = (invocations * LOG_KB_PER_CALL) / 1024 / 1024;

  return [
    {
      service: 'DynamoDB reads',
      basis: `${Math.round(readUnits).toLocaleString('en')} read units (searches ${searchUnits.toFixed(2)} each, digests ${digestUnits.toFixed(2)})`,
      dollars: (readUnits / 1e6) * PRICES.dynamoReadPerMillion,
    },
    {
      service: 'DynamoDB writes',
      basis: `${Math.round(writeUnits).toLocaleString('en')} write units (add-job ${figures.searchCost.writes.addJob.capacityUnits}, application ${APPLICATION_WRITE_UNITS})`,
      dollars: (writeUnits / 1e6) * PRICES.dynamoWritePerMillion,
    },
    {
      service: 'DynamoDB storage',
      basis: `${storageGb.toFixed(1)} GB`,
      dollars: storageGb * PRICES.dynamoStoragePerGbMonth,
    },
    {
      service: 'Lambda',
      basis: `${invocations.toLocaleString('en')} invocations, ${Math.round(gbSeconds).toLocaleString('en')} GB-s (arm64, 512 MB)`,
      dollars: (invocations / 1e6) * PRICES.lambdaRequestsPerMillion + gbSeconds * PRICES.lambdaPerGbSecondArm,
    },
    {
      service: 'API Gateway (HTTP API)',
      basis: `${apiCalls.toLocaleString('en')} requests`,
      dollars: (apiCalls / 1e6) * PRICES.httpApiPerMillion,
    },
    {
      service: 'SES',
      basis: `${emails.toLocaleString('en')} emails`,
      dollars: (emails / 1000) * PRICES.sesPerThousand,
    },
    {
      service: 'Cognito (Lite)',
      basis: `${Math.round(mau).toLocaleString('en')} monthly active users, ${PRICES.cognitoFreeMau.toLocaleString('en')} free`,
      dollars: Math.max(0, mau - PRICES.cognitoFreeMau) * PRICES.cognitoLitePerMau,
    },
    { service: 'CloudWatch Logs', basis: `${logsGb.toFixed(1)} GB ingested`, dollars: logsGb * PRICES.logsPerGb },
  ];
}

/** The line that costs most. */
export const dominantLine = (lines: CostLine[]): CostLine =>
  lines.reduce((most, line) => (line.dollars > most.dollars ? line : most));
