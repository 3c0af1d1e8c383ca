// POST /api/refresh-session: a new session cookie from the refresh cookie (both HttpOnly).
// renewSession() runs one renewal at a time however many callers ask at once; it is what the
// session timer and callApi's "401, try once more" use. The cookies cannot be read from
// script, so a small hint in local storage (no secret: just "this browser has signed in")
// spares visitors who never signed in a renewal call on every start.
import { callApi } from '@/lib/api-client';
import { noteSessionExpiry } from '../session-expiry';

const HINT_KEY = 'sessionHint';

export const sessionHint = {
  set: () => store((storage) => storage.setItem(HINT_KEY, '1')),
  clear: () => store((storage) => storage.removeItem(HINT_KEY)),
  present: () => store((storage) => storage.getItem(HINT_KEY) === '1') === true,
};

function store<T>(work: (storage: Storage) => T): T | undefined {
  try {
    return work(window.localStorage);
  } catch {
    return undefined;
  }
}

export async function refreshSession() {
  return callApi('refreshSession');
}

let inFlight: Promise<boolean> | null = null;

/** True when the session was renewed; false when it cannot be (logged out, revoked, expired). */
export function renewSession(): Promise<boolean> {
  if (!sessionHint.present()) return Promise.resolve(false);
  inFlight ??= refreshSession()
    .then((answer) => {
      noteSessionExpiry(answer.sessionExpiresAt);
      return true;
    })
    .catch(() => {
      sessionHint.clear();
      return false;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
