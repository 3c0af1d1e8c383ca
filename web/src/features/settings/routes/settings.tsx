// /dashboard/settings (docs/product/accounts.md, Settings): breadcrumb Home > Settings; account details
// (Name, Email, Password, each with Edit) and the avatar box with Upload photo.
import { useState } from 'react';
import type { User } from '#shared/schemas/accounts.js';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { pageTitle } from '@/config';
import { useSession } from '@/lib/session';
import { EmailModal } from '../components/email-modal';
import { NameModal } from '../components/name-modal';
import { PasswordModal } from '../components/password-modal';
import { PhotoBox } from '../components/photo-box';
import '../components/settings.css';

type Editing = 'name' | 'email' | 'password' | null;

export function SettingsRoute() {
  const { user, mutate } = useSession();
  const [editing, setEditing] = useState<Editing>(null);
  if (!user) return null;

  // Some answers carry no photo link (update-candidate-profile): keep the one we have.
  const saveUser = async (updated: User) => {
    await mutate({ ...user, ...updated, photoUrl: updated.photoUrl ?? user.photoUrl }, { revalidate: false });
  };
  const close = () => setEditing(null);

  const rows: { key: Exclude<Editing, null>; label: string; value: string }[] = [
    { key: 'name', label: 'Name', value: `${user.firstName} ${user.lastName}` },
    { key: 'email', label: 'Email', value: user.email },
    { key: 'password', label: 'Password', value: '••••••••' },
  ];

  return (
    <div className="settings-page">
      <title>{pageTitle('Settings')}</title>
      <PageHeader title="Settings" breadcrumbs={[{ label: 'Settings' }]} className="mb-4" />
      <div className="row g-4">
        <div className="col-lg-8">
          <section className="settings-card" aria-labelledby="account-details-title">
            <h2 id="account-details-title" className="h5 mb-3">
              Account details
            </h2>
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
          </section>
        </div>
        <div className="col-lg-4">
          <PhotoBox user={user} onSaved={saveUser} />
        </div>
      </div>
      <NameModal user={user} show={editing === 'name'} onClose={close} onSaved={saveUser} />
      <EmailModal show={editing === 'email'} onClose={close} onSaved={saveUser} />
      <PasswordModal email={user.email} show={editing === 'password'} onClose={close} />
    </div>
  );
}
