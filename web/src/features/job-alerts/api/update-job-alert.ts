// PUT /api/update-job-alert: pauses or resumes one of the candidate's alerts.
import { callApi } from '@/lib/api-client';

export const setJobAlertPaused = (alertID: string, paused: boolean) =>
  callApi('updateJobAlert', { body: { alertID, paused } });
