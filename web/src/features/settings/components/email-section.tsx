// The "Emails" card of Settings (docs/product/messages.md): "Email me about new messages", on
// unless turned off; saved as soon as it changes.
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import type { User } from '#shared/schemas/accounts.js';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { updateMessageEmails } from '../api/update-message-emails';
import { TitledSection } from '@/components/titled-section';

export function EmailSection({ user, onSaved }: { user: User; onSaved: (user: User) => Promise<void> }) {
  const [saving, setSaving] = useState(false);
  const on = user.emailOnNewMessage !== false;

  const change = async (next: boolean) => {
    setSaving(true);
    try {
      const answer = await updateMessageEmails(next);
      await onSaved({ ...user, emailOnNewMessage: answer.emailOnNewMessage });
      notifySuccess(answer.msg);
    } catch (failure) {
      notifyFailure(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <TitledSection titleId="emails-title" title="Emails" titleClassName="h5 mb-3" className="settings-card mt-4">
      <Form.Check
        type="switch"
        role="switch"
        id="email-on-new-message"
        label="Email me about new messages"
        checked={on}
        disabled={saving}
        onChange={(event) => void change(event.target.checked)}
      />
      <p className="small text-body-secondary mb-0 mt-1">
        At most one email per conversation every 15 minutes while you have not read it.
      </p>
    </TitledSection>
  );
}
