import { createJobAlert } from '../job-alerts.js';
import { apiHandler } from '#functions/api-handler.js';
import { describeJobAlert } from '#shared/schemas/job-alerts.js';
import * as route from '#shared/routes.js';

// The candidate saves the search of /dashboard/find-jobs; the limit and "no two alike" are
// conditions of the same write (job-alerts/job-alerts.ts).
export const handler = apiHandler(route.createJobAlert, async ({ body, session }) => {
  const alert = await createJobAlert(session.userID, body);
  return {
    alert,
    msg: `Job alert saved: we will email you new jobs for "${describeJobAlert(alert)}" once a day.`,
  };
});
