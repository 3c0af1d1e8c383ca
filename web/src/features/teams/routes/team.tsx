// /dashboard/team: the company's members and pending invitations (docs/product/teams.md). The
// Owner invites, resends, revokes, removes and hands over the role; a Member may leave.
import { useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { TitledSection } from '@/components/titled-section';
import { pageTitle } from '@/config';
import { formatDate } from '@/lib/job-display';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useTeam, type Team } from '../api/get-team';
import { leaveCompany } from '../api/leave-company';
import { makeOwner } from '../api/make-owner';
import { removeMember } from '../api/remove-member';
import { resendInvitation } from '../api/resend-invitation';
import { revokeInvitation } from '../api/revoke-invitation';
import { InviteForm } from '../components/invite-form';
import '../components/teams.css';

type Member = Team['members'][number];
type Invitation = Team['invitations'][number];

/** A change that asks first: which, and about whom. */
type Pending =
  { kind: 'remove' | 'owner'; member: Member } | { kind: 'revoke'; invitation: Invitation } | { kind: 'leave' };

const ROLE_LABEL = { owner: 'Owner', member: 'Member' } as const;

export function TeamRoute() {
  const { data: team, error, isLoading, mutate } = useTeam();
  const { user, mutate: refreshUser } = useSession();
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const show = (next?: Team) => (next ? mutate(next, { revalidate: false }) : mutate());

  /** Runs one change; answers whether it was made. */
  const run = async (key: string, action: () => Promise<Team | string>, done: string): Promise<boolean> => {
    setBusy(key);
    try {
      const answer = await action();
      if (typeof answer !== 'string') await show(answer);
      notifySuccess(done);
      setPending(null);
      return true;
    } catch (failure) {
      notifyFailure(failure);
      await show().catch(() => undefined);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const confirm = async () => {
    if (!pending) return;
    if (pending.kind === 'leave') {
      if (!(await run('leave', leaveCompany, 'You have left the company.'))) return;
      await refreshUser();
      await navigate(paths.settings, { replace: true });
      return;
    }
    if (pending.kind === 'revoke') {
      const { email } = pending.invitation;
      await run(`revoke:${email}`, () => revokeInvitation(email), `Invitation to ${email} revoked`);
      return;
    }
    const { member } = pending;
    const name = `${member.firstName} ${member.lastName}`;
    if (pending.kind === 'remove')
      await run(`remove:${member.userID}`, () => removeMember(member.userID), `${name} was removed from the team`);
    else await run(`owner:${member.userID}`, () => makeOwner(member.userID), `${name} is now the Owner`);
  };

  const header = (
    <PageHeader
      title="Team"
      subtitle={team ? `The people who hire with you at ${team.company.companyName}.` : 'The people who hire with you.'}
      breadcrumbs={[{ label: 'Team' }]}
    />
  );

  if (!team) {
    return (
      <>
        <title>{pageTitle('Team')}</title>
        {header}
        {isLoading ? (
          <div className="text-center py-5" role="status">
            <Spinner animation="border" variant="primary" aria-hidden="true" />
            <span className="visually-hidden">Loading your team</span>
          </div>
        ) : (
          <section className="app-card text-center py-5">
            <p className="fw-medium">{error?.msg ?? 'We could not load your team.'}</p>
            <Button onClick={() => void mutate()}>Try again</Button>
          </section>
        )}
      </>
    );
  }

  const isOwner = team.myRole === 'owner';
  const now = Date.now();

  return (
    <>
      <title>{pageTitle('Team')}</title>
      {header}
      <div className="d-grid gap-4">
        {isOwner ? <InviteForm onChange={show} /> : null}

        <TitledSection
          titleId="members-title"
          title={
            <>
              Members <span className="jobs-tab-count">{team.members.length}</span>
            </>
          }
          titleClassName="h5 mb-2"
        >
          <ul className="team-list">
            {team.members.map((member) => {
              const name = `${member.firstName} ${member.lastName}`;
              const isMe = member.userID === user?.userID;
              return (
                <li key={member.userID}>
                  <div className="flex-grow-1 min-w-0">
                    <p className="fw-medium mb-0">
                      {name}
                      {isMe ? <span className="text-body-secondary fw-normal"> (you)</span> : null}
                    </p>
                    <p className="small text-body-secondary mb-0 text-break">
                      {member.email} · Joined {formatDate(member.joinedAt)}
                    </p>
                  </div>
                  <span className={`badge ${member.role === 'owner' ? 'text-bg-primary' : 'text-bg-light'}`}>
                    {ROLE_LABEL[member.role]}
                  </span>
                  {isOwner && !isMe ? (
                    <div className="d-flex flex-wrap gap-2">
                      <Button
                        color="outline"
                        size="sm"
                        aria-label={`Make ${name} Owner`}
                        onClick={() => setPending({ kind: 'owner', member })}
                      >
                        Make Owner
                      </Button>
                      <Button
                        color="error"
                        size="sm"
                        aria-label={`Remove ${name}`}
                        onClick={() => setPending({ kind: 'remove', member })}
                      >
                        Remove
                      </Button>
                    </div>
                  ) : null}
                  {!isOwner && isMe ? (
                    <Button color="outline" size="sm" onClick={() => setPending({ kind: 'leave' })}>
                      Leave company
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </TitledSection>

        <TitledSection
          titleId="invitations-title"
          title={
            <>
              Pending invitations <span className="jobs-tab-count">{team.invitations.length}</span>
            </>
          }
          titleClassName="h5 mb-2"
        >
          {team.invitations.length === 0 ? (
            <p className="text-body-secondary mb-0 py-2">
              {isOwner
                ? 'No pending invitations. Invite a teammate above.'
                : 'No pending invitations. The Owner invites new teammates.'}
            </p>
          ) : (
            <ul className="team-list">
              {team.invitations.map((invitation) => {
                const expired = Date.parse(invitation.expiresAt) <= now;
                return (
                  <li key={invitation.email}>
                    <div className="flex-grow-1 min-w-0">
                      <p className="fw-medium mb-0 text-break">{invitation.email}</p>
                      <p className="small text-body-secondary mb-0">
                        Sent {formatDate(invitation.sentAt)} ·{' '}
                        {expired ? (
                          <span className="text-danger">Expired</span>
                        ) : (
                          `Expires ${formatDate(invitation.expiresAt)}`
                        )}
                      </p>
                    </div>
                    {isOwner ? (
                      <div className="d-flex flex-wrap gap-2">
                        <Button
                          color="outline"
                          size="sm"
                          loading={busy === `resend:${invitation.email}`}
                          aria-label={`Resend the invitation to ${invitation.email}`}
                          onClick={() =>
                            void run(
                              `resend:${invitation.email}`,
                              () => resendInvitation(invitation.email),
                              `Invitation sent again to ${invitation.email}`,
                            )
                          }
                        >
                          Resend
                        </Button>
                        <Button
                          color="error"
                          size="sm"
                          aria-label={`Revoke the invitation to ${invitation.email}`}
                          onClick={() => setPending({ kind: 'revoke', invitation })}
                        >
                          Revoke
                        </Button>
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </TitledSection>
      </div>

      <ConfirmDialog
        show={pending !== null}
        title={pending ? CONFIRM_WORDS[pending.kind].title : ''}
        confirmLabel={CONFIRM_WORDS[pending?.kind ?? 'leave'].label}
        confirmColor={pending?.kind === 'owner' ? 'primary' : 'error'}
        busy={busy !== null}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {confirmText(pending, team.company.companyName)}
      </ConfirmDialog>
    </>
  );
}

/** Each question's title and the word of its confirm button. */
const CONFIRM_WORDS: Record<Pending['kind'], { title: string; label: string }> = {
  remove: { title: 'Remove this member?', label: 'Remove' },
  owner: { title: 'Make this member Owner?', label: 'Make Owner' },
  revoke: { title: 'Revoke this invitation?', label: 'Revoke' },
  leave: { title: 'Leave the company?', label: 'Leave' },
};

function confirmText(pending: Pending | null, company: string): string {
  if (!pending) return '';
  if (pending.kind === 'leave')
    return `You will no longer see ${company}’s jobs and applicants. To come back, the Owner must invite you again.`;
  if (pending.kind === 'revoke') return `The link sent to ${pending.invitation.email} will stop working.`;
  const name = `${pending.member.firstName} ${pending.member.lastName}`;
  return pending.kind === 'remove'
    ? `${name} will lose access to ${company}’s jobs and applicants at once, including on devices where they are signed in.`
    : `${name} will be able to invite and remove members. You will become a Member.`;
}
