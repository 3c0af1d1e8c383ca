// GET /api/get-job-alerts: the candidate's job alerts, newest first, and how many they may keep.
import useSWR from 'swr';
import type { RouteResponse } from '#shared/routes.js';
import { callApi, type ApiError } from '@/lib/api-client';

export type JobAlerts = RouteResponse<'getJobAlerts'>;
export type JobAlertView = JobAlerts['alerts'][number];

export const JOB_ALERTS_KEY = 'getJobAlerts';

export const getJobAlerts = () => callApi('getJobAlerts');

export function useJobAlerts() {
  return useSWR<JobAlerts, ApiError>(JOB_ALERTS_KEY, getJobAlerts, { revalidateOnFocus: true });
}
