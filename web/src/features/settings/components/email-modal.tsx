// Settings, email change in two steps (docs/product/accounts.md): the new email and the password, then
// the code sent to the new address. The email changes only after the code.
import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { updateEmailBody, type User } from '#shared/schemas/accounts.js';
import { PasswordInput } from '@/components/password-input';
import { TextField } from '@/components/text-field';
import { useUpdateEmail, type UpdateEmailInput } from '../api/update-email';
import { useVerifyUpdateOtp } from '../api/verify-update-otp';
import { CodeStep } from './code-step';
import { EditModal, FormButtons } from './edit-modal';
import { useTwoStep } from './use-two-step';

type EmailForm = z.input<typeof updateEmailBody>;

export function EmailModal({
  show,
  onClose,
  onSaved,
}: {
  show: boolean;
  onClose: () => void;
  onSaved: (user: User) => Promise<void>;
}) {
  const { trigger: start, isMutating: isStarting } = useUpdateEmail();
  const { trigger: verify, isMutating: isVerifying } = useVerifyUpdateOtp();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EmailForm>({ resolver: zodResolver(updateEmailBody), defaultValues: { email: '', password: '' } });
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
            error={errors.email?.message}
          />
          <Form.Group>
            <Form.Label htmlFor="settings-email-password">Password</Form.Label>
            <PasswordInput
              id="settings-email-password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...register('password')}
            />
          </Form.Group>
          <FormButtons submitLabel="Send code" loading={isStarting} onCancel={close} />
        </Form>
      )}
    </EditModal>
  );
}
