// PUT /api/update-candidate-profile (from /edit-profile): answers with the updated user.
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';

export type CandidateProfileUpdate = RouteBody<'updateCandidateProfile'>;

export const updateCandidateProfile = (changes: CandidateProfileUpdate) =>
  callApi('updateCandidateProfile', { body: changes }).then((data) => data.user);
