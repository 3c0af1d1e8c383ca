// Notifications in a real browser: a candidate applies to an employer's job through the real
// job-application call; the employer sees the unread badge and the notification, marks all
// read; the candidate has the "Application received" notification.
import { randomUUID } from 'node:crypto';
import { expect, newApplicant, signInAs, signInContext, test } from '../support/fixtures.js';

test.describe.configure({ timeout: 90_000 });

test('a notification appears after an application, with the unread badge, and is marked read', async ({
  page,
  context,
  stack,
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  const jobTitle = `Notify${tag} Help Desk Agent`;
  const employer = await signInAs(context, stack, 'employer', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: `Beacon ${tag}`,
  });
  const posted = await employer.client.call<{ job: { _id: string } }>('POST', '/api/add-job', {
    json: {
      jobTitle,
      jobType: 'part-time',
      department: 'Customer Support',
      country: 'Kenya',
      timeZone: 'Africa/Nairobi (GMT+03:00)',
      aboutRole: 'Answer tickets.',
      minSalary: 10,
      maxSalary: 20,
    },
  });
  expect(posted.status, JSON.stringify(posted.body)).toBe(200);
  const jobID = posted.body.data.job._id;

  await page.goto('/dashboard/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
  await expect(
    page.locator('.dashboard-topbar').getByRole('link', { name: 'Notifications', exact: true }),
  ).toBeVisible();

  const candidate = await newApplicant(stack, jobID, { firstName: 'Grace', lastName: `Hopper${tag}` });

  await page.reload();
  const bell = page.locator('.dashboard-topbar').getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await expect(bell).toContainText('1');
  const item = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: jobTitle });
  await expect(item).toContainText(`Grace Hopper${tag} applied to ${jobTitle}.`);
  await expect(item.getByRole('heading')).toHaveText('Unread: New application');
  await expect(item.getByRole('link', { name: 'New application' })).toHaveAttribute('href', `/dashboard/jobs/${jobID}`);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(item.getByText('Read', { exact: true })).toBeVisible();
  await expect(
    page.locator('.dashboard-topbar').getByRole('link', { name: 'Notifications', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  // The candidate's own notification.
  const candidateContext = await browser.newContext({ baseURL: stack.appUrl });
  await signInContext(candidateContext, stack, candidate);
  const candidatePage = await candidateContext.newPage();
  await candidatePage.goto('/dashboard/notifications');
  await expect(candidatePage.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    candidatePage.locator('.dashboard-topbar').getByRole('link', { name: 'Notifications, 1 unread' }),
  ).toBeVisible();
  const received = candidatePage.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(received).toHaveCount(1);
  await expect(received).toContainText('Application received');
  await expect(received).toContainText(`Your application for ${jobTitle} at Beacon ${tag} was sent.`);
  await candidateContext.close();
});
