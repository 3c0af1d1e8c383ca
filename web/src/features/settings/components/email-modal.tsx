// Settings, email change in two steps (docs/product/accounts.md): the new email and the password, then
// the code sent to the new address. The email changes only after the code.
import Form from 'react-bootstrap/Form';
import { updateEmailBody } from '#shared/schemas/accounts.js';
import { PasswordField } from '@/components/password-input';
import { TextField } from '@/components/text-field';
import { useUpdateEmail, type UpdateEmailInput } from '../api/update-email';
import { useVerifyUpdateOtp } from '../api/verify-update-otp';
import { CodeStep } from './code-step';
import { EditModal, FormButtons } from './edit-modal';
import { useSettingsForm, type SavingModalProps } from './settings-form';
import { useTwoStep } from './use-two-step';

export function EmailModal({ show, onClose, onSaved }: SavingModalProps) {
  const { trigger: start, isMutating: isStarting } = useUpdateEmail();
  const { trigger: verify, isMutating: isVerifying } = useVerifyUpdateOtp();
  const { register, handleSubmit, reset, formState } = useSettingsForm(updateEmailBody, {
    defaultValues: { email: '', password: '' },
  });
  const { pending, send, finish, close } = useTwoStep<UpdateEmailInput>({ start, resetForm: reset, onClose });

  const onVerify = (otp: string) =>
    finish(
      async ({ email }) => onSaved(await verify({ otp, purpose: 'change-email', email })),
      'Email updated successfully',
    );

  return (
    <EditModal title="Change email" show={show} onClose={close}>
      {pending ? (
        <CodeStep
          sentTo={pending.email}
          onVerify={onVerify}
          onRequestAgain={() => send(pending)}
          isVerifying={isVerifying}
          isResending={isStarting}
          onCancel={close}
        />
      ) : (
        <Form noValidate onSubmit={handleSubmit((values) => send(updateEmailBody.parse(values)))}>
          <TextField
            id="settings-new-email"
            label="New email"
            type="email"
            autoComplete="email"
            registration={register('email')}
            error={formState.errors.email?.message}
          />
          <PasswordField
            id="settings-email-password"
            autoComplete="current-password"
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <FormButtons submitLabel="Send code" loading={isStarting} onCancel={close} />
        </Form>
      )}
    </EditModal>
  );
}
