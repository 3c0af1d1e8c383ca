// /join/<token>: an invitation to a company's team (docs/product/teams.md). It shows the
// company; a person without an account sets their name and password and lands on the
// dashboard signed in; a signed-in employer of no company joins with one click; everyone else
// is told why they cannot, and a link that no longer works says why.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useNavigate, useParams } from 'react-router';
import { acceptInvitationForm, INVITATION_MSG } from '#shared/schemas/teams.js';
import type { User } from '#shared/schemas/accounts.js';
import { Button, buttonClass } from '@/components/button';
import { PasswordField } from '@/components/password-input';
import { NameFields } from '@/components/text-field';
import { ApiError } from '@/lib/api-client';
import { showFieldErrors } from '@/lib/field-errors';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { formField, useZodForm } from '@/lib/zod-form';
import { AuthCard } from '../components/auth-card';
import { acceptInvitation } from '../api/accept-invitation';
import { useInvitation, type InvitationView } from '../api/get-invitation';
import { joinCompany } from '../api/join-company';

export function JoinRoute() {
  const { token = '' } = useParams();
  const { data: invitation, error, isLoading, mutate } = useInvitation(token);
  const { user, isLoggedIn } = useSession();

  if (isLoading) {
    return (
      <AuthCard id="join" title="Join your team">
        <div className="text-center py-4" role="status">
          <Spinner animation="border" variant="primary" aria-hidden="true" />
          <span className="visually-hidden">Loading the invitation</span>
        </div>
      </AuthCard>
    );
  }
  if (!invitation) {
    const missing = !error || error.status === 404 || error.status === 400;
    return (
      <AuthCard id="join" title="Invitation not found">
        <Alert variant={missing ? 'warning' : 'danger'}>{missing ? INVITATION_MSG.badLink : error.msg}</Alert>
        {missing ? null : <Button onClick={() => void mutate()}>Try again</Button>}
        <HomeLinks />
      </AuthCard>
    );
  }

  const title = `Join ${invitation.companyName}`;
  if (invitation.state !== 'pending') {
    return (
      <AuthCard id="join" title="This invitation no longer works" documentTitle={title}>
        <p>
          You were invited to join <strong>{invitation.companyName}</strong>.
        </p>
        <Alert variant="warning">{INVITATION_MSG.states[invitation.state]}</Alert>
        <HomeLinks />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      id="join"
      title={title}
      subtitle={
        <>
          You are invited to hire together with the team of <strong>{invitation.companyName}</strong>, as{' '}
          <strong className="text-break">{invitation.email}</strong>.
        </>
      }
    >
      {isLoggedIn && user ? (
        <SignedIn user={user} invitation={invitation} token={token} />
      ) : invitation.blocked ? (
        <>
          <Alert variant="warning">{invitation.blocked}</Alert>
          <HomeLinks />
        </>
      ) : invitation.accountExists ? (
        <>
          <Alert variant="info">
            An account with this email already exists. Log in, and you can join {invitation.companyName} with one click.
          </Alert>
          <Link className={buttonClass('primary', 'lg', 'w-100')} to={`${paths.login}?next=${paths.join(token)}`}>
            Log in to join
          </Link>
        </>
      ) : (
        <NewAccountForm token={token} />
      )}
    </AuthCard>
  );
}

function HomeLinks() {
  return (
    <p className="auth-footer-link">
      <Link to={paths.login}>Log in</Link> · <Link to={paths.home}>Go to the home page</Link>
    </p>
  );
}

/** Someone signed in: an employer of no company with the invited email joins with one click. */
function SignedIn({ user, invitation, token }: { user: User; invitation: InvitationView; token: string }) {
  const { mutate } = useSession();
  const navigate = useNavigate();
  const [joining, setJoining] = useState(false);
  const sameEmail = user.email.toLowerCase() === invitation.email;

  let refusal: string | null = null;
  if (user.role !== 'employer')
    refusal =
      'You are logged in with a candidate account, which cannot join a company. Log out, then open this link again.';
  else if (!sameEmail)
    refusal = `This invitation is for ${invitation.email}, and you are logged in as ${user.email}. Log out, then open this link again.`;
  else if (user.companyID)
    refusal = `You are already a member of ${user.companyName ?? 'a company'}. Leave it before you join another one.`;

  if (refusal) {
    return (
      <>
        <Alert variant="warning">{refusal}</Alert>
        <Link className={buttonClass('outline')} to={paths.dashboard}>
          Go to your dashboard
        </Link>
      </>
    );
  }

  const join = async () => {
    setJoining(true);
    try {
      const joined = await joinCompany(token);
      await mutate(joined, { revalidate: false });
      notifySuccess(`Welcome to ${invitation.companyName}!`);
      await navigate(paths.employerHome, { replace: true });
    } catch (error) {
      notifyFailure(error);
      setJoining(false);
    }
  };
  return (
    <Button size="lg" block loading={joining} onClick={() => void join()}>
      Join {invitation.companyName}
    </Button>
  );
}

/** A person without an account: name and password; the link has confirmed the email. */
function NewAccountForm({ token }: { token: string }) {
  const { mutate } = useSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(acceptInvitationForm, { firstName: '', lastName: '', password: '' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const user = await acceptInvitation({ token, ...values });
      await mutate(user, { revalidate: false });
      notifySuccess(`Welcome to ${user.companyName ?? 'your team'}!`);
      await navigate(paths.employerHome, { replace: true });
    } catch (error) {
      if (showFieldErrors(error, ['firstName', 'lastName', 'password'], form.setError)) return;
      if (error instanceof ApiError) setFailure(error.msg);
      else notifyFailure(error);
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit}>
      {failure ? (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      ) : null}
      <NameFields idPrefix="join" firstName={formField(form, 'firstName')} lastName={formField(form, 'lastName')} />
      <PasswordField id="join-password" className="mb-4" autoComplete="new-password" {...formField(form, 'password')} />
      <Button type="submit" size="lg" block loading={form.formState.isSubmitting}>
        Create account and join
      </Button>
    </Form>
  );
}
