// Settings, turning on two-step sign-in (docs/product/accounts.md): the password; then the QR
// code (and the key for typing in) for an authenticator app, and a code it shows to confirm.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { confirmTotpBody, startTotpBody, type User } from '#shared/schemas/accounts.js';
import { PasswordInput } from '@/components/password-input';
import { ApiError } from '@/lib/api-client';
import { showFieldErrors } from '@/lib/field-errors';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useConfirmTotp } from '../api/confirm-totp';
import { useStartTotp } from '../api/start-totp';
import { EditModal, FormButtons } from './edit-modal';
import { TotpCodeField } from './totp-code-field';
import { TotpQrCode, groupedSecret } from './totp-qr-code';

type PasswordForm = z.input<typeof startTotpBody>;
type CodeForm = z.input<typeof confirmTotpBody>;

export const TOTP_ON_TOAST = 'Two-step sign-in is on';

export function TotpOnModal({
  show,
  onClose,
  onSaved,
}: {
  show: boolean;
  onClose: () => void;
  onSaved: (user: User) => Promise<void>;
}) {
  const { trigger: start, isMutating: isStarting } = useStartTotp();
  const { trigger: confirm, isMutating: isConfirming } = useConfirmTotp();
  const [secret, setSecret] = useState<{ secret: string; uri: string } | null>(null);
  const passwordForm = useForm<PasswordForm>({ resolver: zodResolver(startTotpBody), defaultValues: { password: '' } });
  const codeForm = useForm<CodeForm>({ resolver: zodResolver(confirmTotpBody), defaultValues: { code: '' } });

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
      if (showFieldErrors(error, ['password'], passwordForm.setError)) return;
      if (error instanceof ApiError && error.status === 400)
        passwordForm.setError('password', { type: 'server', message: error.msg }, { shouldFocus: true });
      else notifyFailure(error);
    }
  });

  const onCode = codeForm.handleSubmit(async (values) => {
    try {
      const user = await confirm(confirmTotpBody.parse(values));
      await onSaved(user);
      notifySuccess(TOTP_ON_TOAST);
      close();
    } catch (error) {
      if (showFieldErrors(error, ['code'], codeForm.setError)) return;
      notifyFailure(error);
    }
  });

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
            autoFocus
            error={codeForm.formState.errors.code?.message}
            registration={codeForm.register('code')}
          />
          <FormButtons submitLabel="Turn on" loading={isConfirming} onCancel={close} />
        </Form>
      ) : (
        <Form noValidate onSubmit={(event) => void onPassword(event)}>
          <p>
            After your password, sign-in will ask for a code from an authenticator app on your phone, so a stolen
            password alone cannot open your account.
          </p>
          <Form.Group>
            <Form.Label htmlFor="totp-on-password">Password</Form.Label>
            <PasswordInput
              id="totp-on-password"
              autoComplete="current-password"
              error={passwordForm.formState.errors.password?.message}
              {...passwordForm.register('password')}
            />
          </Form.Group>
          <FormButtons submitLabel="Continue" loading={isStarting} onCancel={close} />
        </Form>
      )}
    </EditModal>
  );
}
