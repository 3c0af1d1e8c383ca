// Settings, turning on two-step sign-in (docs/product/accounts.md): the password; then the QR
// code (and the key for typing in) for an authenticator app, and a code it shows to confirm.
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { confirmTotpBody, startTotpBody } from '#shared/schemas/accounts.js';
import { PasswordField } from '@/components/password-input';
import { showFieldErrors } from '@/lib/field-errors';
import { notifyFailure } from '@/lib/notify';
import { formField } from '@/lib/zod-form';
import { useConfirmTotp } from '../api/confirm-totp';
import { useStartTotp } from '../api/start-totp';
import { EditModal, FormButtons } from './edit-modal';
import { saveUser, showPasswordFormErrors, useSettingsForm, type SavingModalProps } from './settings-form';
import { TotpCodeField } from '@/components/totp-code-field';
import { TotpQrCode, groupedSecret } from './totp-qr-code';

export const TOTP_ON_TOAST = 'Two-step sign-in is on';

export function TotpOnModal({ show, onClose, onSaved }: SavingModalProps) {
  const { trigger: start, isMutating: isStarting } = useStartTotp();
  const { trigger: confirm, isMutating: isConfirming } = useConfirmTotp();
  const [secret, setSecret] = useState<{ secret: string; uri: string } | null>(null);
  const passwordForm = useSettingsForm(startTotpBody, { defaultValues: { password: '' } });
  const codeForm = useSettingsForm(confirmTotpBody, { defaultValues: { code: '' } });

  // Closing forgets the secret and the password: turning on starts again from the password.
  const close = () => {
    setSecret(null);
    passwordForm.reset();
    codeForm.reset();
    onClose();
  };

  const onPassword = passwordForm.handleSubmit(async (values) => {
    try {
      setSecret(await start(values));
    } catch (error) {
      if (!showPasswordFormErrors(error, ['password'], passwordForm.setError)) notifyFailure(error);
    }
  });

  const onCode = codeForm.handleSubmit((values) =>
    saveUser(() => confirm(confirmTotpBody.parse(values)), {
      onSaved,
      success: TOTP_ON_TOAST,
      close,
      showOnForm: (error) => showFieldErrors(error, ['code'], codeForm.setError),
    }),
  );

  return (
    <EditModal title="Turn on two-step sign-in" show={show} onClose={close}>
      {secret ? (
        <Form noValidate onSubmit={(event) => void onCode(event)}>
          <ol className="ps-3">
            <li>
              Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).
            </li>
            <li>Scan this QR code, or enter the key below.</li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
          <TotpQrCode uri={secret.uri} />
          <p className="small mb-1" id="totp-key-label">
            Key for entering by hand:
          </p>
          <p className="totp-key" aria-labelledby="totp-key-label">
            <code data-testid="totp-secret">{groupedSecret(secret.secret)}</code>
          </p>
          <TotpCodeField
            id="totp-on-code"
            inputClassName="totp-code-input"
            autoFocus
            {...formField(codeForm, 'code')}
          />
          <FormButtons submitLabel="Turn on" loading={isConfirming} onCancel={close} />
        </Form>
      ) : (
        <Form noValidate onSubmit={(event) => void onPassword(event)}>
          <p>
            After your password, sign-in will ask for a code from an authenticator app on your phone, so a stolen
            password alone cannot open your account.
          </p>
          <PasswordField
            id="totp-on-password"
            autoComplete="current-password"
            {...formField(passwordForm, 'password')}
          />
          <FormButtons submitLabel="Continue" loading={isStarting} onCancel={close} />
        </Form>
      )}
    </EditModal>
  );
}
