import { unsubscribeByToken } from '../job-alerts.js';
import { apiHandler } from '#functions/api-handler.js';
import { JOB_ALERT_MSG } from '#shared/schemas/job-alerts.js';
import * as route from '#shared/routes.js';

// The unsubscribe link of a digest email, without a session: the page /job-alerts/unsubscribe
// posts its token once loaded (a plain GET, as mail scanners prefetch, changes nothing), and
// mail clients post it themselves for their own Unsubscribe button (List-Unsubscribe-Post).
export const handler = apiHandler(route.unsubscribeJobAlert, async ({ query }) => ({
  msg: JOB_ALERT_MSG.unsubscribed,
  alert: await unsubscribeByToken(query.token),
}));
