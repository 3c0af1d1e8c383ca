// The "Emails" card of Settings: "Email me about new messages" (docs/product/messages.md) and,
// for candidates, "Email me new jobs at companies I follow" (docs/product/companies.md); each on
// unless turned off, saved as soon as it changes.
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import type { User } from '#shared/schemas/accounts.js';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { updateCompanyNewsEmails } from '../api/update-company-news-emails';
import { updateMessageEmails } from '../api/update-message-emails';
import { TitledSection } from '@/components/titled-section';

type EmailSetting = 'emailOnNewMessage' | 'emailOnCompanyNews';

const SAVE: Record<EmailSetting, (on: boolean) => Promise<{ msg: string } & Partial<Record<EmailSetting, boolean>>>> = {
  emailOnNewMessage: updateMessageEmails,
  emailOnCompanyNews: updateCompanyNewsEmails,
};

export function EmailSection({ user, onSaved }: { user: User; onSaved: (user: User) => Promise<void> }) {
  const [saving, setSaving] = useState<EmailSetting>();

  const change = async (setting: EmailSetting, next: boolean) => {
    setSaving(setting);
    try {
      const answer = await SAVE[setting](next);
      await onSaved({ ...user, [setting]: answer[setting] });
      notifySuccess(answer.msg);
    } catch (failure) {
      notifyFailure(failure);
    } finally {
      setSaving(undefined);
    }
  };

  const emailSwitch = (setting: EmailSetting, id: string, label: string, hint: string) => (
    <div className="mb-3">
      <Form.Check
        type="switch"
        role="switch"
        id={id}
        label={label}
        checked={user[setting] !== false}
        disabled={saving === setting}
        onChange={(event) => void change(setting, event.target.checked)}
      />
      <p className="small text-body-secondary mb-0 mt-1">{hint}</p>
    </div>
  );

  return (
    <TitledSection titleId="emails-title" title="Emails" titleClassName="h5 mb-3" className="settings-card mt-4">
      {emailSwitch(
        'emailOnNewMessage',
        'email-on-new-message',
        'Email me about new messages',
        'At most one email per conversation every 15 minutes while you have not read it.',
      )}
      {user.role === 'candidate' &&
        emailSwitch(
          'emailOnCompanyNews',
          'email-on-company-news',
          'Email me new jobs at companies I follow',
          'At most one email a day, with the jobs they posted.',
        )}
    </TitledSection>
  );
}
