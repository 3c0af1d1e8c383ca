// Settings, password change in two steps (docs/product/accounts.md): the old and the new password, then
// the code sent to the account's email. The new password stays in this dialog's memory until
// step 2 sends it with the code; the server never stores it.
import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { updatePasswordBody } from '#shared/schemas/accounts.js';
import { PasswordInput } from '@/components/password-input';
import { showFieldErrors } from '@/lib/field-errors';
import { useUpdatePassword, type UpdatePasswordInput } from '../api/update-password';
import { useVerifyUpdateOtp } from '../api/verify-update-otp';
import { CodeStep } from './code-step';
import { EditModal, FormButtons } from './edit-modal';
import { useTwoStep } from './use-two-step';

type PasswordForm = z.input<typeof updatePasswordBody>;

export function PasswordModal({ email, show, onClose }: { email: string; show: boolean; onClose: () => void }) {
  const { trigger: start, isMutating: isStarting } = useUpdatePassword();
  const { trigger: verify, isMutating: isVerifying } = useVerifyUpdateOtp();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordForm>({
    resolver: zodResolver(updatePasswordBody),
    defaultValues: { oldPassword: '', newPassword: '' },
  });
  const { pending, send, finish, close } = useTwoStep<UpdatePasswordInput>({
    start,
    resetForm: reset,
    onClose,
    showOnForm: (error) => showFieldErrors(error, ['oldPassword', 'newPassword'], setError),
  });

  const onVerify = (otp: string) =>
    finish(async ({ newPassword }) => {
      await verify({ otp, purpose: 'change-password', email, newPassword });
    }, 'Password updated successfully');

  return (
    <EditModal title="Change password" show={show} onClose={close}>
      {pending ? (
        <CodeStep
          sentTo={email}
          onVerify={onVerify}
          onRequestAgain={() => send(pending)}
          isVerifying={isVerifying}
          isResending={isStarting}
          onCancel={close}
        />
      ) : (
        <Form noValidate onSubmit={handleSubmit((values) => send(updatePasswordBody.parse(values)))}>
          <Form.Group className="mb-3">
            <Form.Label htmlFor="settings-old-password">Old password</Form.Label>
            <PasswordInput
              id="settings-old-password"
              autoComplete="current-password"
              error={errors.oldPassword?.message}
              {...register('oldPassword')}
            />
          </Form.Group>
          <Form.Group>
            <Form.Label htmlFor="settings-new-password">New password</Form.Label>
            <PasswordInput
              id="settings-new-password"
              autoComplete="new-password"
              error={errors.newPassword?.message}
              {...register('newPassword')}
            />
          </Form.Group>
          <FormButtons submitLabel="Send code" loading={isStarting} onCancel={close} />
        </Form>
      )}
    </EditModal>
  );
}
