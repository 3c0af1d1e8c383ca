// Job alerts in a real browser: a candidate saves the search of Find jobs as an alert, an
// employer posts a job that matches it, the daily digest runs (`npm run send-alerts` against
// the stack), the email is in the mailbox, and its unsubscribe link works in a browser that is
// not signed in.
import { randomUUID } from 'node:crypto';
import { addJob } from '../../support/jobs.js';
import { createSignedInUser } from '../../../tools/test-users.js';
import { runSendAlerts } from '../../../local/stack-process.js';
import { jobAlertEmails, unsubscribeTokenOf } from '../../../local/mailbox.js';
import { expect, expectNoAxeViolations, signInAs, test } from '../support/fixtures.js';

test('a saved search is emailed as a digest, and its unsubscribe link works without signing in', async ({
  page,
  context,
  stack,
  browser,
}) => {
  const word = `Alert${randomUUID().slice(0, 8)}`;
  const candidate = await signInAs(context, stack, 'candidate', { firstName: 'Grace' });

  await page.goto(`/dashboard/find-jobs?jobTitle=${word}&jobType=full-time`);
  await page.getByRole('button', { name: 'Email me jobs like these' }).click();
  await expect(page.getByText(`we will email you new jobs for "${word.toLowerCase()} · Full-time"`)).toBeVisible();

  const employer = await createSignedInUser(stack, 'employer', { companyName: 'Digest Co' });
  await addJob(employer.client, { jobTitle: `Virtual ${word} Assistant`, jobType: 'full-time' });

  const run = await runSendAlerts(stack);
  expect(run.output).toMatch(/Daily digests: \d+ checked, [1-9]\d* emails? sent\./);
  expect(run.code).toBe(0);
  const [email] = await jobAlertEmails(stack.mailboxUrl, candidate.email, word);
  expect(email?.subject).toBe(`1 new job for "${word.toLowerCase()} · Full-time"`);
  expect(email?.body.text).toContain(`Virtual ${word} Assistant`);
  const token = unsubscribeTokenOf(email!);
  expect(token).toBeDefined();

  const visitor = await browser.newContext({ baseURL: stack.appUrl });
  try {
    const inbox = await visitor.newPage();
    await inbox.goto(`/job-alerts/unsubscribe?token=${token}`);
    await expect(inbox.getByRole('heading', { level: 1, name: 'You will no longer receive this alert' })).toBeVisible();
    await expect(inbox.getByText(`${word.toLowerCase()} · Full-time`)).toBeVisible();
    await expectNoAxeViolations(inbox);
    await inbox.reload();
    await expect(inbox.getByRole('heading', { level: 1, name: 'Nothing to unsubscribe' })).toBeVisible();
    await expect(inbox.getByText('This job alert was already removed')).toBeVisible();
  } finally {
    await visitor.close();
  }

  await page.goto('/dashboard/job-alerts');
  await expect(page.getByRole('heading', { name: 'No job alerts yet' })).toBeVisible();
});
