// POST /api/refresh-session: a new session cookie from the refresh cookie (both HttpOnly).
// renewSession() runs one renewal at a time however many callers ask at once; it is what the
// session timer and callApi's "401, try once more" use. The session cookies cannot be read
// from script, so two hints (no secret: just "a session may exist here") spare visitors a
// get-user and a renewal call on every start: the `signed-in` cookie the server sets and
// clears with the session, and a mark in local storage (sessions from before that cookie).
import { callApi } from '@/lib/api-client';
import { noteSessionExpiry } from '../session-expiry';

const HINT_KEY = 'sessionHint';

/** The server's hint cookie, with the __Host- prefix it has over HTTPS. */
const HINT_COOKIES = ['signed-in', '__Host-signed-in'];
const hintCookieSet = () =>
  typeof document !== 'undefined' &&
  document.cookie.split(';').some((entry) => HINT_COOKIES.some((name) => entry.trim() === `${name}=1`));

export const sessionHint = {
  set: () => store((storage) => storage.setItem(HINT_KEY, '1')),
  clear: () => {
    store((storage) => storage.removeItem(HINT_KEY));
    for (const name of HINT_COOKIES)
      document.cookie = `${name}=; Path=/; Max-Age=0${name.startsWith('__Host-') ? '; Secure' : ''}`;
  },
  present: () => hintCookieSet() || store((storage) => storage.getItem(HINT_KEY) === '1') === true,
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
