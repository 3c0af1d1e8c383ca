// Settings, email change in two steps (docs/product/accounts.md): the new email and the password, then
// the code sent to the new address. The email changes only after the code.
import Form from 'react-bootstrap/Form';
import { updateEmailBody } from '#shared/schemas/accounts.js';
import { PasswordField } from '@/components/password-input';
import { EmailField } from '@/components/text-field';
import { formField } from '@/lib/zod-form';
import { useUpdateEmail, type UpdateEmailInput } from '../api/update-email';
import { useVerifyUpdateOtp } from '../api/verify-update-otp';
import { FormButtons } from './edit-modal';
import { useSettingsForm, type SavingModalProps } from './settings-form';
import { TwoStepModal } from './two-step-modal';
import { useTwoStep } from './use-two-step';

export function EmailModal({ show, onClose, onSaved }: SavingModalProps) {
  const { trigger: start, isMutating: isStarting } = useUpdateEmail();
  const { trigger: verify, isMutating: isVerifying } = useVerifyUpdateOtp();
  const form = useSettingsForm(updateEmailBody, { defaultValues: { email: '', password: '' } });
  const flow = useTwoStep<UpdateEmailInput>({ start, resetForm: form.reset, onClose });

  const onVerify = (otp: string) =>
    flow.finish(
      async ({ email }) => onSaved(await verify({ otp, purpose: 'change-email', email })),
      'Email updated successfully',
    );

  return (
    <TwoStepModal
      title="Change email"
      show={show}
      flow={flow}
      isStarting={isStarting}
      code={{ sentTo: flow.pending?.email ?? '', onVerify, isVerifying }}
    >
      <Form noValidate onSubmit={form.handleSubmit((values) => flow.send(updateEmailBody.parse(values)))}>
        <EmailField id="settings-new-email" label="New email" {...formField(form, 'email')} />
        <PasswordField id="settings-email-password" autoComplete="current-password" {...formField(form, 'password')} />
        <FormButtons submitLabel="Send code" loading={isStarting} onCancel={flow.close} />
      </Form>
    </TwoStepModal>
  );
}
