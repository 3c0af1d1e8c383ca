// /forgot-password (docs/product/accounts.md, Forgot password):
// email -> a code by email -> the code and a new password -> /login. The first answer is the
// same whether the email has an account or not.
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { passwordResetRequestBody, signupPassword } from '#shared/schemas/accounts.js';
import { Button } from '@/components/button';
import { OtpField, RequestAgainButton, useOtpCode } from '@/components/otp-input';
import { PasswordField } from '@/components/password-input';
import { EmailField } from '@/components/text-field';
import { fieldErrorsOf } from '@/lib/field-errors';
import { notifyFailure } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { formField, useZodForm } from '@/lib/zod-form';
import { useSaveAndReturn } from '@/lib/use-save-and-return';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';

export function ForgotPasswordRoute() {
  const { trigger: requestReset, isMutating: isRequesting } = useRequestPasswordReset();
  const [sent, setSent] = useState<{ email: string; msg: string } | null>(null);
  const form = useZodForm(passwordResetRequestBody, { email: '' });

  const send = async (email: string) => {
    try {
      const { msg } = await requestReset(email);
      setSent({ email, msg });
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <AuthCard
      id="forgot-password"
      title="Reset your password"
      subtitle={
        sent ? undefined : "Enter your account's email address and we will send you a code to choose a new password."
      }
    >
      {sent ? (
        <NewPasswordForm
          email={sent.email}
          notice={sent.msg}
          onRequestAgain={() => send(sent.email)}
          isRequesting={isRequesting}
        />
      ) : (
        <Form noValidate onSubmit={form.handleSubmit((values) => send(passwordResetRequestBody.parse(values).email))}>
          <EmailField id="reset-email" label="Email address" className="mb-4" {...formField(form, 'email')} />
          <Button type="submit" size="lg" block loading={isRequesting}>
            Reset Password
          </Button>
        </Form>
      )}
      <p className="auth-footer-link">
        Remembered it? <Link to={paths.login}>Log in</Link>
      </p>
    </AuthCard>
  );
}

function NewPasswordForm({
  email,
  notice,
  onRequestAgain,
  isRequesting,
}: {
  email: string;
  notice: string;
  onRequestAgain: () => Promise<void>;
  isRequesting: boolean;
}) {
  const { succeed, done } = useSaveAndReturn(paths.login, { replace: true });
  const { trigger: reset, isMutating } = useResetPassword();
  const code = useOtpCode();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const otp = code.take();
    const checked = signupPassword.safeParse(password);
    setPasswordError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (!otp || !checked.success) return;
    try {
      const { msg } = await reset({ email, otp, newPassword: password });
      succeed(msg);
    } catch (error) {
      const refused = fieldErrorsOf(error).newPassword;
      if (refused) setPasswordError(refused);
      else notifyFailure(error);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Alert variant="info">{notice}</Alert>
      <p className="mb-2">
        Enter the 6-character code sent to <strong>{email}</strong> and your new password.
      </p>
      <OtpField code={code} id="reset-code" disabled={done} autoFocus />
      <PasswordField
        id="reset-new-password"
        label="New password"
        className="mb-4"
        autoComplete="new-password"
        value={password}
        disabled={done}
        error={passwordError}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" size="lg" block loading={isMutating} disabled={done}>
        Set new password
      </Button>
      <p className="text-center mt-3 mb-0">
        Didn&apos;t get the code?{' '}
        <RequestAgainButton onRequest={onRequestAgain} code={code} loading={isRequesting} disabled={done} />
      </p>
    </Form>
  );
}
