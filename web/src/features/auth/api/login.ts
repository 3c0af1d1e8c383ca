// POST /api/login: email and password; sets the session cookies. An account that has not
// confirmed its email gets a 403 whose data carries its userID (and an onboarding cookie),
// so the page can offer to send a new code. An account with two-step sign-in on answers
// `mfaRequired` (and a short-lived challenge cookie): the page then asks for the code, which
// POST /api/verify-totp-login takes to finish the sign-in.
import useSWRMutation from 'swr/mutation';
import type { RouteBody } from '#shared/routes.js';
import type { User } from '#shared/schemas/accounts.js';
import { ApiError, callApi } from '@/lib/api-client';
import { noteSessionExpiry } from '../session-expiry';
import { sessionHint } from './refresh-session';

export type LoginInput = RouteBody<'login'>;
export type VerifyTotpLoginInput = RouteBody<'verifyTotpLogin'>;

/** The signed-in user, or null when the code step comes next. */
export async function login(input: LoginInput): Promise<User | null> {
  const answer = await callApi('login', { body: input });
  if ('mfaRequired' in answer) return null;
  noteSessionExpiry(answer.sessionExpiresAt);
  sessionHint.set();
  return answer.user;
}

export async function verifyTotpLogin(input: VerifyTotpLoginInput): Promise<User> {
  const answer = await callApi('verifyTotpLogin', { body: input });
  noteSessionExpiry(answer.sessionExpiresAt);
  sessionHint.set();
  return answer.user;
}

/** The userID of an unconfirmed account, when that is why login was refused. */
export function unconfirmedUserID(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const userID = error.data?.userID;
  return typeof userID === 'string' ? userID : null;
}

export function useLogin() {
  return useSWRMutation('login', (_key: string, { arg }: { arg: LoginInput }) => login(arg));
}

export function useVerifyTotpLogin() {
  return useSWRMutation('verifyTotpLogin', (_key: string, { arg }: { arg: VerifyTotpLoginInput }) =>
    verifyTotpLogin(arg),
  );
}
