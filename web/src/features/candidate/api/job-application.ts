// POST /api/job-application.
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';

export type JobApplication = RouteBody<'jobApplication'>;

export const applyToJob = (application: JobApplication) => callApi('jobApplication', { body: application });
