// POST /api/login: email and password; sets the session cookies. An account that has not
// confirmed its email gets a 403 whose data carries its userID (and an onboarding cookie),
// so the page can offer to send a new code.
import useSWRMutation from 'swr/mutation';
import type { RouteBody } from '#shared/routes.js';
import { ApiError, callApi } from '@/lib/api-client';
import { noteSessionExpiry } from '../session-expiry';
import { sessionHint } from './refresh-session';

export type LoginInput = RouteBody<'login'>;

export async function login(input: LoginInput) {
  const answer = await callApi('login', { body: input });
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
