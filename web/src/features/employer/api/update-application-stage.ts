// PUT /api/update-application-stage: moves an application of one of the employer's jobs.
import type { EmployerStage } from '#shared/schemas/applications.js';
import { callApi } from '@/lib/api-client';

export const updateApplicationStage = (jobID: string, userID: string, stage: EmployerStage) =>
  callApi('updateApplicationStage', { body: { jobID, userID, stage } }).then((data) => data.application);
