// POST /api/job-application.
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';

export type JobApplication = RouteBody<'applyToJob'>;

export const applyToJob = (application: JobApplication) => callApi('applyToJob', { body: application });
