// /employer/signup, step 1 of the company sign-up. What is typed is kept in local storage for
// step 2, except the password, which stays in memory (signup-storage.ts).
import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link, useLocation, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { employerSignupBody } from '#shared/schemas/accounts.js';
import { Button } from '@/components/button';
import { PasswordField } from '@/components/password-input';
import { paths } from '@/lib/paths';
import { formField, useZodForm } from '@/lib/zod-form';
import { SignupCard } from '../components/signup-card';
import { EmailField, NameFields } from '@/components/text-field';
import { signupStorage } from '../signup-storage';

const stepOne = z.pick(employerSignupBody, { firstName: true, lastName: true, email: true, password: true });

/** Why /company/signup sent the visitor back here: the password was forgotten, or refused (with `msg`). */
export const PASSWORD_NEEDED = 'password-needed';
export const PASSWORD_REFUSED = 'password-refused';

export function EmployerSignupRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const stored = signupStorage.employerData();
  const form = useZodForm(stepOne, {
    firstName: stored?.firstName ?? '',
    lastName: stored?.lastName ?? '',
    email: stored?.email ?? '',
    password: '',
  });
  const { setError } = form;
  const back = location.state as { reason?: string; msg?: string } | null;
  const passwordNeeded = back?.reason === PASSWORD_NEEDED;
  const refusal = back?.reason === PASSWORD_REFUSED ? back.msg : undefined;

  useEffect(() => {
    if (refusal) setError('password', { type: 'server', message: refusal }, { shouldFocus: true });
  }, [refusal, setError]);

  const onSubmit = form.handleSubmit(async (values) => {
    const { password, ...fields } = stepOne.parse(values);
    signupStorage.saveData({ ...stored, role: 'employer', ...fields });
    signupStorage.savePassword(password);
    await navigate(paths.companySignup);
  });

  return (
    <SignupCard signup="employer" step={0}>
      {passwordNeeded ? (
        <Alert variant="info">
          For your security we do not keep your password between pages. Please enter it again to continue.
        </Alert>
      ) : null}
      <Alert variant="light" className="border">
        Joining a company that is already on the platform? Its employees get an email invitation: ask your administrator
        to invite you instead.
      </Alert>
      <Form noValidate onSubmit={onSubmit}>
        <NameFields
          idPrefix="employer"
          firstName={formField(form, 'firstName')}
          lastName={formField(form, 'lastName')}
        />
        <EmailField id="employer-email" label="Company email" {...formField(form, 'email')} />
        <PasswordField
          id="employer-password"
          className="mb-4"
          autoComplete="new-password"
          {...formField(form, 'password')}
        />
        <Button type="submit" size="lg" block>
          Create Account
        </Button>
      </Form>
      <p className="auth-footer-link">
        Already have an account? <Link to={paths.login}>Log in</Link>
      </p>
    </SignupCard>
  );
}
