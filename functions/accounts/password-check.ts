// The one place an account's password is checked: login, and every step of Settings that asks
// for it (email change, password change, two-step sign-in on and off, account deletion).
// Each check is a try of the (account, address) pair, counted before Cognito is asked
// (accounts/login-throttle.ts), so guesses through Settings wait as guesses at login do.
import { startLoginAttempt, type LoginAttempt } from './login-throttle.js';
import { badRequest } from '#platform/errors.js';
import { ACCOUNT_MSG } from './account-messages.js';
import { passwordSignIn } from './cognito-users.js';

type SignedIn = NonNullable<Awaited<ReturnType<typeof passwordSignIn>>>;

/**
 * Signs in with the password, counted: null when it is wrong (the failure is recorded). The
 * caller ends the attempt with `succeeded()` once the sign-in is complete (login waits for the
 * second step's code first).
 */
export async function countedPasswordSignIn(
  email: string,
  password: string,
  address: string,
): Promise<{ signedIn: SignedIn | null; attempt: LoginAttempt }> {
  const attempt = await startLoginAttempt(email, address);
  let signedIn: SignedIn | null;
  try {
    signedIn = await passwordSignIn(email, password);
  } catch (error) {
    // Not checked (Cognito's own lock, or Cognito unreachable): no failure of this pair.
    await attempt.uncount();
    throw error;
  }
  if (!signedIn) await attempt.failed();
  return { signedIn, attempt };
}

/** A Settings step's check of the signed-in user's password: 400 when wrong, counted as a login try. */
export async function requirePassword(email: string, password: string, address: string): Promise<void> {
  const { signedIn, attempt } = await countedPasswordSignIn(email, password, address);
  if (!signedIn) throw badRequest(ACCOUNT_MSG.wrongPassword);
  await attempt.succeeded();
}
