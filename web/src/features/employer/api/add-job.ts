// POST /api/add-job.
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';

export type JobBody = RouteBody<'addJob'>;

export const addJob = (body: JobBody) => callApi('addJob', { body }).then((data) => data.job);
