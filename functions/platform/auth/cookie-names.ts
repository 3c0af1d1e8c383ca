import { config } from '../config.js';

// In production the __Host- prefix pins cookies to our own origin over HTTPS; plain-http
// local runs cannot use it (browsers refuse it without Secure).
const prefix = () => (config.secureCookies ? '__Host-' : '');

export const cookieNames = {
  get session() {
    return `${prefix()}session`;
  },
  get refresh() {
    return `${prefix()}refresh`;
  },
  get onboarding() {
    return `${prefix()}onboarding`;
  },
  /** A sign-in between its password and its TOTP code (accounts/http/mfa-challenge-cookie.ts). */
  get mfaChallenge() {
    return `${prefix()}mfa-challenge`;
  },
  /** Readable by the web app: "a session may exist here", so visitors' pages never ask get-user. */
  get signedIn() {
    return `${prefix()}signed-in`;
  },
};
