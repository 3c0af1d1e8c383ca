import { MSG_JOB_NOT_OPEN } from '../applications.js';
import { jobMarksOf } from '../my-applications.js';
import { apiHandler } from '#functions/api-handler.js';
import { jobKey, toPublicJob, type JobItem } from '#functions/jobs/index.js';
import { notFound } from '#platform/errors.js';
import * as route from '#shared/routes.js';

// A job as a candidate sees it: no applicants, but their own application if they made one.
// A closed job is shown only to a candidate who applied to it (to follow the application);
// to everyone else closed and missing jobs are both a 404. The job is read with the session
// (preload), then the application and whether they saved it, in one BatchGetItem.
export const handler = apiHandler(
  route.getJobCandidate,
  async ({ preloaded, session }) => {
    const job = preloaded as JobItem | undefined;
    if (!job) throw notFound(MSG_JOB_NOT_OPEN);
    const { applications, saved } = await jobMarksOf(session.userID, [job.jobID], { consistent: true });
    const [application] = applications;
    if (!job.active && !application) throw notFound(MSG_JOB_NOT_OPEN);
    return {
      job: {
        ...toPublicJob(job),
        ...(application ? { myApplication: application } : {}),
        saved: saved.length > 0,
      },
    };
  },
  { preload: ({ jobID }) => jobKey(jobID) },
);
