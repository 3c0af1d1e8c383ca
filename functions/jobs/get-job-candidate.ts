import { getOpenJob } from '#commons/data/applications.js';
import { toPublicJob } from '#commons/data/jobs.js';
import { apiHandler } from '#commons/http/api-handler.js';

// An open job as a candidate sees it: no applicants; closed and missing jobs are both a 404.
export const handler = apiHandler('getJobCandidate', async ({ query }) => ({ job: toPublicJob(await getOpenJob(query.jobID)) }));
