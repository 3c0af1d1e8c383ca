import { savedJobsPage } from '../saved-jobs.js';
import { applicationStatuses } from '#functions/applications/index.js';
import { toJobCard } from '#functions/jobs/index.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

// The caller's saved jobs, newest saved first: a page of them, their jobs (one BatchGetItem)
// and where the caller stands with each (one more): open, closed or removed, and applied.
export const handler = apiHandler(route.getSavedJobs, async ({ query, session }) => {
  const { saved, jobs, nextCursor } = await savedJobsPage(session.userID, query.cursor);
  const statuses = await applicationStatuses(
    session.userID,
    saved.map((item) => item.jobID),
  );
  // A withdrawn application is no longer "Applied": the candidate may apply again.
  const applied = new Set(statuses.filter((status) => status.stage !== 'withdrawn').map((status) => status.jobID));
  return {
    jobs: saved.map((item, index) => {
      const job = jobs[index];
      return {
        jobID: item.jobID,
        savedAt: item.savedAt,
        jobTitle: job?.jobTitle ?? item.jobTitle,
        companyName: job?.companyName ?? item.companyName,
        state: !job ? ('removed' as const) : job.active ? ('open' as const) : ('closed' as const),
        applied: applied.has(item.jobID),
        ...(job ? { job: toJobCard(job) } : {}),
      };
    }),
    pagination: nextCursor ? { isLastPage: false, nextCursor } : { isLastPage: true },
  };
});
