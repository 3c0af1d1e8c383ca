// POST /api/candidate/signup: multipart, the text fields and the optional PDF in `resume`.
import useSWRMutation from 'swr/mutation';
import type { RouteBody } from '#shared/routes.js';
import { callApi, toFormData } from '@/lib/api-client';

export type CandidateSignupInput = Exclude<RouteBody<'candidateSignup'>, undefined> & { resume?: File | null };

export async function candidateSignup({ resume, ...fields }: CandidateSignupInput) {
  const form = toFormData(fields);
  if (resume) form.append('resume', resume);
  return callApi('candidateSignup', { body: form });
}

export function useCandidateSignup() {
  return useSWRMutation('candidateSignup', (_key: string, { arg }: { arg: CandidateSignupInput }) =>
    candidateSignup(arg),
  );
}
