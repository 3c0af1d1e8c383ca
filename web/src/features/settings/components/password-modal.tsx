// Settings, password change in two steps (docs/product/accounts.md): the old and the new password, then
// the code sent to the account's email. The new password stays in this dialog's memory until
// step 2 sends it with the code; the server never stores it.
import Form from 'react-bootstrap/Form';
import { updatePasswordBody } from '#shared/schemas/accounts.js';
import { PasswordField } from '@/components/password-input';
import { showFieldErrors } from '@/lib/field-errors';
import { useUpdatePassword, type UpdatePasswordInput } from '../api/update-password';
import { useVerifyUpdateOtp } from '../api/verify-update-otp';
import { CodeStep } from './code-step';
import { EditModal, FormButtons } from './edit-modal';
import { useSettingsForm } from './settings-form';
import { useTwoStep } from './use-two-step';

export function PasswordModal({ email, show, onClose }: { email: string; show: boolean; onClose: () => void }) {
  const { trigger: start, isMutating: isStarting } = useUpdatePassword();
  const { trigger: verify, isMutating: isVerifying } = useVerifyUpdateOtp();
  const { register, handleSubmit, reset, setError, formState } = useSettingsForm(updatePasswordBody, {
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
          <PasswordField
            id="settings-old-password"
            label="Old password"
            className="mb-3"
            autoComplete="current-password"
            error={formState.errors.oldPassword?.message}
            {...register('oldPassword')}
          />
          <PasswordField
            id="settings-new-password"
            label="New password"
            autoComplete="new-password"
            error={formState.errors.newPassword?.message}
            {...register('newPassword')}
          />
          <FormButtons submitLabel="Send code" loading={isStarting} onCancel={close} />
        </Form>
      )}
    </EditModal>
  );
}
