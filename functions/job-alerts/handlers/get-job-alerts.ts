import { listJobAlerts } from '../job-alerts.js';
import { apiHandler } from '#functions/api-handler.js';
import { JOB_ALERTS_MAX } from '#shared/schemas/job-alerts.js';
import * as route from '#shared/routes.js';

export const handler = apiHandler(route.getJobAlerts, async ({ session }) => ({
  alerts: await listJobAlerts(session.userID),
  max: JOB_ALERTS_MAX,
}));
