// Structured hiring in real browsers: an employer posts a job with a knock-out question and
// automatic rejection through the job form, two candidates apply through the application form
// (one misses the requirement), and the job's Applications card marks that one and shows the
// other alone under "Meets requirements only"; the candidate's detail shows the answers.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInAs, test } from './support/fixtures.js';

test.describe.configure({ timeout: 180_000 });

test('a job with a knock-out question: the form, two applications, the mark and the filter', async ({
  page,
  context,
  stack,
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  const jobTitle = `Knockout${tag} Frontend Developer`;
  await signInAs(context, stack, 'employer', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: `Screening Co ${tag}`,
    country: 'Kenya',
  });

  await page.goto('/post-a-job');
  await expect(page.getByRole('heading', { level: 1, name: 'Add job' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Job title').fill(jobTitle);
  await page.getByLabel('Job type').selectOption('full-time');
  await page.getByLabel('Department').selectOption('Engineering');
  await page.getByLabel('About the role').fill('Build our candidate screens.');
  await page.getByLabel('Minimum pay').fill('3000');
  await page.getByLabel('Maximum pay').fill('4000');

  // Two questions: a knock-out Yes/No and an optional short text.
  await page.getByRole('button', { name: 'Add a question' }).click();
  const first = page.getByRole('group', { name: 'Question 1' });
  await first.getByLabel('Question', { exact: true }).fill('Can you work in East Africa Time?');
  await first.getByLabel('Requirement').selectOption('yes');
  await expect(first.getByLabel('Required (it has a requirement)')).toBeChecked();
  await page.getByRole('button', { name: 'Add a question' }).click();
  const second = page.getByRole('group', { name: 'Question 2' });
  await second.getByLabel('Question', { exact: true }).fill('Link to your portfolio');
  await second.getByLabel('Answer').selectOption('text');
  await page.getByLabel('Reject automatically when requirements are not met').check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add Job' }).click();
  await expect(page.getByText('Job added successfully')).toBeVisible();
  await page.getByRole('link', { name: jobTitle, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/jobs\/[^/?#]+$/);
  const jobID = /\/dashboard\/jobs\/([^/?#]+)/.exec(page.url())?.[1];
  expect(jobID).toBeTruthy();

  // Two candidates apply through the application form.
  const applyAs = async (lastName: string, canWork: 'Yes' | 'No'): Promise<BrowserContext> => {
    const candidateContext = await browser.newContext({ baseURL: stack.appUrl });
    await signInAs(candidateContext, stack, 'candidate', {
      firstName: 'Grace',
      lastName,
      country: 'Kenya',
      jobTitle: 'Developer',
      jobType: 'full-time',
    });
    const candidatePage: Page = await candidateContext.newPage();
    await candidatePage.goto(`/dashboard/find-jobs/${jobID}`);
    const form = candidatePage.getByRole('region', { name: 'Application form' });
    await expect(form).toBeVisible({ timeout: 15_000 });
    await form.getByLabel('Phone number').fill('+254 20 123 4567');
    // The required question is checked before anything is sent.
    await form.getByRole('button', { name: 'Submit application' }).click();
    await expect(form.getByText('Answer the question "Can you work in East Africa Time?"')).toBeVisible();
    await form.getByRole('group', { name: 'Can you work in East Africa Time?' }).getByLabel(canWork).check();
    await form.getByLabel('Link to your portfolio (optional)').fill('https://example.com/grace');
    if (lastName.endsWith('Fit')) await expectNoAxeViolations(candidatePage);
    await form.getByRole('button', { name: 'Submit application' }).click();
    await expect(candidatePage.getByText('Your application has been sent')).toBeVisible();
    return candidateContext;
  };
  const contexts = [await applyAs(`Fit${tag}`, 'Yes'), await applyAs(`Misfit${tag}`, 'No')];

  // The employer's Applications card: the mark, then the filter.
  await page.reload();
  const card = page.getByRole('region', { name: /Applications/ });
  await expect(card.getByText(`Grace Misfit${tag}`, { exact: true })).toBeVisible({ timeout: 15_000 });
  const misfitRow = card.getByRole('listitem').filter({ hasText: `Grace Misfit${tag}` });
  await expect(misfitRow.getByText('Does not meet requirements')).toBeVisible();
  await expect(misfitRow.getByText(/Rejected automatically at .* unless moved/)).toBeVisible();
  const fitRow = card.getByRole('listitem').filter({ hasText: `Grace Fit${tag}` });
  await expect(fitRow.getByText('Does not meet requirements')).toHaveCount(0);
  await page.getByLabel('Meets requirements only').check();
  await expect(card.getByText(`Grace Fit${tag}`, { exact: true })).toBeVisible();
  await expect(card.getByText(`Grace Misfit${tag}`, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByLabel('Meets requirements only').uncheck();

  // The answers on the candidate's detail.
  await misfitRow.getByRole('link', { name: `View Grace Misfit${tag}` }).click();
  const application = page.getByRole('region', { name: 'Application' });
  await expect(application.getByText('Missed: Can you work in East Africa Time?')).toBeVisible({ timeout: 15_000 });
  await expect(application.getByText('https://example.com/grace')).toBeVisible();
  for (const candidateContext of contexts) await candidateContext.close();
});
