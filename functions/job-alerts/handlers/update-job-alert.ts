import { setJobAlertPaused } from '../job-alerts.js';
import { apiHandler } from '#functions/api-handler.js';
import { describeJobAlert } from '#shared/schemas/job-alerts.js';
import * as route from '#shared/routes.js';

// Only the caller's own alerts: the key is under their partition, so another's is not found.
export const handler = apiHandler(route.updateJobAlert, async ({ body, session }) => {
  const alert = await setJobAlertPaused(session.userID, body.alertID, body.paused);
  const what = `"${describeJobAlert(alert)}"`;
  return { alert, msg: alert.paused ? `Job alert ${what} paused.` : `Job alert ${what} resumed.` };
});
