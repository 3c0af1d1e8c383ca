import { deleteJobAlert } from '../job-alerts.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

// Only the caller's own alerts: the key is under their partition, so another's is not found.
export const handler = apiHandler(route.deleteJobAlert, async ({ query, session }) => {
  await deleteJobAlert(session.userID, query.alertID);
  return { msg: 'Job alert deleted.' };
});
