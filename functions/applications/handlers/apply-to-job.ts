import { applyToJob } from '../applications.js';
import { countEvent } from '#platform/observability/metrics.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

// Applies once to an open job: application, applicant count and notifications in one transaction.
export const handler = apiHandler(route.applyToJob, async ({ body, session, deadline }) => {
  await applyToJob(session.user, body, { deadline });
  countEvent('application');
  return { msg: 'Your application has been sent.' };
});
