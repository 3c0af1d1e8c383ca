// PUT /api/update-application-stage: moves an application of one of the employer's jobs; a
// rejection carries its reason and the message the employer may have edited.
import type { EmployerStage, RejectionReason } from '#shared/schemas/applications.js';
import { callApi } from '@/lib/api-client';

export interface Rejection {
  rejectionReason: RejectionReason;
  message: string;
}

export const updateApplicationStage = (jobID: string, userID: string, stage: EmployerStage, rejection?: Rejection) =>
  callApi('updateApplicationStage', { body: { jobID, userID, stage, ...rejection } }).then((data) => data.application);
