// PUT /api/update-message-emails: "Email me about new messages" on or off.
import { callApi } from '@/lib/api-client';

export function updateMessageEmails(emailOnNewMessage: boolean) {
  return callApi('updateMessageEmails', { body: { emailOnNewMessage } });
}
