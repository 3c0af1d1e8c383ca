// The sign-up screens with a fake API: storage between the steps without the password, the
// redirect rules of docs/product/accounts.md, the Continue rule, the Error dialog texts,
// the code boxes, and the bio rules.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '#shared/messages.js';
import { signupErrorMessage } from '@/features/auth/error-messages';
import { ApiError } from '@/lib/api-client';
import { apiResponse, errorUnder, mockApi, renderApp, visitor } from '../support/test-utils';
import { SIGNUP_KEPT_MS, signupStorage, type SignupData } from '@/features/auth/signup-storage';
import { apiPath } from '../../support/api-paths';

configure({ asyncUtilTimeout: 8000 });

const USER_ID = '2d9e4f60-3b5c-4d7e-8f90-1a2b3c4d5e6f';
const PASSWORD = 'secret-password-1';
const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith(path));
const storedSignup = (data: Record<string, unknown>) => signupStorage.saveData(data as unknown as SignupData);

async function fillEmployerStepOne() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Company email'), 'Ada@Example.com');
  await user.type(screen.getByLabelText('Password', { exact: true }), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  return user;
}

async function fillCandidate(user: ReturnType<typeof userEvent.setup>, password = PASSWORD) {
  await user.type(screen.getByLabelText('First name'), 'Grace');
  await user.type(screen.getByLabelText('Last name'), 'Hopper');
  await user.type(screen.getByLabelText('Email'), 'grace@example.com');
  await user.selectOptions(screen.getByLabelText('Job Type'), 'part-time');
  await user.type(screen.getByLabelText('Job Title'), 'Developer');
  await user.selectOptions(screen.getByLabelText('Country'), 'France');
  await user.type(screen.getByLabelText('Password', { exact: true }), password);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

/** The server's refusal of a password found in breaches: a 400 naming the field. */
const tooCommon = () =>
  apiResponse(400, { msg: MSG.passwordTooCommon, fieldErrors: { password: MSG.passwordTooCommon } });

const passwordFieldError = () => errorUnder(screen.getByLabelText('Password', { exact: true }));

async function fillCompany(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Legal company name'), 'Analytical Engines');
  await user.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
  await user.selectOptions(screen.getByLabelText('Company size'), '11-50');
  await user.click(screen.getByLabelText(/Terms of Service/));
}

beforeEach(() => window.localStorage.clear());

describe('the Error dialog texts of docs/product/ui.md', () => {
  const error = (status: number, msg?: string) => new ApiError(status, msg ?? 'fallback', msg ? { msg } : {});

  it.each([
    ['signup', 400, undefined, 'Bad request. Please check your input and try again'],
    ['signup', 500, undefined, 'Internal server error. Please try again later'],
    ['signup', 503, undefined, 'An unexpected error occurred. Please try again'],
    ['signup', 409, 'An account with this email already exists.', 'An account with this email already exists.'],
    ['signup', 0, undefined, 'Network error. Please check your connection and try again'],
    ['verify', 400, undefined, 'Invalid verification code. Please try again'],
    ['verify', 429, 'Too many wrong codes.', 'Too many wrong codes.'],
    ['candidateSignup', 500, undefined, 'An error occurred during signup. Please try again.'],
    ['candidateSignup', 0, undefined, 'Network error. Please check your connection and try again'],
    ['resend', 503, undefined, 'Failed to resend verification code. Please try again.'],
  ] as const)('%s, status %i, server message %j: %s', (call, status, msg, text) => {
    expect(signupErrorMessage(error(status, msg), call)).toBe(text);
  });
});

describe('employer sign-up', { timeout: 30_000 }, () => {
  it('keeps step 1 in storage without the password, enables Continue only when complete, and sends everything', async () => {
    const fetchMock = mockApi({
      [apiPath('getUser')]: visitor,
      [apiPath('employerSignup')]: () => apiResponse(200, { userID: USER_ID, msg: 'Your account has been created.' }),
    });
    const { router } = renderApp('/employer/signup');

    const user = await fillEmployerStepOne();
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/signup'));
    expect(window.localStorage.getItem('signup')).not.toContain(PASSWORD);
    expect(signupStorage.data()).toMatchObject({
      role: 'employer',
      firstName: 'Ada',
      email: 'ada@example.com',
    });
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Continue' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Legal company name'), 'Analytical Engines');
    await user.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
    await user.selectOptions(screen.getByLabelText('Company size'), '11-50');
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText(/Terms of Service/));
    expect(submit).toBeEnabled();
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm-email'));
    const [, init] = callsTo(fetchMock, apiPath('employerSignup'))[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: PASSWORD,
      companyName: 'Analytical Engines',
      companySize: '11-50',
      country: 'United Kingdom',
      marketingConsent: false,
    });
    expect(window.localStorage.getItem('signup')).toBeNull();
    expect(signupStorage.userID()).toBe(USER_ID);
  });

  it('sends /company/signup without saved data to /signup, and without the password back to step 1', async () => {
    mockApi({ [apiPath('getUser')]: visitor });
    const first = renderApp('/company/signup');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/signup'));
    first.unmount();

    storedSignup({ role: 'employer', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    const second = renderApp('/company/signup');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/employer/signup'));
    expect(await screen.findByText(/we do not keep your password/)).toBeInTheDocument();
    expect(screen.getByLabelText('Company email')).toHaveValue('ada@example.com');
  });

  it('shows a failure in the Error dialog with OK (here a network failure)', async () => {
    mockApi({
      [apiPath('getUser')]: visitor,
      [apiPath('employerSignup')]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp('/employer/signup');
    const user = await fillEmployerStepOne();
    await fillCompany(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('Network error. Please check your connection and try again')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal of a breached password under the password field of step 1", async () => {
    const fetchMock = mockApi({ [apiPath('getUser')]: visitor, [apiPath('employerSignup')]: tooCommon });
    const { router } = renderApp('/employer/signup');
    const user = await fillEmployerStepOne();
    await fillCompany(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/signup'));
    await waitFor(() => expect(passwordFieldError()).toBe('This password is too common. Please choose another one.'));
    expect(screen.getByLabelText('Password', { exact: true })).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Company email')).toHaveValue('ada@example.com');

    // Another password goes on to step 2 again, whose choices were kept.
    await user.type(screen.getByLabelText('Password', { exact: true }), 'another-password-2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/signup'));
    expect(await screen.findByLabelText('Legal company name')).toHaveValue('Analytical Engines');
    expect(callsTo(fetchMock, apiPath('employerSignup'))).toHaveLength(1);
  });

  it('Logout on step 2 clears the stored data and goes to /signup', async () => {
    mockApi({ [apiPath('getUser')]: visitor });
    const { router } = renderApp('/employer/signup');
    const user = await fillEmployerStepOne();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(window.localStorage.getItem('signup')).toBeNull();
  });
});

describe('candidate sign-up and bio', { timeout: 30_000 }, () => {
  it('shows the product messages and refuses a file that is not a PDF', async () => {
    mockApi({ [apiPath('getUser')]: visitor });
    renderApp('/candidate/signup');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      await screen.findByLabelText('Resume (optional, PDF)'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText('Please select a PDF file')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'grace@');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Job type is required',
      'Job title is required',
      'Country is required',
      'Password is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('sends a multipart form with the resume, stores the userID and hasResume, then goes to /add-bio', async () => {
    const fetchMock = mockApi({
      [apiPath('getUser')]: visitor,
      [apiPath('candidateSignup')]: () => apiResponse(200, { userID: USER_ID, msg: 'Created.' }),
    });
    const { router } = renderApp('/candidate/signup');
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText('Resume (optional, PDF)'),
      new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await fillCandidate(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/add-bio'));
    const body = callsTo(fetchMock, apiPath('candidateSignup'))[0]![1]!.body as FormData;
    expect(body.get('resume')).toBeInstanceOf(File);
    expect(body.get('jobType')).toBe('part-time');
    expect(signupStorage.data()).toEqual({
      role: 'candidate',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      jobType: 'part-time',
      jobTitle: 'Developer',
      country: 'France',
      hasResume: true,
    });
  });

  it("shows the server's refusal of a breached password under the password field, not in the Error dialog", async () => {
    mockApi({ [apiPath('getUser')]: visitor, [apiPath('candidateSignup')]: tooCommon });
    const { router } = renderApp('/candidate/signup');
    await screen.findByLabelText('Resume (optional, PDF)');
    await fillCandidate(userEvent.setup(), 'Password1');

    await waitFor(() => expect(passwordFieldError()).toBe('This password is too common. Please choose another one.'));
    expect(screen.getByLabelText('Password', { exact: true })).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/candidate/signup');
    expect(signupStorage.userID()).toBeNull();
  });

  it('sends /add-bio to /signup without sign-up data and to /login without a userID', async () => {
    mockApi({ [apiPath('getUser')]: visitor });
    const first = renderApp('/add-bio');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/signup'));
    first.unmount();
    storedSignup({
      role: 'candidate',
      firstName: 'G',
      lastName: 'H',
      email: 'g@h.co',
      jobType: 'full-time',
      jobTitle: 'Dev',
      country: 'France',
      hasResume: false,
    });
    const second = renderApp('/add-bio');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/login'));
  });

  it('counts About, keeps tags clean, requires terms, then saves the bio and goes to /confirm-email', async () => {
    storedSignup({
      role: 'candidate',
      firstName: 'G',
      lastName: 'H',
      email: 'g@h.co',
      jobType: 'full-time',
      jobTitle: 'Dev',
      country: 'France',
      hasResume: false,
    });
    signupStorage.saveUserID(USER_ID);
    const fetchMock = mockApi({
      [apiPath('getUser')]: visitor,
      [apiPath('updateCandidateBio')]: () => apiResponse(200, { msg: 'Bio saved.' }),
    });
    const { router } = renderApp('/add-bio');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('About'), 'Hello');
    expect(screen.getByText('5/260')).toBeInTheDocument();
    const skills = screen.getByRole('textbox', { name: 'Skills' });
    await user.type(skills, '  Typing {Enter}');
    await user.type(skills, 'typing{Enter}');
    await user.type(skills, '   {Enter}');
    expect(within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem')).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: 'Languages' }), 'French{Enter}');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please accept the Terms of Service to continue')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Terms of Service/));
    await user.click(screen.getByLabelText(/news and job offers/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm-email'));
    const [url, init] = callsTo(fetchMock, apiPath('updateCandidateBio'))[0]!;
    expect(String(url)).toBe(`${apiPath('updateCandidateBio')}?userID=${USER_ID}`);
    expect(JSON.parse(String(init!.body))).toEqual({
      about: 'Hello',
      skills: ['Typing'],
      languages: ['French'],
      marketingConsent: true,
    });
  });
});

describe('confirm email', { timeout: 30_000 }, () => {
  it('goes to /signup without a userID', async () => {
    mockApi({ [apiPath('getUser')]: visitor });
    const { router } = renderApp('/confirm-email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });

  it('keeps only letters and digits of a paste, asks for the whole code, and verifies it', async () => {
    signupStorage.saveUserID(USER_ID);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = mockApi({
      [apiPath('getUser')]: visitor,
      [apiPath('verifyOtp')]: async () => {
        await held;
        return apiResponse(200, { msg: 'Your email is confirmed. You can now log in.' });
      },
    });
    const { router } = renderApp('/confirm-email');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the complete 6-character code.')).toBeInTheDocument();

    const first = screen.getByLabelText('Verification code, character 1 of 6');
    fireEvent.paste(first, { clipboardData: { getData: () => ' ab-12 c3x9' } });
    const boxes = Array.from({ length: 6 }, (_, index) =>
      screen.getByLabelText(`Verification code, character ${index + 1} of 6`),
    );
    expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('AB12C3');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verifying...')).toBeInTheDocument();
    release();

    expect(await screen.findByText('Your email is confirmed. You can now log in.')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, apiPath('verifyOtp'))[0]![1]!.body))).toEqual({
      userID: USER_ID,
      otp: 'AB12C3',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 4000 });
    expect(signupStorage.userID()).toBeNull();
  });

  it('takes an autofilled code whole, even when it holds the character already in the box', async () => {
    signupStorage.saveUserID(USER_ID);
    mockApi({ [apiPath('getUser')]: visitor });
    renderApp('/confirm-email');
    const user = userEvent.setup();

    const first = await screen.findByLabelText('Verification code, character 1 of 6');
    await user.type(first, 'AAAAAA');
    fireEvent.change(first, { target: { value: '7A3K9F' } });
    const boxes = Array.from({ length: 6 }, (_, index) =>
      screen.getByLabelText(`Verification code, character ${index + 1} of 6`),
    );
    expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('7A3K9F');

    // Typing after the old character still replaces it with the new one.
    fireEvent.change(boxes[2]!, { target: { value: '3Q' } });
    expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('7AQK9F');

    // A code inserted next to the box's old character, not replacing it: the caret says where.
    const insert = (box: HTMLElement, value: string, caret: number) =>
      fireEvent.change(box, { target: { value, selectionStart: caret, selectionEnd: caret } });
    insert(boxes[0]!, '7QW12ER', 7);
    expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('QW12ER');
    insert(boxes[0]!, 'ZX34CVQ', 6);
    expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('ZX34CV');
  });

  it('shows the verify and resend fallbacks in the Error dialog', async () => {
    signupStorage.saveUserID(USER_ID);
    mockApi({
      [apiPath('getUser')]: visitor,
      [apiPath('verifyOtp')]: () => apiResponse(400, {}),
      [apiPath('resendVerification')]: () => apiResponse(500, {}),
    });
    renderApp('/confirm-email');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Verification code, character 1 of 6'), 'ABCDEF');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    let dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Invalid verification code. Please try again');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Request again' }));
    dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Failed to resend verification code. Please try again.');
  });
});

describe('sign-up data left in the browser', () => {
  afterEach(() => vi.useRealTimers());

  it('is forgotten after a day, on start as on reading, and kept until then', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const dayAndAMinute = SIGNUP_KEPT_MS + 60_000;
    signupStorage.saveUserID(USER_ID);
    storedSignup({ role: 'employer', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    const savedAt = Date.now();
    vi.setSystemTime(savedAt + SIGNUP_KEPT_MS - 60_000);
    signupStorage.forgetAbandoned();
    expect(signupStorage.userID()).toBe(USER_ID);
    expect(signupStorage.data()).toMatchObject({ email: 'ada@example.com' });

    vi.setSystemTime(savedAt + dayAndAMinute);
    signupStorage.forgetAbandoned();

    expect(window.localStorage.getItem('signupUserID')).toBeNull();
    expect(window.localStorage.getItem('signup')).toBeNull();
  });

  it('forgets data saved without its time (as before it had one)', () => {
    window.localStorage.setItem('signup', JSON.stringify({ role: 'employer', email: 'ada@example.com' }));
    expect(signupStorage.data()).toBeNull();
    expect(window.localStorage.getItem('signup')).toBeNull();
  });
});

describe('a return path left behind by a click before the app took over', () => {
  afterEach(() => {
    Object.defineProperty(document, 'referrer', { value: '', configurable: true });
  });

  it('comes back from the login page it was pressed on, into the address and the next step’s links', async () => {
    const form = '/dashboard/find-jobs/0b7c4e5e-3f1a-4c2d-9e8f-1a2b3c4d5e6f';
    Object.defineProperty(document, 'referrer', {
      value: `${window.location.origin}/login?next=${encodeURIComponent(form)}`,
      configurable: true,
    });
    mockApi({ [apiPath('getUser')]: visitor });

    renderApp('/signup');

    const individual = await screen.findByRole('link', { name: /I'm an individual/ });
    await waitFor(() =>
      expect(individual).toHaveAttribute('href', `/candidate/signup?next=${encodeURIComponent(form)}`),
    );
  });

  it('is not taken from another site, nor when it is not a page the app may go to', async () => {
    Object.defineProperty(document, 'referrer', {
      value: `https://elsewhere.example/login?next=${encodeURIComponent('/dashboard/job-alerts')}`,
      configurable: true,
    });
    mockApi({ [apiPath('getUser')]: visitor });

    renderApp('/signup');

    expect(await screen.findByRole('link', { name: /I'm an individual/ })).toHaveAttribute('href', '/candidate/signup');
  });
});
