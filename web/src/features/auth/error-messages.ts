// The error texts of docs/product/ui.md for the sign-up screens: the server's msg when it sent one,
// else the fallback for the status; a network failure always says so.
import { MSG } from '#shared/messages.js';
import { ApiError } from '@/lib/api-client';

export type SignupCall = 'signup' | 'candidateSignup' | 'verify' | 'resend';

const serverMsg = (error: ApiError) => {
  const msg = error.data?.msg;
  return typeof msg === 'string' && msg.trim() ? msg : undefined;
};

export function signupErrorMessage(error: unknown, call: SignupCall): string {
  if (!(error instanceof ApiError)) return MSG.unexpectedError;
  if (error.status === 0) return MSG.networkError;
  const fromServer = serverMsg(error);
  if (fromServer) return fromServer;
  if (call === 'candidateSignup') return MSG.signupFailed;
  if (call === 'resend') return MSG.resendFailed;
  if (error.status === 400) return call === 'verify' ? MSG.invalidCode : MSG.badRequest;
  if (error.status === 500) return MSG.internalError;
  return MSG.unexpectedError;
}
