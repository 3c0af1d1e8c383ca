import { apiHandler } from '#functions/api-handler.js';
import { applicantsPage, getStageCounts } from '#functions/applications/index.js';
import { companyOf } from '#functions/teams/index.js';
import { APPLICANTS_PAGE_SIZE } from '#shared/constants.js';
import { companyJobOnly, jobKey, toPublicJob, type JobItem } from '../jobs.js';
import * as route from '#shared/routes.js';

// One of the company's jobs with the first page of its applicants (newest first, as the
// Applications card shows them) and the count per stage; another company's job is a 404. The
// job is read with the session (preload); the page and the counts in parallel, each bounded
// whatever the job's applicant count.
export const handler = apiHandler(
  route.getJob,
  async ({ preloaded, session }) => {
    const job = companyJobOnly(preloaded as JobItem | undefined, companyOf(session.user));
    const [page, counts] = await Promise.all([
      applicantsPage({ jobID: job.jobID, sort: 'newest', qualified: false, pageSize: APPLICANTS_PAGE_SIZE }),
      getStageCounts(job.jobID),
    ]);
    return {
      job: toPublicJob(job, { applicants: page.applicants, forCompany: true }),
      ...counts,
      pagination: page.nextCursor ? { nextCursor: page.nextCursor } : {},
    };
  },
  { preload: ({ jobID }) => jobKey(jobID) },
);
