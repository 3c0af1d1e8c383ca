// POST /api/moderate: one operator action on what the queue shows (dismiss its reports, release
// or remove a job, suspend or unsuspend a company, revoke its verification), with the note the
// audit log keeps. Operators only.
import type { RouteBody, RouteResponse } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';
import { useBusyCall } from '@/lib/use-busy-call';

export type ModerateBody = RouteBody<'moderate'>;
export type ModerateAnswer = RouteResponse<'moderate'>;

const moderate = (body: ModerateBody): Promise<ModerateAnswer> => callApi('moderate', { body });

/** The call, and whether it is running. The queue reads its pages again itself: they are infinite keys. */
export function useModerate() {
  const [run, isModerating] = useBusyCall(moderate);
  return { moderate: run, isModerating };
}
