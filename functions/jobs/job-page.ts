// The public page of one job (shared/job-page.ts): an open or closed job is one GetItem of the
// job (pattern 6) and its similar jobs (a removed one's too; a held one's none), two bounded searches (similar-jobs.ts, pattern 41);
// only an id with no job reads on, its tombstone (pattern 26), and a deleted job one page of
// the job search for open jobs that share its title's first word (pattern 10).
import type { JobPageData } from '#shared/job-page.js';
import { getJob, getJobTombstone, toJobPageCard, type JobItem } from './jobs.js';
import { ONE_READ_BUDGET, searchJobs } from './job-search.js';
import { similarJobs } from './similar-jobs.js';

/** How many similar open jobs the page of a deleted job offers. */
export const SIMILAR_JOBS = 5;

export interface JobPageRead {
  page: JobPageData;
  /** The job item of an open or closed job, for what only the server writes (its JobPosting). */
  job?: JobItem;
}

export async function readJobPage(jobID: string, now = new Date()): Promise<JobPageRead> {
  const job = await getJob(jobID);
  // Trust and safety: a removed job is gone as a deleted one is; a held one shows nothing of itself.
  if (job?.removedAt) return { page: { state: 'removed', jobID, similarJobs: await similarJobs(job, now) } };
  if (job && (job.hold || job.companySuspended)) return { page: { state: 'under-review', jobID } };
  if (job) {
    return {
      page: {
        state: job.active ? 'open' : 'closed',
        jobID,
        job: { ...toJobPageCard(job), aboutRole: job.aboutRole },
        similarJobs: await similarJobs(job, now),
      },
      job,
    };
  }
  const tombstone = await getJobTombstone(jobID, now);
  if (!tombstone) return { page: { state: 'unknown', jobID } };
  const similar = tombstone.titleWord
    ? (await searchJobs({ jobTitle: tombstone.titleWord, page: 1 }, now, ONE_READ_BUDGET)).jobs.slice(0, SIMILAR_JOBS)
    : [];
  return { page: { state: 'deleted', jobID, similarJobs: similar } };
}
