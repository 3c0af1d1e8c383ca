// /confirm-email: the 6-character code in six boxes, Verify ("Verifying..."), Request again
// (a new code; the old one stops working). Without a userID it sends the visitor to /signup.
// On success the sign-up data is cleared and the app goes to /login after 2 s.
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, Navigate, useLocation } from 'react-router';
import { Button } from '@/components/button';
import { OtpField, RequestAgainButton, useOtpCode } from '@/components/otp-input';
import { notifySuccess } from '@/lib/notify';
import { paths, withNext } from '@/lib/paths';
import { useSaveAndReturn } from '@/lib/use-save-and-return';
import { useResendVerification } from '../api/resend-verification';
import { useVerifyOtp } from '../api/verify-otp';
import { ErrorDialog } from '../components/error-dialog';
import { SignupCard, type Signup } from '../components/signup-card';
import { signupErrorMessage } from '../error-messages';
import { useReturnPath } from '../return-path';
import { signupStorage } from '../signup-storage';

export function ConfirmEmailRoute() {
  // Read once: a confirmed sign-up clears it, and the page must not then leave for /signup.
  const [userID] = useState(() => signupStorage.userID());
  const next = useReturnPath();
  if (!userID) return <Navigate to={withNext(paths.signup, next)} replace />;
  return <ConfirmEmailForm userID={userID} login={withNext(paths.login, next)} />;
}

/** `login`: the login page, with the return path the sign-up came with. */
function ConfirmEmailForm({ userID, login }: { userID: string; login: string }) {
  const { succeed, done: confirmed } = useSaveAndReturn(login, { replace: true });
  const location = useLocation();
  const notice = (location.state as { msg?: string } | null)?.msg;
  const [signup] = useState<Signup>(() => (signupStorage.candidateData() ? 'candidate' : 'employer'));
  const { trigger: verify, isMutating: isVerifying } = useVerifyOtp();
  const { trigger: resend, isMutating: isResending } = useResendVerification();
  const code = useOtpCode();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const otp = code.take();
    if (!otp) return;
    try {
      const { msg } = await verify({ userID, otp });
      signupStorage.clear();
      succeed(msg);
    } catch (error) {
      setErrorMessage(signupErrorMessage(error, 'verify'));
    }
  };

  const requestAgain = async () => {
    try {
      const { msg } = await resend(userID);
      code.clear();
      notifySuccess(msg);
    } catch (error) {
      setErrorMessage(signupErrorMessage(error, 'resend'));
    }
  };

  return (
    <SignupCard signup={signup} step={2}>
      {notice ? <Alert variant="info">{notice}</Alert> : null}
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        <OtpField code={code} id="confirm-code" disabled={confirmed} autoFocus />
        <Button type="submit" size="lg" block disabled={isVerifying || confirmed} aria-busy={isVerifying || undefined}>
          {isVerifying ? (
            <>
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              Verifying...
            </>
          ) : (
            'Verify'
          )}
        </Button>
      </Form>
      <p className="auth-footer-link">
        Didn&apos;t get the code?{' '}
        <RequestAgainButton onRequest={requestAgain} loading={isResending} disabled={confirmed} />
      </p>
      {confirmed ? (
        <p className="text-center mb-0">
          Going to <Link to={login}>Log in</Link>...
        </p>
      ) : null}
      <ErrorDialog message={errorMessage} onClose={() => setErrorMessage(null)} />
    </SignupCard>
  );
}
