// POST /api/employer/signup: the whole employer sign-up at step 2 (docs/product/accounts.md). Answers
// with the new userID; the server also sets the onboarding cookie for the steps that follow.
import useSWRMutation from 'swr/mutation';
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';

export type EmployerSignupInput = RouteBody<'employerSignup'>;

export async function employerSignup(input: EmployerSignupInput) {
  return callApi('employerSignup', { body: input });
}

export function useEmployerSignup() {
  return useSWRMutation('employerSignup', (_key: string, { arg }: { arg: EmployerSignupInput }) => employerSignup(arg));
}
