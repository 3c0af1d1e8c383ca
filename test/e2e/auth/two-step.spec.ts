// Two-step sign-in (TOTP) in Settings, in a real browser against the local stack: turning it on
// with the QR code's key (the test computes the codes as an authenticator app would) and off
// again, both roles, with axe-core checks of the dialogs. The login code step cannot be reached
// locally (cognito-local never asks for the code; SECURITY.md): test/web/accounts/login.test.tsx
// and test/unit/accounts/totp.test.ts prove it.
import { totpCode, wrongTotpCode } from '../../support/totp.js';
import { expect as baseExpect, expectNoAxeViolations, signInAs, test } from '../support/fixtures.js';

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

for (const role of ['candidate', 'employer'] as const) {
  test(`settings: a ${role} turns two-step sign-in on with an authenticator code, then off`, async ({
    page,
    context,
    stack,
  }) => {
    const user = await signInAs(context, stack, role, { companyName: 'Totp Co' });
    await page.goto('/dashboard/settings');
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await expect(section.getByTestId('two-step-status')).toHaveText('Off');

    await section.getByRole('button', { name: 'Turn on' }).click();
    const onDialog = page.getByRole('dialog', { name: 'Turn on two-step sign-in' });
    await onDialog.getByLabel('Password', { exact: true }).fill('not-the-password');
    await onDialog.getByRole('button', { name: 'Continue' }).click();
    await expect(onDialog.getByText('The password is not correct.')).toBeVisible();
    await onDialog.getByLabel('Password', { exact: true }).fill(user.password);
    await onDialog.getByRole('button', { name: 'Continue' }).click();
    await expect(onDialog.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    const secret = (await onDialog.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
    await expectNoAxeViolations(page);

    await onDialog.getByLabel('Code from your authenticator app').fill(wrongTotpCode(secret));
    await onDialog.getByRole('button', { name: 'Turn on' }).click();
    await expect(onDialog.getByText('This code is not correct.', { exact: false })).toBeVisible();
    await onDialog.getByLabel('Code from your authenticator app').fill(totpCode(secret));
    await onDialog.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText('Two-step sign-in is on')).toBeVisible();
    await expect(onDialog).toBeHidden();
    await expect(section.getByTestId('two-step-status')).toHaveText('On');

    // Still on after a reload: get-user says so.
    await page.reload();
    await expect(section.getByTestId('two-step-status')).toHaveText('On');

    await section.getByRole('button', { name: 'Turn off' }).click();
    const offDialog = page.getByRole('dialog', { name: 'Turn off two-step sign-in' });
    await offDialog.getByLabel('Password', { exact: true }).fill(user.password);
    await offDialog.getByLabel('Code from your authenticator app').fill('12');
    await offDialog.getByRole('button', { name: 'Turn off' }).click();
    await expect(offDialog.getByText('Please enter the 6-digit code from your authenticator app.')).toBeVisible();
    await expectNoAxeViolations(page);
    await offDialog.getByLabel('Code from your authenticator app').fill(totpCode(secret));
    await offDialog.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByText('Two-step sign-in is off')).toBeVisible();
    await expect(section.getByTestId('two-step-status')).toHaveText('Off');
  });
}
