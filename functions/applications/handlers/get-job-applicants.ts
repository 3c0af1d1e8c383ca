import { applicantsPage } from '../applicant-lists.js';
import { toApplicant } from '../application-items.js';
import { getApplication } from '../applications.js';
import { apiHandler } from '#functions/api-handler.js';
import { companyJobOnly, jobKey, type JobItem } from '#functions/jobs/index.js';
import { companyOf } from '#functions/teams/index.js';
import * as route from '#shared/routes.js';

// A page of one of the company's jobs' applicants, by stage, order and requirements
// (applicant-lists.ts): one Query of its list and one BatchGetItem of the page. Another
// company's job is a 404; one applicant by ID is one GetItem. The job is read with the session (preload).
export const handler = apiHandler(
  route.getJobApplicants,
  async ({ preloaded, session, query }) => {
    const job = companyJobOnly(preloaded as JobItem | undefined, companyOf(session.user));
    if (query.userID) {
      const application = await getApplication(job.jobID, query.userID);
      return { applicants: application ? [toApplicant(application)] : [], pagination: {} };
    }
    const { applicants, nextCursor } = await applicantsPage({ ...query, jobID: job.jobID });
    return { applicants, pagination: nextCursor ? { nextCursor } : {} };
  },
  { preload: ({ jobID }) => jobKey(jobID) },
);
