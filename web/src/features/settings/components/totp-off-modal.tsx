// Settings, turning off two-step sign-in (docs/product/accounts.md): the password and a current
// code of the authenticator app, both, so a stolen session alone cannot remove it.
import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { disableTotpBody, type User } from '#shared/schemas/accounts.js';
import { PasswordInput } from '@/components/password-input';
import { ApiError } from '@/lib/api-client';
import { showFieldErrors } from '@/lib/field-errors';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useDisableTotp } from '../api/disable-totp';
import { EditModal, FormButtons } from './edit-modal';
import { TotpCodeField } from './totp-code-field';

type OffForm = z.input<typeof disableTotpBody>;

export const TOTP_OFF_TOAST = 'Two-step sign-in is off';

export function TotpOffModal({
  show,
  onClose,
  onSaved,
}: {
  show: boolean;
  onClose: () => void;
  onSaved: (user: User) => Promise<void>;
}) {
  const { trigger: disable, isMutating } = useDisableTotp();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<OffForm>({ resolver: zodResolver(disableTotpBody), defaultValues: { password: '', code: '' } });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await disable(disableTotpBody.parse(values));
      await onSaved(user);
      notifySuccess(TOTP_OFF_TOAST);
      close();
    } catch (error) {
      if (showFieldErrors(error, ['password', 'code'], setError)) return;
      // A wrong password is a 400 without a field: it is the password's.
      if (error instanceof ApiError && error.status === 400)
        setError('password', { type: 'server', message: error.msg }, { shouldFocus: true });
      else notifyFailure(error);
    }
  });

  return (
    <EditModal title="Turn off two-step sign-in" show={show} onClose={close}>
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        <p>Sign-in will then ask for your password only.</p>
        <Form.Group className="mb-3">
          <Form.Label htmlFor="totp-off-password">Password</Form.Label>
          <PasswordInput
            id="totp-off-password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
        </Form.Group>
        <TotpCodeField id="totp-off-code" error={errors.code?.message} registration={register('code')} />
        <FormButtons submitLabel="Turn off" loading={isMutating} onCancel={close} />
      </Form>
    </EditModal>
  );
}
