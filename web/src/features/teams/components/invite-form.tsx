// "Invite teammate": one email address; the server sends the invitation and answers the team.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { invitationEmailBody } from '#shared/schemas/teams.js';
import { Button } from '@/components/button';
import { TitledSection } from '@/components/titled-section';
import { ApiError } from '@/lib/api-client';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { inviteTeammate } from '../api/invite-teammate';
import type { Team } from '../api/get-team';

type InviteFields = z.input<typeof invitationEmailBody>;

/** `onChange(team)` shows the team the server answered; `onChange()` asks for it again. */
export function InviteForm({ onChange }: { onChange: (team?: Team) => Promise<unknown> }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InviteFields>({ resolver: zodResolver(invitationEmailBody), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await onChange(await inviteTeammate(email));
      reset();
      notifySuccess(`Invitation sent to ${email.trim().toLowerCase()}`);
    } catch (error) {
      // A refusal about this address belongs under the field; the rest is a toast.
      if (error instanceof ApiError && error.status === 409) setError('email', { message: error.msg });
      else notifyFailure(error);
      // The invitation may stand even when its email failed (503): show the list as it is.
      await onChange().catch(() => undefined);
    }
  });

  return (
    <TitledSection titleId="invite-title" title="Invite teammate" titleClassName="h5 mb-1">
      <p className="text-body-secondary small">
        They get an email with a link to join your company. It works once, for 7 days.
      </p>
      <form className="invite-form" noValidate onSubmit={onSubmit}>
        <div className="invite-email">
          <label htmlFor="invite-email" className="visually-hidden">
            Email address
          </label>
          <input
            id="invite-email"
            type="email"
            autoComplete="off"
            placeholder="name@company.com"
            className={`form-control${errors.email ? ' is-invalid' : ''}`}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'invite-email-error' : undefined}
            {...register('email')}
          />
          {errors.email ? (
            <div className="invalid-feedback" id="invite-email-error">
              {errors.email.message}
            </div>
          ) : null}
        </div>
        <Button type="submit" loading={isSubmitting}>
          Send invitation
        </Button>
      </form>
    </TitledSection>
  );
}
