// PUT /api/update-job: the form's fields plus jobID.
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';

export const updateJob = (body: RouteBody<'updateJob'>) => callApi('updateJob', { body }).then((data) => data.job);
