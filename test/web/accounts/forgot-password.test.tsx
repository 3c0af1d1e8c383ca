// /forgot-password with a fake API: email, then the code and the new password, then /login.
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.js';
import { apiResponse, errorUnder, mockApi, renderApp, visitor } from '../support/test-utils';
import { apiPath } from '../../support/api-paths';

configure({ asyncUtilTimeout: 8000 });

const SAME_ANSWER = 'If an account exists for this email, we have sent it a code to reset the password.';
const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith(path));

describe('forgot password', { timeout: 30_000 }, () => {
  it('sends the code, then resets the password with it and goes to /login', async () => {
    const fetchMock = mockApi({
      [apiPath('getUser')]: visitor,
      [apiPath('requestPasswordReset')]: () => apiResponse(200, { msg: SAME_ANSWER }),
      [apiPath('resetPassword')]: () => apiResponse(200, { msg: 'Your password has been reset. You can now log in.' }),
    });
    const { router } = renderApp('/forgot-password');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(SAME_ANSWER)).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, apiPath('requestPasswordReset'))[0]![1]!.body))).toEqual({
      email: 'ada@example.com',
    });
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Please enter the complete 6-character code.')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Verification code, character 1 of 6'), 'QW12ER');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), '-now-long');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText('Your password has been reset. You can now log in.')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, apiPath('resetPassword'))[0]![1]!.body))).toEqual({
      email: 'ada@example.com',
      otp: 'QW12ER',
      newPassword: 'short-now-long',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 4000 });
  });

  it('shows a refused code as an error toast and asks for a new code with Request again', async () => {
    const fetchMock = mockApi({
      [apiPath('getUser')]: visitor,
      [apiPath('requestPasswordReset')]: () => apiResponse(200, { msg: SAME_ANSWER }),
      [apiPath('resetPassword')]: () =>
        apiResponse(400, { msg: 'This code is not valid for this email. Check both, or request a new code.' }),
    });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await user.type(await screen.findByLabelText('Verification code, character 1 of 6'), 'QW12ER');
    await user.type(screen.getByLabelText('New password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(
      await screen.findByText('This code is not valid for this email. Check both, or request a new code.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request again' }));
    await waitFor(() => expect(callsTo(fetchMock, apiPath('requestPasswordReset'))).toHaveLength(2));
  });

  it("shows the server's refusal of a breached new password under the field", async () => {
    mockApi({
      [apiPath('getUser')]: visitor,
      [apiPath('requestPasswordReset')]: () => apiResponse(200, { msg: SAME_ANSWER }),
      [apiPath('resetPassword')]: () =>
        apiResponse(400, { msg: MSG.passwordTooCommon, fieldErrors: { newPassword: MSG.passwordTooCommon } }),
    });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await user.type(await screen.findByLabelText('Verification code, character 1 of 6'), 'QW12ER');
    await user.type(screen.getByLabelText('New password'), 'Password1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    const field = screen.getByLabelText('New password');
    await waitFor(() => expect(errorUnder(field)).toBe('This password is too common. Please choose another one.'));
    // Under the field only: no toast says it too.
    expect(screen.getAllByText(MSG.passwordTooCommon)).toHaveLength(1);
  });
});
