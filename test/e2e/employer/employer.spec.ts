// The employer workspace in a real browser against the local stack: post, edit, close,
// reopen and delete a job (and see candidate search follow), the jobs table's URL state and
// paging, the company bio; axe-core checks of every screen on the way.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { jobForm } from '../../support/jobs.js';
import { expect as baseExpect, expectNoAxeViolations, signInAs, test } from '../support/fixtures.js';

// Whole flows with several axe scans; screens load on demand, so allow for a busy machine.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** Titles candidates find for a title prefix (the public search API, as /find-work asks it). */
async function searchTitles(page: Page, jobTitle: string): Promise<string[]> {
  const answer = await page.request.get(`/api/search-jobs?jobTitle=${encodeURIComponent(jobTitle)}`);
  const body = (await answer.json()) as { data: { jobs: { jobTitle: string }[] } };
  return body.data.jobs.map((job) => job.jobTitle);
}

/** Opens the row menu of the job and picks the action (links: View, Edit; buttons: the rest). */
async function rowAction(page: Page, title: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  const menu = page.locator('.dropdown-menu.show');
  await menu
    .getByRole(action.startsWith('View') || action.startsWith('Edit') ? 'link' : 'button', { name: action })
    .click();
}

test('an employer posts, edits, closes, reopens and deletes a job', async ({ page, context, stack }) => {
  const word = `Kappa${randomUUID().slice(0, 8)}`;
  await signInAs(context, stack, 'employer', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: `Engines ${word}`,
    companySize: '11-50',
    country: 'Kenya',
  });

  await page.goto('/dashboard/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ada Lovelace' })).toBeVisible();
  await expect(page.getByText('What would you like to do today?')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /Post a Job/ }).click();

  // Add job: the rules first, then a valid job.
  await expect(page).toHaveURL(/\/post-a-job$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add job' })).toBeVisible();
  await expect(page.getByLabel('Time zone')).toHaveValue('Africa/Nairobi (GMT+03:00)');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add Job' }).click();
  await expect(page.getByText('Job title is required')).toBeVisible();
  await expect(page.getByText('Minimum pay is required')).toBeVisible();
  await expectNoAxeViolations(page);

  const title = `${word} Support Agent`;
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Job type').selectOption('part-time');
  await page.getByLabel('Department').selectOption('Customer Support');
  await page.getByLabel('About the role').fill('Answer customers by chat and email.');
  await page.getByLabel('Minimum pay').fill('1200');
  await page.getByLabel('Maximum pay').fill('900');
  await page.getByLabel('Currency (optional)').selectOption('USD');
  await page.getByRole('button', { name: 'Add Job' }).click();
  await expect(page.getByText('Maximum pay must not be below minimum pay')).toBeVisible();
  await page.getByLabel('Maximum pay').fill('1800');
  await page.getByRole('button', { name: 'Add Job' }).click();
  await expect(page.getByText('Job added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/jobs$/, { timeout: 5_000 });

  // The table, and candidates find the job.
  const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row(title)).toContainText('Open');
  await expect(row(title)).toContainText('Customer Support');
  await expect(page.getByRole('button', { name: 'All jobs 1' })).toBeVisible();
  await expect(page.getByText('Showing 1 - 1 of 1 records')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await searchTitles(page, word)).toEqual([title]);

  // Edit.
  await rowAction(page, title, 'Edit job');
  await expect(page).toHaveURL(/\/edit-job\//);
  await expect(page.getByText('Update details about job.')).toBeVisible();
  await expect(page.getByLabel('Job title')).toHaveValue(title);
  await expectNoAxeViolations(page);
  const newTitle = `${word} Senior Support Agent`;
  await page.getByLabel('Job title').fill(newTitle);
  await page.getByRole('button', { name: 'Update Job' }).click();
  await expect(page.getByText('Job updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/jobs$/, { timeout: 5_000 });
  await expect(row(newTitle)).toBeVisible();
  expect(await searchTitles(page, word)).toEqual([newTitle]);

  // Close: asks first, then the job leaves candidate search.
  await rowAction(page, newTitle, 'Close job');
  const closeDialog = page.getByRole('dialog', { name: 'Close this job?' });
  await expect(closeDialog).toBeVisible();
  await expectNoAxeViolations(page);
  await closeDialog.getByRole('button', { name: 'Close job' }).click();
  await expect(page.getByText('Job successfully closed')).toBeVisible();
  await expect(row(newTitle)).toContainText('Closed');
  await expect(page.getByRole('button', { name: 'Closed 1' })).toBeVisible();
  expect(await searchTitles(page, word)).toEqual([]);

  // Reopen: straight away, and back in search.
  await rowAction(page, newTitle, 'Open job');
  await expect(page.getByText('Job successfully opened')).toBeVisible();
  await expect(row(newTitle)).toContainText('Open');
  expect(await searchTitles(page, word)).toEqual([newTitle]);

  // Details.
  await row(newTitle).getByRole('cell', { name: 'Customer Support' }).click();
  await expect(page).toHaveURL(/\/dashboard\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(page.getByText('$1,200 - $1,800 a year')).toBeVisible();
  await expect(page.getByText('No applications yet.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Jobs' }).click();

  // Delete: asks first, permanent.
  await rowAction(page, newTitle, 'Delete job');
  const deleteDialog = page.getByRole('dialog', { name: 'Delete this job?' });
  await deleteDialog.getByRole('button', { name: 'Delete job' }).click();
  await expect(page.getByText('Job successfully deleted')).toBeVisible();
  await expect(page.getByText('No results found')).toBeVisible();
  expect(await searchTitles(page, word)).toEqual([]);
});

test('the jobs table keeps tab, search and page in the URL, and steps back when a page empties', async ({
  page,
  context,
  stack,
}) => {
  const word = `Lambda${randomUUID().slice(0, 8)}`;
  const employer = await signInAs(context, stack, 'employer', { companyName: `Paging ${word}` });
  for (let i = 0; i < 11; i += 1) {
    const answer = await employer.client.call('POST', '/api/add-job', {
      json: jobForm({
        jobTitle: `${word} Writer ${String(i).padStart(2, '0')}`,
        department: i < 3 ? 'Writing' : 'Engineering',
      }),
    });
    expect(answer.status).toBe(200);
  }

  await page.goto('/dashboard/jobs');
  await expect(page.getByText('Showing 1 - 10 of 11 records')).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByText('Showing 11 - 11 of 11 records')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Showing 11 - 11 of 11 records')).toBeVisible();

  // The last row of page 2 goes: back to page 1.
  await rowAction(page, `${word} Writer 00`, 'Delete job');
  await page.getByRole('dialog', { name: 'Delete this job?' }).getByRole('button', { name: 'Delete job' }).click();
  await expect(page.getByText('Job successfully deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/jobs$/);
  await expect(page.getByText('Showing 1 - 10 of 10 records')).toBeVisible();

  // Search, filter and tab in the URL; back and forward keep them.
  await page.getByLabel('Search jobs by title').fill(`${word.toLowerCase()} writer 0`);
  await expect(page).toHaveURL(/jobTitle=/);
  // A search has no total: the company's counts stay on the tabs.
  await expect(page.getByText('Showing 1 - 9 matching records')).toBeVisible();
  await expect(page.getByRole('button', { name: 'All jobs 10' })).toBeVisible();
  await page.getByRole('button', { name: /Filters/ }).click();
  await page.getByLabel('Department').selectOption('Writing');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Department: Writing')).toBeVisible();
  await expect(page.getByText('Showing 1 - 2 matching records')).toBeVisible();
  await page.getByRole('button', { name: /^Closed/ }).click();
  await expect(page).toHaveURL(/active=false/);
  await expect(page.getByText('No results found')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goBack();
  await expect(page.getByText('Showing 1 - 2 matching records')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Department: Writing')).toBeVisible();
  await expect(page.getByText('Showing 1 - 2 matching records')).toBeVisible();
});

test('an employer updates the company bio', async ({ page, context, stack }) => {
  const word = randomUUID().slice(0, 8);
  await signInAs(context, stack, 'employer', { companyName: `Before ${word}`, companySize: '1-10', country: 'France' });

  await page.goto('/dashboard/company-bio');
  await expect(page.getByRole('heading', { level: 2, name: `Before ${word}` })).toBeVisible();
  await expect(page.getByText('1-10 employees')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Edit bio' }).click();

  await expect(page).toHaveURL(/\/edit-company$/);
  await expect(page.getByText('Update company details.')).toBeVisible();
  await page.getByLabel('Company name').fill('');
  await page.getByRole('button', { name: 'Update bio' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Company name').fill(`After ${word}`);
  await page.getByLabel('Company size').selectOption('51-200');
  await page.getByLabel('Country').selectOption('Kenya');
  await page.getByRole('button', { name: 'Update bio' }).click();
  await expect(page.getByText('Company bio updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/company-bio$/, { timeout: 5_000 });
  await expect(page.getByRole('heading', { level: 2, name: `After ${word}` })).toBeVisible();
  await expect(page.getByText('51-200 employees')).toBeVisible();
  await expect(page.getByText('Kenya')).toBeVisible();
});
