// DELETE /api/delete-job-alert: deletes one of the candidate's alerts.
import { callApi } from '@/lib/api-client';

export const deleteJobAlert = (alertID: string) => callApi('deleteJobAlert', { query: { alertID } });
