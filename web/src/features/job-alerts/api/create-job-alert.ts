// POST /api/create-job-alert: saves a job search as an alert; the alerts list is read again.
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';
import { JOB_ALERTS_KEY } from './get-job-alerts';

export const createJobAlert = (body: RouteBody<'createJobAlert'>) => callApi('createJobAlert', { body });

export function useCreateJobAlert() {
  const { mutate } = useSWRConfig();
  const [isSaving, setIsSaving] = useState(false);
  const save = useCallback(
    async (body: RouteBody<'createJobAlert'>) => {
      setIsSaving(true);
      try {
        return await createJobAlert(body);
      } finally {
        setIsSaving(false);
        await mutate(JOB_ALERTS_KEY);
      }
    },
    [mutate],
  );
  return { save, isSaving };
}
