// The route table, job alerts: a candidate's saved searches, emailed once a day
// (docs/product/job-alerts.md). One entry per call: see shared/routes.ts for what reads the table.
import { messageOnly } from '../schemas/common.js';
import {
  alertIdQuery,
  createJobAlertBody,
  getJobAlertsResponse,
  jobAlertResponse,
  unsubscribeQuery,
  unsubscribeResponse,
  updateJobAlertBody,
} from '../schemas/job-alerts.js';
import { route } from './route-definition.js';

export const createJobAlert = route('createJobAlert', {
  method: 'POST',
  path: '/api/create-job-alert',
  access: 'candidate',
  bodyKind: 'json',
  handler: 'job-alerts/handlers/create-job-alert',
  body: createJobAlertBody,
  response: jobAlertResponse,
  uses: { table: 'write' },
  summary: 'Saves a job search as an alert (at most 10, no two alike): new matching jobs are emailed once a day.',
});
export const getJobAlerts = route('getJobAlerts', {
  method: 'GET',
  path: '/api/get-job-alerts',
  access: 'candidate',
  bodyKind: 'none',
  handler: 'job-alerts/handlers/get-job-alerts',
  response: getJobAlertsResponse,
  uses: { table: 'read' },
  summary: "The caller's job alerts, newest first.",
});
export const updateJobAlert = route('updateJobAlert', {
  method: 'PUT',
  path: '/api/update-job-alert',
  access: 'candidate',
  bodyKind: 'json',
  handler: 'job-alerts/handlers/update-job-alert',
  body: updateJobAlertBody,
  response: jobAlertResponse,
  uses: { table: 'write' },
  summary: "Pauses or resumes one of the caller's job alerts (resumed, it sends jobs posted from then on).",
});
export const deleteJobAlert = route('deleteJobAlert', {
  method: 'DELETE',
  path: '/api/delete-job-alert',
  access: 'candidate',
  bodyKind: 'none',
  handler: 'job-alerts/handlers/delete-job-alert',
  query: alertIdQuery,
  response: messageOnly,
  uses: { table: 'write' },
  summary: "Deletes one of the caller's job alerts.",
});
export const unsubscribeJobAlert = route('unsubscribeJobAlert', {
  method: 'POST',
  path: '/api/unsubscribe-job-alert',
  access: 'public',
  // The token travels in the query and any body is ignored: mail clients' one-click POST
  // (RFC 8058) sends `List-Unsubscribe=One-Click` as a form.
  bodyKind: 'none',
  handler: 'job-alerts/handlers/unsubscribe-job-alert',
  query: unsubscribeQuery,
  response: unsubscribeResponse,
  uses: { table: 'write' },
  summary:
    'Deletes the job alert whose digest email holds this token, without a session (also the one-click List-Unsubscribe POST).',
});
