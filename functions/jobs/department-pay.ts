// What each department's jobs pay in the product (docs/data-model.md, pattern 45), for the scam
// signal of pay far out of line (trust/scam-signals.ts): a histogram of the jobs' top yearly pay
// in euros, in buckets a quarter of a doubling wide, counted as jobs are posted. A median read
// from it is within a bucket's width (about 19 %) of the true one: plenty to tell pay five times
// the median, and one small item per department however many jobs it has.
//   PK DEPTPAY#<department, lower case> / SK PAY   { b<bucket>: jobs, jobs: total }
import type { ReferenceRates } from '#shared/remote-fit/pay.js';
import { convertAmount, yearlyPay } from '#shared/remote-fit/pay.js';
import type { PayInterval } from '#shared/constants.js';
import { updateItem } from '#platform/dynamodb/table.js';

/** Below this many jobs a department's median says too little to judge a job by. */
export const MIN_JOBS_FOR_MEDIAN = 20;
const BUCKETS_PER_DOUBLING = 4;
/** The lowest bucket's floor, in euros a year. */
const FLOOR_EUR = 1000;
const MAX_BUCKET = 60;

export const departmentPayKey = (department: string) => ({ PK: `DEPTPAY#${department.toLowerCase()}`, SK: 'PAY' });

/** A job's top pay a year in euros; undefined when its currency has no rate. */
export function topYearlyPayEur(
  job: { maxSalary: number; paymentInterval: PayInterval; currency?: string },
  rates: ReferenceRates,
): number | undefined {
  if (!job.currency) return undefined;
  return convertAmount(yearlyPay(job.maxSalary, job.paymentInterval), job.currency, 'EUR', rates);
}

export function payBucket(yearlyEur: number): number {
  const bucket = Math.floor(Math.log2(Math.max(yearlyEur, FLOOR_EUR) / FLOOR_EUR) * BUCKETS_PER_DOUBLING);
  return Math.min(bucket, MAX_BUCKET);
}

/** The middle of a bucket, in euros a year. */
const bucketMiddle = (bucket: number) => FLOOR_EUR * 2 ** ((bucket + 0.5) / BUCKETS_PER_DOUBLING);

/** The median top yearly pay the histogram item holds; undefined under MIN_JOBS_FOR_MEDIAN jobs. */
export function medianPayOf(item: Record<string, unknown> | undefined): number | undefined {
  const total = Number(item?.jobs ?? 0);
  if (!item || total < MIN_JOBS_FOR_MEDIAN) return undefined;
  let seen = 0;
  for (let bucket = 0; bucket <= MAX_BUCKET; bucket += 1) {
    seen += Number(item[`b${bucket}`] ?? 0);
    if (seen * 2 >= total) return bucketMiddle(bucket);
  }
  return undefined;
}

/** Counts a posted job's pay in its department's histogram (a job without a rate is not counted). */
export async function countDepartmentPay(department: string, yearlyEur: number | undefined): Promise<void> {
  if (yearlyEur === undefined) return;
  await updateItem({
    Key: departmentPayKey(department),
    UpdateExpression: 'ADD #bucket :one, jobs :one',
    ExpressionAttributeNames: { '#bucket': `b${payBucket(yearlyEur)}` },
    ExpressionAttributeValues: { ':one': 1 },
  });
}
