// Figure: a popular job's applicants. A job with thousands of applications (in every stage, a
// third missing a requirement, some reviewed), read as the company's screens read it: get-job
// (the job, its first page, the counts per stage) and get-job-applicants for each stage filter,
// order and "Meets requirements only", pages 1 and 2, a page of 25. Each call is measured by
// call-meter.ts; the target is that a page reads at most 2 x page + 1 items besides the job (and
// get-job its counters), whatever the applicant count.
import { randomUUID } from 'node:crypto';
import { applicantEntries, applicantPlace, recountInsights } from '#functions/applications/index.js';
import type { ApplicationItem } from '#functions/applications/index.js';
import { handler as getJobApplicants } from '#functions/applications/handlers/get-job-applicants.js';
import { listDepartments } from '#functions/jobs/departments.js';
import { handler as getJob } from '#functions/jobs/handlers/get-job.js';
import { newJobItems } from '#functions/jobs/job-writes.js';
import { SNAPSHOT_RATES } from '#functions/jobs/reference-rates.js';
import { APPLICANTS_PAGE_SIZE } from '#shared/constants.js';
import { APPLICANT_SORTS, APPLICANTS_PAGE_MAX } from '#shared/schemas/applicants.js';
import type { ApplicationStage } from '#shared/schemas/applications.js';
import type { StackInfo } from '../local/stack-process.js';
import { createSignedInUser } from '../tools/test-users.js';
import { callAs, metered, type Reads } from './call-meter.js';
import type { Row } from './report.js';
import { batchWriteAll, benchJobFields } from './seed.js';

/** Items a page may read besides the session's: its entries and one more, its applications, and the job. */
const pageBound = (pageSize: number) => 2 * pageSize + 1 + 1;
/** get-job: the first page's bound and the job's counters. */
const GET_JOB_BOUND = pageBound(APPLICANTS_PAGE_SIZE) + 1;

export interface PopularJobFigure {
  applicants: number;
  getJob: Reads;
  /** The most any page of get-job-applicants read, and the fewest applicants a full page showed. */
  pages: { calls: number; maxItems: number; maxBytes: number; maxRoundTrips: number; minShown: number };
}

const STAGES: ApplicationStage[] = ['new', 'new', 'shortlisted', 'interviewing', 'rejected', 'withdrawn'];

/** A job of a real employer with `count` applications stored as applying and the team leave them. */
async function seedPopularJob(stack: StackInfo, count: number) {
  const companyName = 'Bench Popular Co';
  const owner = await createSignedInUser(stack, 'employer', { companyName });
  const departments = (await listDepartments()).map((department) => department.name);
  const { job, entries } = newJobItems(
    { userID: owner.userID, firstName: 'Bench', lastName: 'Owner' },
    { companyID: owner.companyID!, companyName },
    // Numbered apart from the seeded jobs, the load test's and the open conversation's.
    { ...benchJobFields(30_000_000, departments), applicantCountries: [] },
    SNAPSHOT_RATES,
  );
  const applications = Array.from({ length: count }, (_, index): ApplicationItem => {
    const userID = randomUUID();
    const createdAt = new Date(Date.parse('2026-06-01T00:00:00Z') + index * 60_000).toISOString();
    return {
      PK: `JOB#${job.jobID}`,
      SK: `APPLICATION#${userID}`,
      GSI1PK: `CANDIDATE#${userID}`,
      GSI1SK: `APPLICATION#${createdAt}`,
      jobID: job.jobID,
      userID,
      firstName: 'Bench',
      lastName: `Applicant ${index}`,
      email: `applicant-${index}@example.com`,
      country: 'Kenya',
      phoneNo: '+254 700 000000',
      createdAt,
      stage: STAGES[index % STAGES.length]!,
      history: [{ stage: 'new', at: createdAt, by: `Bench Applicant ${index}` }],
      jobTitle: job.jobTitle,
      companyName,
      ...(index % 3 === 0 ? { unmetRequirements: ['Lives in Europe'] } : {}),
      ...(index % 4 === 0 ? { yesReviews: 1 + (index % 3) } : {}),
      ...(index % 5 === 0 ? { noReviews: 1 } : {}),
    };
  });
  await batchWriteAll([
    { ...job, applicantCount: count },
    ...entries,
    ...applications,
    ...applications.flatMap((item) => applicantEntries(applicantPlace(item))),
  ]);
  // The counters as the applications' writes would have kept them (the job has none yet).
  await recountInsights(job.jobID);
  return { owner, jobID: job.jobID };
}

export async function measurePopularJob(stack: StackInfo, count: number): Promise<PopularJobFigure> {
  const { owner, jobID } = await seedPopularJob(stack, count);
  const { reads: getJobReads } = await metered(owner, () => callAs(getJob, 'get-job', owner, { jobID }));
  const pages = { calls: 0, maxItems: 0, maxBytes: 0, maxRoundTrips: 0, minShown: Infinity };
  type Page = { applicants: unknown[]; pagination: { nextCursor?: string } };
  for (const stage of [undefined, 'new', 'shortlisted', 'withdrawn'])
    for (const sort of APPLICANT_SORTS)
      for (const qualified of ['false', 'true']) {
        let cursor: string | undefined;
        for (let pageNumber = 1; pageNumber <= 2; pageNumber += 1) {
          const query = {
            jobID,
            ...(stage ? { stage } : {}),
            sort,
            qualified,
            pageSize: String(APPLICANTS_PAGE_MAX),
            ...(cursor ? { cursor } : {}),
          };
          const { answer, reads } = await metered(owner, () =>
            callAs<Page>(getJobApplicants, 'get-job-applicants', owner, query),
          );
          pages.calls += 1;
          pages.maxItems = Math.max(pages.maxItems, reads.itemsBesidesSession);
          pages.maxBytes = Math.max(pages.maxBytes, reads.bytesBesidesSession);
          pages.maxRoundTrips = Math.max(pages.maxRoundTrips, reads.roundTrips);
          if (answer.pagination.nextCursor) pages.minShown = Math.min(pages.minShown, answer.applicants.length);
          cursor = answer.pagination.nextCursor;
          if (!cursor) break;
        }
      }
  return { applicants: count, getJob: getJobReads, pages };
}

export function popularJobRows(figure: PopularJobFigure): Row[] {
  const { getJob: job, pages } = figure;
  const bound = pageBound(APPLICANTS_PAGE_MAX);
  return [
    {
      figure: `get-job of a job with ${figure.applicants.toLocaleString('en')} applicants: items read besides the session's`,
      value: `${job.itemsBesidesSession} items, ${(job.bytesBesidesSession / 1024).toFixed(1)} KB, ${job.roundTrips} round trips, ${job.capacityUnits} RCU`,
      target: `<= ${GET_JOB_BOUND} (the first page of ${APPLICANTS_PAGE_SIZE}: 2 x page + 1, the job, its counters)`,
      result: job.itemsBesidesSession <= GET_JOB_BOUND ? 'pass' : 'MISS',
    },
    {
      figure: `get-job-applicants, ${figure.applicants.toLocaleString('en')} applicants, every stage, order and requirement filter, pages 1 and 2 (${pages.calls} calls)`,
      value: `max ${pages.maxItems} items, ${(pages.maxBytes / 1024).toFixed(1)} KB, ${pages.maxRoundTrips} round trips a page; a page not the last holds ${pages.minShown === Infinity ? '-' : pages.minShown} or more`,
      target: `<= ${bound} items a page (2 x ${APPLICANTS_PAGE_MAX} + 1 and the job), full pages`,
      result:
        pages.maxItems <= bound && (pages.minShown === Infinity || pages.minShown === APPLICANTS_PAGE_MAX)
          ? 'pass'
          : 'MISS',
    },
  ];
}

/** What shows the figure's harness broke (nothing read, nothing paged). */
export function popularJobProblems(figure: PopularJobFigure): string[] {
  const problems: string[] = [];
  if (figure.getJob.itemsRead === 0) problems.push('popular job: get-job read nothing: the meter is broken');
  if (figure.pages.calls === 0 || figure.pages.maxItems === 0)
    problems.push('popular job: no page of applicants was read: the meter is broken');
  return problems;
}
