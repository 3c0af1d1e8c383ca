// Reads the one-time codes and links the app emails, from the local SES mailbox
// (aws-ses-v2-local's GET /store), for integration and browser tests and the smoke test.

export interface StoredEmail {
  messageId: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** Extra headers the sender set (List-Unsubscribe of the job alert digests). */
  headers?: { name: string; value: string }[];
  /** Files sent with it (an interview's .ics), their content base64-encoded. */
  attachments?: { filename?: string; contentType: string; content: string }[];
  /** When the mailbox took it, in epoch seconds. */
  at: number;
}

/** The mailbox's emails, or those it took from second `since` (epoch seconds) on. */
export async function storedEmails(mailboxUrl: string, since?: number): Promise<StoredEmail[]> {
  const response = await fetch(`${mailboxUrl}/store${since === undefined ? '' : `?since=${since}`}`);
  if (!response.ok) throw new Error(`The local mailbox answered ${response.status}`);
  return ((await response.json()) as { emails: StoredEmail[] }).emails;
}

export async function emailsTo(mailboxUrl: string, address: string): Promise<StoredEmail[]> {
  const emails = await storedEmails(mailboxUrl);
  return emails.filter((email) => email.destination.to.some((to) => to.toLowerCase() === address.toLowerCase()));
}

/** The code of the newest code email to `address` whose subject starts with `subject`, waiting a little for it. */
export async function latestCode(mailboxUrl: string, address: string, subject = 'Confirm your email'): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const emails = (await emailsTo(mailboxUrl, address)).filter((email) => email.subject.startsWith(subject));
    const newest = emails.sort((a, b) => a.at - b.at).at(-1);
    const code = newest ? /:\s([A-Z0-9]{6})$/.exec(newest.subject)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No "${subject}" email with a code reached ${address}`);
}

/** How many code emails with this subject reached the address. */
export async function codeEmailCount(mailboxUrl: string, address: string, subject: string): Promise<number> {
  return (await emailsTo(mailboxUrl, address)).filter((email) => email.subject.startsWith(subject)).length;
}

/** The path of the invitation link (`/join/<token>`) in the newest invitation email to `address`, waiting a little for it. */
export async function latestInvitationPath(mailboxUrl: string, address: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const emails = (await emailsTo(mailboxUrl, address)).filter((email) => email.subject.startsWith('Join '));
    const newest = emails.sort((a, b) => a.at - b.at).at(-1);
    const path = newest?.body.text ? /\/join\/[A-Za-z0-9_-]{43}/.exec(newest.body.text)?.[0] : undefined;
    if (path) return path;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No invitation email reached ${address}`);
}

/** The token of the unsubscribe link in a job alert email, `/job-alerts/unsubscribe?token=<token>`. */
export const unsubscribeTokenOf = (email: Pick<StoredEmail, 'body'>): string | undefined =>
  /\/job-alerts\/unsubscribe\?token=([\w.-]+)/.exec(email.body.text ?? '')?.[1];

/** The job alert emails to `address` whose subject holds `word` (in any case), oldest first. */
export async function jobAlertEmails(mailboxUrl: string, address: string, word: string): Promise<StoredEmail[]> {
  return (await emailsTo(mailboxUrl, address))
    .filter((email) => /new jobs? /.test(email.subject) && email.subject.toLowerCase().includes(word.toLowerCase()))
    .sort((a, b) => a.at - b.at);
}
