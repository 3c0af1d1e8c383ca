// PUT /api/update-application-stage: moves an application of one of the employer's jobs; a
// rejection carries its reason and the message the employer may have edited.
import type { EmployerStage, rejectionForm } from '#shared/schemas/applications.js';
import type { z } from 'zod/mini';
import { callApi } from '@/lib/api-client';

/** What the rejection dialog sends with the move. */
export type Rejection = z.output<typeof rejectionForm>;

export const updateApplicationStage = (jobID: string, userID: string, stage: EmployerStage, rejection?: Rejection) =>
  callApi('updateApplicationStage', { body: { jobID, userID, stage, ...rejection } }).then((data) => data.application);

/** PUT /api/update-application-stages: several applicants of one job to one stage. */
export const updateApplicationStages = (
  jobID: string,
  userIDs: string[],
  stage: EmployerStage,
  rejection?: Rejection,
) => callApi('updateApplicationStages', { body: { jobID, userIDs, stage, ...rejection } });
