// A company hires together, in two real browsers: the Owner invites a teammate from the Team
// screen, the teammate joins from the link in the mailbox and posts a job, the Owner sees it
// ("Posted by") and removes the teammate, whose open session is refused from then on; invited
// again, the teammate joins with one click.
import { randomUUID } from 'node:crypto';
import { latestInvitationPath } from '../../../local/mailbox.js';
import { expect, expectNoAxeViolations, signInAs, test } from '../support/fixtures.js';

test.describe.configure({ timeout: 120_000 });

test('invite, join from the email, post a job, the Owner sees it and removes the teammate', async ({
  page,
  context,
  stack,
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  const company = `Crew ${tag}`;
  const teammateEmail = `teammate-${tag}@example.com`;
  await signInAs(context, stack, 'employer', {
    firstName: 'Olive',
    lastName: 'Owner',
    companyName: company,
    country: 'Kenya',
  });

  // The Owner invites from the Team screen.
  await page.goto('/dashboard/home');
  await page.getByRole('navigation').getByRole('link', { name: 'Team' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/team$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const members = page.getByRole('region', { name: /Members/ });
  await expect(members.getByRole('listitem')).toHaveCount(1);
  await expect(members).toContainText('Olive Owner (you)');
  await expect(page.getByText('No pending invitations. Invite a teammate above.')).toBeVisible();
  await expectNoAxeViolations(page);
  const invite = page.getByRole('region', { name: 'Invite teammate' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText('Email is required')).toBeVisible();
  await invite.getByLabel('Email address').fill(teammateEmail);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${teammateEmail}`)).toBeVisible();
  const pending = page.getByRole('region', { name: /Pending invitations/ });
  await expect(pending.getByRole('listitem')).toHaveCount(1);
  await expect(pending).toContainText(teammateEmail);
  await expectNoAxeViolations(page);

  // The teammate opens the link from the mailbox in their own browser and joins.
  const path = await latestInvitationPath(stack.mailboxUrl, teammateEmail);
  const teammateContext = await browser.newContext({ baseURL: stack.appUrl });
  const teammate = await teammateContext.newPage();
  await teammate.goto(path);
  await expect(teammate.getByRole('heading', { level: 1, name: `Join ${company}` })).toBeVisible({ timeout: 15_000 });
  await expect(teammate.getByText(teammateEmail)).toBeVisible();
  await expectNoAxeViolations(teammate);
  await teammate.getByLabel('First name').fill('Tess');
  await teammate.getByLabel('Last name').fill('Mate');
  await teammate.getByLabel('Password', { exact: true }).fill('teammate-password');
  await teammate.getByRole('button', { name: 'Create account and join' }).click();
  await expect(teammate).toHaveURL(/\/dashboard\/home$/, { timeout: 15_000 });
  await expect(teammate.getByRole('heading', { level: 1, name: 'Hello, Tess Mate' })).toBeVisible();

  // The teammate posts a job.
  const title = `Crew${tag} Data Engineer`;
  await teammate.goto('/post-a-job');
  await teammate.getByLabel('Job title').fill(title);
  await teammate.getByLabel('Job type').selectOption('full-time');
  await teammate.getByLabel('Department').selectOption('Engineering');
  await teammate.getByLabel('About the role').fill('Own our pipelines.');
  await teammate.getByLabel('Minimum pay').fill('3000');
  await teammate.getByLabel('Maximum pay').fill('4000');
  await teammate.getByRole('button', { name: 'Add Job' }).click();
  await expect(teammate.getByText('Job added successfully')).toBeVisible();

  // The Owner sees it, with who posted it; the team lists the new member.
  await page.goto('/dashboard/jobs');
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Posted by')).toBeVisible();
  await expect(page.getByText('Tess Mate')).toBeVisible();
  await page.goto('/dashboard/team');
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('No pending invitations. Invite a teammate above.')).toBeVisible();

  // The Owner removes the teammate; the teammate's open session is refused at once.
  await members.getByRole('button', { name: 'Remove Tess Mate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this member?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Tess Mate was removed from the team')).toBeVisible();
  await expect(members.getByRole('listitem')).toHaveCount(1);

  await teammate.goto('/dashboard/jobs');
  await expect(teammate.getByRole('heading', { name: 'You are not a member of a company' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(teammate.getByText(title)).toHaveCount(0);
  const refused = await teammate.request.get('/api/get-jobs?page=1');
  expect(refused.status()).toBe(403);

  // The used link now says so.
  await teammate.goto(path);
  await expect(teammate.getByText('This invitation has already been used. Log in to continue.')).toBeVisible({
    timeout: 15_000,
  });

  // Invited again, the teammate (signed in, of no company now) joins with one click.
  await invite.getByLabel('Email address').fill(teammateEmail);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${teammateEmail}`)).toBeVisible();
  const newPath = await latestInvitationPath(stack.mailboxUrl, teammateEmail);
  expect(newPath).not.toBe(path);
  await teammate.goto(newPath);
  await teammate.getByRole('button', { name: `Join ${company}` }).click();
  await expect(teammate).toHaveURL(/\/dashboard\/home$/, { timeout: 15_000 });
  await teammate.goto('/dashboard/jobs');
  await expect(teammate.getByRole('link', { name: title, exact: true })).toBeVisible({ timeout: 15_000 });
  await teammateContext.close();
});
