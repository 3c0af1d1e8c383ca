// /dashboard/settings with a fake API: the account details, the name edit per role, the two
// steps of the email and password changes with the toasts of docs/product/ui.md, and the photo.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.js';
import { apiResponse, candidate, employer, errorUnder, mockApi, renderApp, signedIn } from '../support/test-utils';
import { apiPath } from '../../support/api-paths';

configure({ asyncUtilTimeout: 8000 });

const noNotifications = () =>
  apiResponse(200, { notifications: [], unread: 0, pagination: { currentPage: 1, isLastPage: true } });
const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith(path));
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, path: string, index = 0) =>
  JSON.parse(String(callsTo(fetchMock, path)[index]![1]!.body)) as unknown;
const details = () => screen.getByRole('region', { name: 'Account details' });

async function enterCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(await screen.findByLabelText('Verification code, character 1 of 6'), code);
}

describe('settings', { timeout: 30_000 }, () => {
  it('lists name, email and a hidden password with Edit, and the avatar box with Upload photo', async () => {
    mockApi({ [apiPath('getUser')]: signedIn(employer), [apiPath('getNotifications')]: noNotifications });
    renderApp('/dashboard/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard/home');
    expect(within(breadcrumb).getByText('Settings')).toHaveAttribute('aria-current', 'page');
    expect(within(details()).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(details()).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(details()).getByText('Hidden')).toBeInTheDocument();
    for (const label of ['Edit name', 'Edit email', 'Edit password'])
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    expect(screen.getByLabelText('Upload photo')).toHaveAttribute('type', 'file');
  });

  it.each([
    ['an employer', employer, apiPath('updateEmployerProfile')],
    ['a candidate', candidate, apiPath('updateCandidateProfile')],
  ])('edits the name of %s through its own call, with the toast', async (_who, account, path) => {
    const fetchMock = mockApi({
      [apiPath('getUser')]: signedIn(account),
      [apiPath('getNotifications')]: noNotifications,
      [path]: () => apiResponse(200, { user: { ...account, firstName: 'Augusta', lastName: 'King' } }),
    });
    renderApp('/dashboard/settings');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit name' });
    await user.clear(within(dialog).getByLabelText('First name'));
    await user.click(within(dialog).getByRole('button', { name: 'Update name' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('First name'), 'Augusta');
    await user.clear(within(dialog).getByLabelText('Last name'));
    await user.type(within(dialog).getByLabelText('Last name'), 'King');
    await user.click(within(dialog).getByRole('button', { name: 'Update name' }));

    expect(await screen.findByText('Name updated successfully')).toBeInTheDocument();
    expect(bodyOf(fetchMock, path)).toEqual({ firstName: 'Augusta', lastName: 'King' });
    await waitFor(() => expect(within(details()).getByText('Augusta King')).toBeInTheDocument());
  });

  it('changes the email in two steps: new email and password, then the code; the email changes after the code', async () => {
    const fetchMock = mockApi({
      [apiPath('getUser')]: signedIn(employer),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('updateEmail')]: () => apiResponse(200, { msg: 'OTP sent successfully' }),
      [apiPath('verifyUpdateOtp')]: () => apiResponse(200, { user: { ...employer, email: 'new@example.com' } }),
    });
    renderApp('/dashboard/settings');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change email' });
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New email'), 'New@Example.com');
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'current-password');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('OTP sent successfully')).toBeInTheDocument();
    expect(bodyOf(fetchMock, apiPath('updateEmail'))).toEqual({
      email: 'new@example.com',
      password: 'current-password',
    });
    expect(within(details()).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('new@example.com')).toBeInTheDocument();
    await enterCode(user, 'ab12cd');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Email updated successfully')).toBeInTheDocument();
    expect(bodyOf(fetchMock, apiPath('verifyUpdateOtp'))).toEqual({
      otp: 'AB12CD',
      purpose: 'change-email',
      email: 'new@example.com',
    });
    await waitFor(() => expect(within(details()).getByText('new@example.com')).toBeInTheDocument());
  });

  it('changes the password in two steps, sending the new password again with the code, and can request the code again', async () => {
    const fetchMock = mockApi({
      [apiPath('getUser')]: signedIn(employer),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('updatePassword')]: () => apiResponse(200, { msg: 'OTP sent successfully' }),
      [apiPath('verifyUpdateOtp')]: () => apiResponse(200, { user: employer }),
    });
    renderApp('/dashboard/settings');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(within(dialog).getByLabelText('Old password'), 'old-password');
    await user.type(within(dialog).getByLabelText('New password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New password'), '-but-longer');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Request again' }));
    await waitFor(() => expect(callsTo(fetchMock, apiPath('updatePassword'))).toHaveLength(2));

    await enterCode(user, 'XY34ZW');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(bodyOf(fetchMock, apiPath('verifyUpdateOtp'))).toEqual({
      otp: 'XY34ZW',
      purpose: 'change-password',
      email: 'ada@example.com',
      newPassword: 'short-but-longer',
    });
  });

  it("shows the server's refusal of a breached new password under the field, not as a toast", async () => {
    mockApi({
      [apiPath('getUser')]: signedIn(employer),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('updatePassword')]: () =>
        apiResponse(400, { msg: MSG.passwordTooCommon, fieldErrors: { newPassword: MSG.passwordTooCommon } }),
    });
    renderApp('/dashboard/settings');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(within(dialog).getByLabelText('Old password'), 'old-password');
    await user.type(within(dialog).getByLabelText('New password'), 'Password1');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));

    const field = within(dialog).getByLabelText('New password');
    await waitFor(() => expect(errorUnder(field)).toBe('This password is too common. Please choose another one.'));
    // Under the field only: no toast says it too.
    expect(screen.getAllByText(MSG.passwordTooCommon)).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it('shows a refused step as an error toast and stays on the form', async () => {
    mockApi({
      [apiPath('getUser')]: signedIn(employer),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('updateEmail')]: () => apiResponse(400, { msg: 'The password is not correct.' }),
    });
    renderApp('/dashboard/settings');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change email' });
    await user.type(within(dialog).getByLabelText('New email'), 'new@example.com');
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('The password is not correct.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New email')).toBeInTheDocument();
  });

  it('uploads a photo and shows it in the avatar box and the header; refuses other file types at once', async () => {
    const photoUrl = 'https://files.example.com/photos/me.png?X-Amz-Signature=abc';
    const fetchMock = mockApi({
      [apiPath('getUser')]: signedIn(employer),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('uploadPhoto')]: () => apiResponse(200, { user: { ...employer, photoUrl } }),
    });
    renderApp('/dashboard/settings');
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Upload photo');

    await user.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText('The photo must be a PNG, JPEG or WebP image.')).toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('uploadPhoto'))).toHaveLength(0);

    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Photo updated successfully')).toBeInTheDocument();
    const form = callsTo(fetchMock, apiPath('uploadPhoto'))[0]![1]!.body as FormData;
    expect(form.get('photo')).toBeInstanceOf(File);
    await waitFor(() => expect(document.querySelectorAll(`img[src="${photoUrl}"]`).length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }).querySelector('img')).toHaveAttribute(
      'src',
      photoUrl,
    );
  });

  it('turns two-step sign-in on (password, then the key and a code) and off (password and code)', async () => {
    const wrong = 'This code is not correct. Enter the 6-digit code your authenticator app shows now.';
    let confirms = 0;
    const fetchMock = mockApi({
      [apiPath('getUser')]: signedIn(candidate),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('startTotp')]: () =>
        apiResponse(200, { secret: 'JBSWY3DPEHPK3PXPJBSW', uri: 'otpauth://totp/Remote%20Hiring%3Aa?secret=JBSW' }),
      [apiPath('confirmTotp')]: () =>
        (confirms += 1) === 1
          ? apiResponse(400, { msg: wrong, fieldErrors: { code: wrong } })
          : apiResponse(200, { user: { ...candidate, totpEnabled: true } }),
      [apiPath('disableTotp')]: () => apiResponse(200, { user: candidate }),
    });
    renderApp('/dashboard/settings');
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Two-step sign-in' });
    expect(within(section).getByText('Off')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Turn on' }));
    const onDialog = await screen.findByRole('dialog', { name: 'Turn on two-step sign-in' });
    await user.type(within(onDialog).getByLabelText('Password', { exact: true }), 'secret-password');
    await user.click(within(onDialog).getByRole('button', { name: 'Continue' }));
    expect(await within(onDialog).findByText('JBSW Y3DP EHPK 3PXP JBSW')).toBeInTheDocument();
    expect(bodyOf(fetchMock, apiPath('startTotp'))).toEqual({ password: 'secret-password' });
    await user.type(within(onDialog).getByLabelText('Code from your authenticator app'), '111111');
    await user.click(within(onDialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(onDialog).findByText(wrong)).toBeInTheDocument();
    await user.clear(within(onDialog).getByLabelText('Code from your authenticator app'));
    await user.type(within(onDialog).getByLabelText('Code from your authenticator app'), '246810');
    await user.click(within(onDialog).getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Two-step sign-in is on')).toBeInTheDocument();
    expect(bodyOf(fetchMock, apiPath('confirmTotp'), 1)).toEqual({ code: '246810' });
    await waitFor(() => expect(within(section).getByText('On')).toBeInTheDocument());

    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    const offDialog = await screen.findByRole('dialog', { name: 'Turn off two-step sign-in' });
    await user.type(within(offDialog).getByLabelText('Password', { exact: true }), 'secret-password');
    await user.type(within(offDialog).getByLabelText('Code from your authenticator app'), '135790');
    await user.click(within(offDialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-step sign-in is off')).toBeInTheDocument();
    expect(bodyOf(fetchMock, apiPath('disableTotp'))).toEqual({ password: 'secret-password', code: '135790' });
    // The answer has no totpEnabled: that means off.
    await waitFor(() => expect(within(section).getByText('Off')).toBeInTheDocument());
  });
});
