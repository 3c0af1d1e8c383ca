// Sign-up data between the steps (docs/product/accounts.md). What is typed is kept in local
// storage so a reload does not lose it; the password never is: it stays in this module's
// memory for the short employer flow only (a reload forgets it, and /company/signup then
// asks for it again on /employer/signup). After sign-up only the userID is kept, until the
// email is confirmed. A sign-up abandoned for a day is forgotten (names and an email left in
// a shared browser): each entry carries the time it was saved, and the app sweeps on start.
import type { CompanySize } from '#shared/constants.js';

const DATA_KEY = 'signup';
const USER_ID_KEY = 'signupUserID';
/** How long an unfinished sign-up stays in the browser. */
export const SIGNUP_KEPT_MS = 24 * 60 * 60 * 1000;

interface Saved<T> {
  value: T;
  savedAt: number;
}

export interface EmployerSignupData {
  role: 'employer';
  firstName: string;
  lastName: string;
  email: string;
  companyName?: string;
  companySize?: CompanySize | '';
  country?: string;
}

/** The candidate's copy omits the password and records whether a resume was sent. */
export interface CandidateSignupData {
  role: 'candidate';
  firstName: string;
  lastName: string;
  email: string;
  jobType: string;
  jobTitle: string;
  country: string;
  hasResume: boolean;
}

export type SignupData = EmployerSignupData | CandidateSignupData;

let password: string | null = null;

function read<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<Saved<T>>;
    // Older than a day, or saved without a time (before entries had one): forgotten.
    if (typeof saved.savedAt !== 'number' || Date.now() - saved.savedAt > SIGNUP_KEPT_MS) {
      window.localStorage.removeItem(key);
      return null;
    }
    return saved.value ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify({ value, savedAt: Date.now() } satisfies Saved<unknown>));
  } catch {
    // Storage full or disabled: the flow still works within this page.
  }
}

export const signupStorage = {
  data: (): SignupData | null => read<SignupData>(DATA_KEY),
  employerData(): EmployerSignupData | null {
    const data = this.data();
    return data?.role === 'employer' ? data : null;
  },
  candidateData(): CandidateSignupData | null {
    const data = this.data();
    return data?.role === 'candidate' ? data : null;
  },
  saveData: (data: SignupData) => write(DATA_KEY, data),
  userID: (): string | null => read<string>(USER_ID_KEY),
  saveUserID: (userID: string) => write(USER_ID_KEY, userID),
  /** The password of the employer flow, in memory only. */
  password: () => password,
  savePassword(value: string | null) {
    password = value;
  },
  /** After a successful sign-up: everything but the userID. */
  clearAllButUserID() {
    write(DATA_KEY, null);
    password = null;
  },
  clear() {
    write(DATA_KEY, null);
    write(USER_ID_KEY, null);
    password = null;
  },
  /** Forgets a sign-up abandoned for over a day (reading an expired entry removes it). */
  forgetAbandoned() {
    read(DATA_KEY);
    read(USER_ID_KEY);
  },
};
