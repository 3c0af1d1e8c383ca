// /login, "Welcome back" (docs/product/accounts.md). Its client rules (the shared login schema
// carries the exact texts); server errors as one top-center toast with a fixed id. An account
// that has not confirmed its email is told so, with "Request again" to get a new code. With
// two-step sign-in on, a right password leads to the code step (the authenticator's 6 digits).
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link, Navigate, useNavigate } from 'react-router';
import { loginBody, verifyTotpLoginBody, type User } from '#shared/schemas/accounts.js';
import { Button } from '@/components/button';
import { FullPageLoading } from '@/components/full-page-loading';
import { PasswordField } from '@/components/password-input';
import { TotpCodeField } from '@/components/totp-code-field';
import { ApiError } from '@/lib/api-client';
import { notifySuccess, toast } from '@/lib/notify';
import { homePathFor, isServerRenderedPage, paths, withNext } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { fieldErrorsOf } from '@/lib/field-errors';
import { formField, useZodForm } from '@/lib/zod-form';
import { unconfirmedUserID, useLogin, useVerifyTotpLogin } from '../api/login';
import { useResendVerification } from '../api/resend-verification';
import { signupErrorMessage } from '../error-messages';
import { useReturnPath } from '../return-path';
import { signupStorage } from '../signup-storage';
import { AuthCard } from '../components/auth-card';

/** The one login toast: a new message replaces the shown one. */
export const LOGIN_TOAST_ID = 'login-error';

export function showLoginError(message: string) {
  if (toast.isActive(LOGIN_TOAST_ID)) toast.update(LOGIN_TOAST_ID, { render: message, type: 'error' });
  else toast.error(message, { toastId: LOGIN_TOAST_ID, position: 'top-center' });
}

/** A page the server renders (a company's, after its Follow), loaded afresh in place of the login page. */
function LoadPage({ path }: { path: string }) {
  useEffect(() => window.location.replace(path), [path]);
  return <FullPageLoading />;
}

export function LoginRoute() {
  const { user, isLoggedIn, mutate } = useSession();
  const navigate = useNavigate();
  // Back to an invitation link after logging in to accept it, or to where an email's link or a job's Apply led.
  const next = useReturnPath();
  const { trigger: login, isMutating } = useLogin();
  const { trigger: resend, isMutating: isResending } = useResendVerification();
  const [unconfirmed, setUnconfirmed] = useState<{ userID: string; msg: string } | null>(null);
  const form = useZodForm(loginBody, { email: '', password: '' });
  const { errors } = form.formState;

  const [codeStep, setCodeStep] = useState(false);

  if (isLoggedIn && user) {
    const to = next ?? homePathFor(user.role);
    return isServerRenderedPage(to) ? <LoadPage path={to} /> : <Navigate to={to} replace />;
  }

  const enter = async (signedIn: User) => {
    toast.dismiss(LOGIN_TOAST_ID);
    await mutate(signedIn, { revalidate: false });
    const to = next ?? homePathFor(signedIn.role);
    if (isServerRenderedPage(to)) window.location.replace(to);
    else await navigate(to, { replace: true });
  };

  if (codeStep) return <TotpLoginStep onSignedIn={enter} onStartOver={() => setCodeStep(false)} />;

  const onSubmit = form.handleSubmit(async (values) => {
    setUnconfirmed(null);
    try {
      const signedIn = await login(values);
      if (signedIn) await enter(signedIn);
      else {
        toast.dismiss(LOGIN_TOAST_ID);
        setCodeStep(true);
      }
    } catch (error) {
      const userID = unconfirmedUserID(error);
      if (userID && error instanceof ApiError) setUnconfirmed({ userID, msg: error.msg });
      showLoginError(error instanceof ApiError ? error.msg : String(error));
    }
  });

  const requestAgain = async () => {
    if (!unconfirmed) return;
    try {
      await resend(unconfirmed.userID);
      signupStorage.saveUserID(unconfirmed.userID);
      notifySuccess('OTP sent successfully');
      await navigate(withNext(paths.confirmEmail, next));
    } catch (error) {
      showLoginError(signupErrorMessage(error, 'resend'));
    }
  };

  return (
    <AuthCard id="login" title="Welcome back" documentTitle="Log in" subtitle="Log in to your account.">
      <Form noValidate onSubmit={onSubmit}>
        <Form.Group className="mb-3" controlId="login-email">
          <Form.Label>Email address</Form.Label>
          <Form.Control
            type="email"
            autoComplete="email"
            isInvalid={Boolean(errors.email)}
            aria-describedby={errors.email ? 'login-email-error' : undefined}
            {...form.register('email')}
          />
          <Form.Control.Feedback type="invalid" id="login-email-error">
            {errors.email?.message}
          </Form.Control.Feedback>
        </Form.Group>
        <PasswordField
          id="login-password"
          className="mb-2"
          autoComplete="current-password"
          {...formField(form, 'password')}
        />
        <p className="text-end mb-4">
          <Link to={paths.forgotPassword}>Forgot password?</Link>
        </p>
        {unconfirmed ? (
          <Alert variant="warning" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
            <span>{unconfirmed.msg}</span>
            <Button size="sm" color="outline" loading={isResending} onClick={() => void requestAgain()}>
              Request again
            </Button>
          </Alert>
        ) : null}
        <Button type="submit" size="lg" block loading={isMutating}>
          Log In
        </Button>
      </Form>
      <p className="auth-footer-link">
        Don&apos;t have an account? <Link to={withNext(paths.signup, next)}>Sign up</Link>
      </p>
    </AuthCard>
  );
}

/** The second step of a two-step sign-in: the code the authenticator app shows now. */
function TotpLoginStep({
  onSignedIn,
  onStartOver,
}: {
  onSignedIn: (user: User) => Promise<void>;
  onStartOver: () => void;
}) {
  const { trigger: verify, isMutating } = useVerifyTotpLogin();
  const form = useZodForm(verifyTotpLoginBody, { code: '' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSignedIn(await verify(verifyTotpLoginBody.parse(values)));
    } catch (error) {
      const message = fieldErrorsOf(error).code;
      if (message) form.setError('code', { type: 'server', message }, { shouldFocus: true });
      else showLoginError(error instanceof ApiError ? error.msg : String(error));
      // The 5-minute step is over (or Cognito ended it): back to the password.
      if (error instanceof ApiError && error.status === 401) onStartOver();
    }
  });

  return (
    <AuthCard
      id="login-code"
      title="Two-step sign-in"
      documentTitle="Log in"
      subtitle="Enter the 6-digit code from your authenticator app."
    >
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        <TotpCodeField id="login-code" label="Code" className="mb-4" autoFocus {...formField(form, 'code')} />
        <Button type="submit" size="lg" block loading={isMutating}>
          Verify
        </Button>
      </Form>
      <p className="auth-footer-link">
        <Button color="link" className="p-0" onClick={onStartOver}>
          Back to email and password
        </Button>
      </p>
    </AuthCard>
  );
}
