import { withdrawApplication } from '#commons/data/applications.js';
import { apiHandler } from '#commons/http/api-handler.js';
import * as route from '#shared/routes.js';

// The candidate withdraws their application to a job: final; the employer is told (applications.ts).
export const handler = apiHandler(route.withdrawApplication, async ({ body, session }) => {
  await withdrawApplication(session.user, body.jobID);
  return { msg: 'Application withdrawn' };
});
