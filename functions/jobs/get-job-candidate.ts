import { openJobOnly } from '#commons/data/applications.js';
import { jobKey, toPublicJob, type JobItem } from '#commons/data/jobs.js';
import { apiHandler } from '#commons/http/api-handler.js';

// An open job as a candidate sees it: no applicants; closed and missing jobs are both a 404.
// The job is read with the session (preload): one round trip.
export const handler = apiHandler('getJobCandidate', async ({ preloaded }) => ({ job: toPublicJob(openJobOnly(preloaded as JobItem | undefined)) }), {
  preload: ({ jobID }) => jobKey(jobID),
});
