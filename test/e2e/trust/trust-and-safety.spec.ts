// Trust and safety in a real browser (docs/product/trust-and-safety.md): a candidate reports a
// job from its page, an operator finds it in the console's review queue and removes it with a
// note, the audit log keeps the action, and the candidate then finds the job's page saying it
// was removed; a member verifies the company's domain with the emailed code, and the Verified
// mark shows on the company's job page.
import { randomUUID } from 'node:crypto';
import { latestCode } from '../../../local/mailbox.js';
import { addJob } from '../../support/jobs.js';
import { useStackTable } from '../../../tools/test-users.js';
import { enterCode, expect, expectNoAxeViolations, signInAs, test } from '../support/fixtures.js';

test('a candidate reports a job, an operator removes it from the console, and the candidate sees it gone', async ({
  browser,
  stack,
}) => {
  const tag = randomUUID().slice(0, 8);
  const jobTitle = `Courier${tag} Remote Assistant`;

  const employerContext = await browser.newContext();
  const employer = await signInAs(employerContext, stack, 'employer', { companyName: `Parcel ${tag} Ltd` });
  const job = await addJob(employer.client, { jobTitle, aboutRole: 'Answer customers’ questions by email.' });
  await employerContext.close();

  // The candidate reports it from its page.
  const candidateContext = await browser.newContext();
  await signInAs(candidateContext, stack, 'candidate', { jobTitle: 'Assistant', jobType: 'full-time' });
  const candidatePage = await candidateContext.newPage();
  await candidatePage.goto(`/jobs/${job._id}`);
  await expect(candidatePage.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
  await candidatePage.getByRole('button', { name: `Report ${jobTitle}` }).click();
  const reportDialog = candidatePage.getByRole('dialog');
  await expect(reportDialog).toBeVisible();
  await reportDialog.getByRole('button', { name: 'Send' }).click();
  await expect(reportDialog.getByText('Choose a reason')).toBeVisible();
  await reportDialog.getByRole('radio', { name: 'Asks for payment' }).check();
  await reportDialog.getByLabel(/Details/).fill('They asked me for a $90 onboarding fee by email.');
  await reportDialog.getByRole('button', { name: 'Send' }).click();
  await expect(candidatePage.getByText('Thanks, we will review this')).toBeVisible();
  await expect(reportDialog).toBeHidden();

  // The operator finds it in the queue and removes it with a note.
  const operatorContext = await browser.newContext();
  const operator = await signInAs(operatorContext, stack, 'employer', { companyName: `Ops ${tag}` });
  useStackTable(stack);
  const { markOperator } = await import('#functions/accounts/index.js');
  expect(await markOperator(operator.email, true)).toBe(true);
  const opsPage = await operatorContext.newPage();
  await opsPage.goto('/dashboard');
  await opsPage.getByRole('button', { name: /^Account menu for/ }).click();
  await opsPage.getByRole('link', { name: 'Operations' }).click();
  await expect(opsPage).toHaveURL('/ops/queue');
  const item = opsPage.getByRole('listitem').filter({ hasText: jobTitle });
  await expect(item).toBeVisible();
  await expect(item.getByText('They asked me for a $90 onboarding fee by email.')).toBeVisible();
  await expectNoAxeViolations(opsPage);
  await item.getByRole('button', { name: 'Remove job' }).click();
  const moderation = opsPage.getByRole('dialog');
  await moderation.getByRole('button', { name: 'Remove job' }).click();
  await expect(moderation.getByText('Write a note: it is kept with the action in the audit log')).toBeVisible();
  await moderation.getByLabel('Note').fill('Training-fee scam: removed.');
  await moderation.getByRole('button', { name: 'Remove job' }).click();
  await expect(opsPage.getByText('Removed: the job’s page now says it was removed.')).toBeVisible();
  await expect(opsPage.getByRole('listitem').filter({ hasText: jobTitle })).toHaveCount(0);
  await opsPage.getByRole('link', { name: 'Audit log' }).click();
  await expect(opsPage.getByText('Training-fee scam: removed.')).toBeVisible();
  await operatorContext.close();

  // The candidate finds it gone.
  await candidatePage.reload();
  await expect(candidatePage.getByRole('heading', { level: 1, name: 'This job was removed' })).toBeVisible();
  await expect(candidatePage.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await candidateContext.close();
});

test('a member verifies the company’s domain and the Verified mark shows on its job page', async ({
  browser,
  stack,
}) => {
  const tag = randomUUID().slice(0, 8);
  const domain = `lighthouse-${tag}.example.org`;
  const context = await browser.newContext();
  const member = await signInAs(context, stack, 'employer', { companyName: `Lighthouse ${tag}` });
  const job = await addJob(member.client, { jobTitle: `Keeper${tag} Engineer` });
  const page = await context.newPage();

  await page.goto(`/jobs/${job._id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Keeper${tag} Engineer` })).toBeVisible();
  await expect(page.getByTitle(`Verified: owns ${domain}`)).toHaveCount(0);

  await page.goto('/dashboard/company-bio');
  const verification = page.getByRole('region', { name: 'Verification' });
  await verification.getByLabel('Website').fill(`https://www.${domain}`);
  await verification.getByLabel('Work email').fill(`jo@${domain}`);
  await verification.getByRole('button', { name: 'Send code' }).click();
  await enterCode(page, await latestCode(stack.mailboxUrl, `jo@${domain}`, 'Verify your company'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.locator('#main-content').getByText(`Your company is verified as ${domain}.`)).toBeVisible();

  // Its jobs take the mark in the background (the company work queue).
  await expect(async () => {
    await page.goto(`/jobs/${job._id}`);
    await expect(page.getByTitle(`Verified: owns ${domain}`).first()).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByTitle(`Verified: owns ${domain}`).first()).toContainText('Verified');
  await context.close();
});
