// Settings, password change in two steps (docs/product/accounts.md): the old and the new password, then
// the code sent to the account's email. The new password stays in this dialog's memory until
// step 2 sends it with the code; the server never stores it.
import Form from 'react-bootstrap/Form';
import { updatePasswordBody } from '#shared/schemas/accounts.js';
import { PasswordField } from '@/components/password-input';
import { showFieldErrors } from '@/lib/field-errors';
import { formField } from '@/lib/zod-form';
import { useUpdatePassword, type UpdatePasswordInput } from '../api/update-password';
import { useVerifyUpdateOtp } from '../api/verify-update-otp';
import { FormButtons } from './edit-modal';
import { useSettingsForm } from './settings-form';
import { TwoStepModal } from './two-step-modal';
import { useTwoStep } from './use-two-step';

export function PasswordModal({ email, show, onClose }: { email: string; show: boolean; onClose: () => void }) {
  const { trigger: start, isMutating: isStarting } = useUpdatePassword();
  const { trigger: verify, isMutating: isVerifying } = useVerifyUpdateOtp();
  const form = useSettingsForm(updatePasswordBody, { defaultValues: { oldPassword: '', newPassword: '' } });
  const flow = useTwoStep<UpdatePasswordInput>({
    start,
    resetForm: form.reset,
    onClose,
    showOnForm: (error) => showFieldErrors(error, ['oldPassword', 'newPassword'], form.setError),
  });

  const onVerify = (otp: string) =>
    flow.finish(async ({ newPassword }) => {
      await verify({ otp, purpose: 'change-password', email, newPassword });
    }, 'Password updated successfully');

  return (
    <TwoStepModal
      title="Change password"
      show={show}
      flow={flow}
      isStarting={isStarting}
      code={{ sentTo: email, onVerify, isVerifying }}
    >
      <Form noValidate onSubmit={form.handleSubmit((values) => flow.send(updatePasswordBody.parse(values)))}>
        <PasswordField
          id="settings-old-password"
          label="Old password"
          className="mb-3"
          autoComplete="current-password"
          {...formField(form, 'oldPassword')}
        />
        <PasswordField
          id="settings-new-password"
          label="New password"
          autoComplete="new-password"
          {...formField(form, 'newPassword')}
        />
        <FormButtons submitLabel="Send code" loading={isStarting} onCancel={flow.close} />
      </Form>
    </TwoStepModal>
  );
}
