// /login in the whole app with a fake API: the rules and texts of docs/product/accounts.md, the one
// top-center error toast, landing by role, the unconfirmed account's Request again, and the
// silent session renewal after a 401.
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiResponse, candidate, employer, mockApi, renderApp, visitor } from '../support/test-utils';
import { signupStorage } from '@/features/auth/signup-storage';
import { apiPath } from '../../support/api-paths';

configure({ asyncUtilTimeout: 8000 });

const USER_ID = '2d9e4f60-3b5c-4d7e-8f90-1a2b3c4d5e6f';

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(await screen.findByLabelText('Email address'), email);
  if (password) await user.type(screen.getByLabelText('Password', { exact: true }), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return user;
}

const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith(path));

beforeEach(() => window.localStorage.clear());

describe('login', { timeout: 20_000 }, () => {
  it('shows the product messages for an empty or invalid form, without calling the server', async () => {
    const fetchMock = mockApi({ [apiPath('getUser')]: visitor });
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();

    await fillAndSubmit('', '');
    expect(await screen.findByText('Email address is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await fillAndSubmit('no-at-sign', '1234');
    expect(await screen.findByText('Email address is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('login'))).toHaveLength(0);
  });

  it('shows a server error in one top-center toast, however often it comes', async () => {
    mockApi({
      [apiPath('getUser')]: visitor,
      [apiPath('login')]: () => apiResponse(401, { msg: 'Incorrect email or password.' }),
    });
    const { container } = renderApp('/login');

    const user = await fillAndSubmit('ada@example.com', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(screen.getAllByText('Incorrect email or password.')).toHaveLength(1));
    expect(container.ownerDocument.querySelector('.Toastify__toast-container--top-center')).toHaveTextContent(
      'Incorrect email or password.',
    );
  });

  it.each([
    ['an employer', employer, '/dashboard/home'],
    ['a candidate', candidate, '/dashboard/find-jobs'],
  ])('stores the user and sends %s to its home', async (_who, account, home) => {
    const fetchMock = mockApi({
      [apiPath('getUser')]: visitor,
      [apiPath('login')]: () => apiResponse(200, { user: account, sessionExpiresAt: Date.now() + 3600_000 }),
    });
    const { router } = renderApp('/login');

    await fillAndSubmit('ada@example.com', 'secret-password');

    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    const [, init] = callsTo(fetchMock, apiPath('login'))[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ email: 'ada@example.com', password: 'secret-password' });
  });

  it('asks an account with two-step sign-in for its code, says a wrong one, then signs in', async () => {
    let tries = 0;
    const fetchMock = mockApi({
      [apiPath('getUser')]: visitor,
      [apiPath('login')]: () => apiResponse(200, { mfaRequired: true }),
      [apiPath('verifyTotpLogin')]: () =>
        (tries += 1) === 1
          ? apiResponse(400, {
              msg: 'This code is not correct. Enter the 6-digit code your authenticator app shows now.',
              fieldErrors: {
                code: 'This code is not correct. Enter the 6-digit code your authenticator app shows now.',
              },
            })
          : apiResponse(200, { user: candidate, sessionExpiresAt: Date.now() + 3600_000 }),
    });
    const { router } = renderApp('/login');

    const user = await fillAndSubmit('ada@example.com', 'secret-password');
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('verifyTotpLogin'))).toHaveLength(0);

    await user.type(screen.getByLabelText('Code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/This code is not correct/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/find-jobs'));
    const [, init] = callsTo(fetchMock, apiPath('verifyTotpLogin'))[1]!;
    expect(JSON.parse(String(init!.body))).toEqual({ code: '246810' });
  });

  it('sends a two-step sign-in whose 5 minutes are over back to the password', async () => {
    mockApi({
      [apiPath('getUser')]: visitor,
      [apiPath('login')]: () => apiResponse(200, { mfaRequired: true }),
      [apiPath('verifyTotpLogin')]: () =>
        apiResponse(401, { msg: 'Your sign-in has expired. Please log in again with your email and password.' }),
    });
    renderApp('/login');

    const user = await fillAndSubmit('ada@example.com', 'secret-password');
    await user.type(await screen.findByLabelText('Code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(/Your sign-in has expired/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('tells an unconfirmed account so and sends a new code with Request again', async () => {
    const fetchMock = mockApi({
      [apiPath('getUser')]: visitor,
      [apiPath('login')]: () =>
        apiResponse(403, {
          msg: 'Please confirm your email before logging in. Use "Request again" to get a new code.',
          userID: USER_ID,
        }),
      [apiPath('resendVerification')]: () => apiResponse(200, { msg: 'OTP sent successfully' }),
    });
    const { router } = renderApp('/login');

    const user = await fillAndSubmit('ada@example.com', 'secret-password');
    await user.click(await screen.findByRole('button', { name: 'Request again' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm-email'));
    const [, init] = callsTo(fetchMock, apiPath('resendVerification'))[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ userID: USER_ID });
    expect(signupStorage.userID()).toBe(USER_ID);
  });

  it('renews an expired session once before concluding the visitor is logged out', async () => {
    window.localStorage.setItem('sessionHint', '1');
    let renewed = false;
    const fetchMock = mockApi({
      [apiPath('getUser')]: () =>
        renewed
          ? apiResponse(200, { user: employer, sessionExpiresAt: Date.now() + 3600_000 })
          : apiResponse(401, { msg: 'Please log in to continue.' }),
      [apiPath('refreshSession')]: () => {
        renewed = true;
        return apiResponse(200, { msg: 'Session renewed.', sessionExpiresAt: Date.now() + 3600_000 });
      },
    });
    const { router } = renderApp('/login');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
    expect(callsTo(fetchMock, apiPath('refreshSession'))).toHaveLength(1);
  });

  it('does not try to renew for a browser that never signed in', async () => {
    const fetchMock = mockApi({ [apiPath('getUser')]: visitor });
    renderApp('/login', { visitorBrowser: true });

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('refreshSession'))).toHaveLength(0);
  });
});
