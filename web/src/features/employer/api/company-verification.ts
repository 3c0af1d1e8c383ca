// Verifying the company (docs/product/companies.md, Verification): POST
// /api/start-company-verification emails a code to an address at the website's domain; POST
// /api/confirm-company-verification takes the code and answers the user, its company verified.
import useSWRMutation from 'swr/mutation';
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';

export type StartCompanyVerificationInput = RouteBody<'startCompanyVerification'>;

export const startCompanyVerification = (body: StartCompanyVerificationInput) =>
  callApi('startCompanyVerification', { body });

export const confirmCompanyVerification = (body: RouteBody<'confirmCompanyVerification'>) =>
  callApi('confirmCompanyVerification', { body });

export function useStartCompanyVerification() {
  return useSWRMutation('startCompanyVerification', (_key: string, { arg }: { arg: StartCompanyVerificationInput }) =>
    startCompanyVerification(arg),
  );
}

export function useConfirmCompanyVerification() {
  return useSWRMutation('confirmCompanyVerification', (_key: string, { arg }: { arg: string }) =>
    confirmCompanyVerification({ otp: arg }),
  );
}
