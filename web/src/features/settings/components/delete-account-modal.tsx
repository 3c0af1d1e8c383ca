// Settings, deleting the account in two steps (docs/product/privacy.md): what goes, by role,
// and the password; then the code sent to the account's email and "Delete my account". The
// password stays in this dialog's memory for "Request again"; closing forgets it.
import type { ComponentType, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import type { User } from '#shared/schemas/accounts.js';
import { requestAccountDeletionBody } from '#shared/schemas/privacy.js';
import { Button } from '@/components/button';
import { PasswordField } from '@/components/password-input';
import { ApiError } from '@/lib/api-client';
import { formField } from '@/lib/zod-form';
import { useDeleteAccount } from '../api/delete-account';
import { useRequestAccountDeletion, type RequestAccountDeletionInput } from '../api/request-account-deletion';
import { showPasswordFormErrors, useSettingsForm } from './settings-form';
import { TwoStepModal } from './two-step-modal';
import { useTwoStep } from './use-two-step';

/** The employer's company as the delete dialog needs it: whether they are its last member. */
export interface CompanyTeamState {
  team?: { companyName: string; memberCount: number; isOwner: boolean };
  isLoading: boolean;
  error?: ApiError;
  retry: () => void;
}

/**
 * Reads the caller's company team and hands it to its children. The app composes it from the
 * teams feature (features do not import each other); it mounts only while an employer's
 * dialog shows step 1, so nobody else asks for the team.
 */
export type CompanyTeamReader = ComponentType<{ children: (state: CompanyTeamState) => ReactNode }>;

const PASSWORD_ID = 'delete-account-password';

export function DeleteAccountModal({
  user,
  show,
  onClose,
  onDeleted,
  CompanyTeam,
}: {
  user: User;
  show: boolean;
  onClose: () => void;
  /** Runs once the account is gone: forget the session, leave the dashboard. */
  onDeleted: () => Promise<void>;
  CompanyTeam: CompanyTeamReader;
}) {
  const { trigger: start, isMutating: isStarting } = useRequestAccountDeletion();
  const { trigger: remove, isMutating: isDeleting } = useDeleteAccount();
  const passwordForm = useSettingsForm(requestAccountDeletionBody, { defaultValues: { password: '' } });
  const flow = useTwoStep<RequestAccountDeletionInput>({
    start,
    resetForm: passwordForm.reset,
    onClose,
    // A wrong password is a 400 about the form's one field: say it under the field.
    showOnForm: (error) => showPasswordFormErrors(error, ['password'], passwordForm.setError),
  });

  // The server's msg is the toast: it says whether anything is left to finish within the hour.
  const onVerify = async (otp: string) => {
    if (await flow.finish(async () => (await remove({ otp })).msg)) await onDeleted();
  };

  const form = (blocked: boolean) => (
    <Form
      noValidate
      onSubmit={passwordForm.handleSubmit((values) => flow.send(requestAccountDeletionBody.parse(values)))}
    >
      <p className="fw-semibold text-danger-emphasis">This cannot be undone.</p>
      <PasswordField
        id={PASSWORD_ID}
        autoComplete="current-password"
        hint="We then email you a code to confirm it is you."
        {...formField(passwordForm, 'password')}
      />
      <div className="d-flex justify-content-end gap-2 mt-4">
        <Button color="secondary" onClick={flow.close}>
          Cancel
        </Button>
        <Button type="submit" loading={isStarting} disabled={blocked}>
          Send code
        </Button>
      </div>
    </Form>
  );

  const step1 =
    user.role === 'employer' && user.companyID ? (
      <CompanyTeam>
        {(state) => (
          <>
            <EmployerLoss user={user} state={state} />
            {form(state.isLoading)}
          </>
        )}
      </CompanyTeam>
    ) : (
      <>
        {user.role === 'candidate' ? <CandidateLoss /> : <EmployerLoss user={user} />}
        {form(false)}
      </>
    );

  return (
    <TwoStepModal
      title="Delete account"
      show={show}
      flow={flow}
      isStarting={isStarting}
      code={{
        sentTo: user.email,
        onVerify,
        isVerifying: isDeleting,
        submitLabel: 'Delete my account',
        submitColor: 'error',
        children: (
          <p className="fw-semibold text-danger-emphasis">Your account is deleted as soon as the code is accepted.</p>
        ),
      }}
    >
      {step1}
    </TwoStepModal>
  );
}

function CandidateLoss() {
  return (
    <>
      <p>Deleting your account removes:</p>
      <ul>
        <li>your profile, bio, resume and photo;</li>
        <li>
          your applications: they are withdrawn, and employers see &ldquo;Deleted candidate&rdquo; with no contact
          details;
        </li>
        <li>your job alerts and notifications;</li>
        <li>your messages: employers see &ldquo;Message removed&rdquo; in their place.</li>
      </ul>
    </>
  );
}

/** What goes with an employer's account; `state` is their company's team (absent: they have none). */
function EmployerLoss({ user, state }: { user: User; state?: CompanyTeamState }) {
  let company: ReactNode = null;
  if (state?.isLoading) {
    company = (
      <div className="d-flex align-items-center gap-2 mb-3" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        Checking your company&hellip;
      </div>
    );
  } else if (state?.team && state.team.memberCount <= 1) {
    company = (
      <p className="mb-3">
        You are the last member of <strong>{state.team.companyName}</strong>, so it goes too: the company and all its
        jobs are closed and deleted, and their applicants are told.
      </p>
    );
  } else if (state?.team) {
    company = (
      <p className="mb-3">
        Your jobs stay with <strong>{state.team.companyName}</strong>: the company keeps them.
        {state.team.isOwner ? ' Another member becomes its Owner.' : null}
      </p>
    );
  } else if (state) {
    // The team could not be read: say both cases rather than guess.
    company = (
      <p className="mb-3">
        If you are the last member of {user.companyName ?? 'your company'}, the company and all its jobs are closed and
        deleted, and their applicants are told; otherwise the company keeps your jobs.{' '}
        <Button color="link" className="p-0 align-baseline" onClick={state.retry}>
          Check again
        </Button>
      </p>
    );
  }
  return (
    <>
      <p>
        Deleting your account removes your profile, photo and notifications, and empties your messages (applicants see
        &ldquo;Message removed&rdquo;).
      </p>
      {company}
    </>
  );
}
