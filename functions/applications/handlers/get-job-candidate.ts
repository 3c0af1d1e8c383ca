import { getApplication, MSG_JOB_NOT_OPEN } from '../applications.js';
import { toStatus } from '../my-applications.js';
import { apiHandler } from '#functions/api-handler.js';
import { jobKey, toPublicJob, type JobItem } from '#functions/jobs/index.js';
import { savedAmong } from '#functions/candidates/index.js';
import { notFound } from '#platform/errors.js';
import * as route from '#shared/routes.js';

// A job as a candidate sees it: no applicants, but their own application if they made one.
// A closed job is shown only to a candidate who applied to it (to follow the application);
// to everyone else closed and missing jobs are both a 404. The job is read with the session
// (preload), the application and whether they saved it beside it.
export const handler = apiHandler(
  route.getJobCandidate,
  async ({ preloaded, session }) => {
    const job = preloaded as JobItem | undefined;
    if (!job) throw notFound(MSG_JOB_NOT_OPEN);
    const [application, saved] = await Promise.all([
      getApplication(job.jobID, session.userID),
      savedAmong(session.userID, [job.jobID]),
    ]);
    if (!job.active && !application) throw notFound(MSG_JOB_NOT_OPEN);
    return {
      job: {
        ...toPublicJob(job),
        ...(application ? { myApplication: toStatus(application) } : {}),
        saved: saved.length > 0,
      },
    };
  },
  { preload: ({ jobID }) => jobKey(jobID) },
);
