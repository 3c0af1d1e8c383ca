// /dashboard/settings (docs/product/accounts.md, Settings): breadcrumb Home > Settings; account details
// (Name, Email, Password, each with Edit), the avatar box with Upload photo, and Privacy
// (docs/product/privacy.md: Download my data, Delete account), Two-step sign-in (TOTP), and
// Emails ("Email me about new messages", docs/product/messages.md).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '#shared/schemas/accounts.js';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { TitledSection } from '@/components/titled-section';
import { pageTitle } from '@/config';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { DeleteAccountModal, type CompanyTeamReader } from '../components/delete-account-modal';
import { EmailModal } from '../components/email-modal';
import { EmailSection } from '../components/email-section';
import { NameModal } from '../components/name-modal';
import { PasswordModal } from '../components/password-modal';
import { PhotoBox } from '../components/photo-box';
import { PrivacySection } from '../components/privacy-section';
import { TotpOffModal } from '../components/totp-off-modal';
import { TotpOnModal } from '../components/totp-on-modal';
import { TwoStepSection } from '../components/two-step-section';
import '../components/settings.css';

type Editing = 'name' | 'email' | 'password' | 'delete' | 'totp-on' | 'totp-off' | null;

/** What the app composes in from other features (app/routes/settings.tsx). */
export interface SettingsRouteProps {
  /** The employer's company team (the teams feature's): the delete dialog says what happens to the company. */
  CompanyTeam: CompanyTeamReader;
  /** Forgets the ended session in this browser (the auth feature's), after the account is deleted. */
  forgetSession: () => void;
}

export function SettingsRoute({ CompanyTeam, forgetSession }: SettingsRouteProps) {
  const { user, mutate } = useSession();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Editing>(null);
  if (!user) return null;

  // Some answers carry no photo link (update-candidate-profile): keep the one we have.
  const saveUser = async (updated: User) => {
    await mutate({ ...user, ...updated, photoUrl: updated.photoUrl ?? user.photoUrl }, { revalidate: false });
  };
  // An answer without totpEnabled means off: name the key so the merge above drops the old flag.
  const saveTotp = (updated: User) => saveUser({ ...updated, totpEnabled: updated.totpEnabled });
  const close = () => setEditing(null);

  // The server has deleted the account and cleared the cookies: leave the dashboard, then clear
  // the user (the other way round, the dashboard's guard would send us to / first), as logout does.
  const onDeleted = async () => {
    forgetSession();
    await navigate(paths.home, { replace: true });
    await mutate(null, { revalidate: false });
  };

  const rows: { key: 'name' | 'email' | 'password'; label: string; value: string }[] = [
    { key: 'name', label: 'Name', value: `${user.firstName} ${user.lastName}` },
    { key: 'email', label: 'Email', value: user.email },
    { key: 'password', label: 'Password', value: '••••••••' },
  ];

  return (
    <div className="settings-page">
      <title>{pageTitle('Settings')}</title>
      <PageHeader title="Settings" breadcrumbs={[{ label: 'Settings' }]} className="mb-4" />
      <div className="settings-grid">
        <div className="settings-grid-details">
          <TitledSection
            titleId="account-details-title"
            title="Account details"
            titleClassName="h5 mb-3"
            className="settings-card"
          >
            <dl className="settings-list mb-0">
              {rows.map((row) => (
                <div key={row.key} className="settings-row">
                  <dt>{row.label}</dt>
                  <dd className="text-break">
                    {row.key === 'password' ? (
                      <>
                        <span aria-hidden="true">{row.value}</span>
                        <span className="visually-hidden">Hidden</span>
                      </>
                    ) : (
                      row.value
                    )}
                  </dd>
                  <dd className="settings-row-action">
                    <Button
                      size="sm"
                      color="outline"
                      onClick={() => setEditing(row.key)}
                      aria-label={`Edit ${row.label.toLowerCase()}`}
                    >
                      Edit
                    </Button>
                  </dd>
                </div>
              ))}
            </dl>
          </TitledSection>
          <TwoStepSection user={user} onTurnOn={() => setEditing('totp-on')} onTurnOff={() => setEditing('totp-off')} />
          <EmailSection user={user} onSaved={saveUser} />
        </div>
        <div className="settings-grid-photo">
          <PhotoBox user={user} onSaved={saveUser} />
        </div>
        <div className="settings-grid-privacy">
          <PrivacySection user={user} onDelete={() => setEditing('delete')} />
        </div>
      </div>
      <NameModal user={user} show={editing === 'name'} onClose={close} onSaved={saveUser} />
      <EmailModal show={editing === 'email'} onClose={close} onSaved={saveUser} />
      <PasswordModal email={user.email} show={editing === 'password'} onClose={close} />
      <TotpOnModal show={editing === 'totp-on'} onClose={close} onSaved={saveTotp} />
      <TotpOffModal show={editing === 'totp-off'} onClose={close} onSaved={saveTotp} />
      <DeleteAccountModal
        user={user}
        show={editing === 'delete'}
        onClose={close}
        onDeleted={onDeleted}
        CompanyTeam={CompanyTeam}
      />
    </div>
  );
}
