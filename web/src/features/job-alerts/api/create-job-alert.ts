// POST /api/create-job-alert: saves a job search as an alert; the alerts list is read again.
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';
import { useBusyCall } from '@/lib/use-busy-call';
import { JOB_ALERTS_KEY } from './get-job-alerts';

export const createJobAlert = (body: RouteBody<'createJobAlert'>) => callApi('createJobAlert', { body });

export function useCreateJobAlert() {
  const [save, isSaving] = useBusyCall(createJobAlert, JOB_ALERTS_KEY);
  return { save, isSaving };
}
