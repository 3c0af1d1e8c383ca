// POST /api/refresh-session: a new session cookie from the refresh cookie (both HttpOnly).
// renewSession() runs one renewal at a time however many callers ask at once; it is what the
// session timer and callApi's "401, try once more" use.
import { callApi } from '@/lib/api-client';
import { noteSessionExpiry } from '../session-expiry';

export async function refreshSession() {
  return callApi('refreshSession');
}

let inFlight: Promise<boolean> | null = null;

/** True when the session was renewed; false when it cannot be (logged out, revoked, expired). */
export function renewSession(): Promise<boolean> {
  inFlight ??= refreshSession()
    .then((answer) => {
      noteSessionExpiry(answer.sessionExpiresAt);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
