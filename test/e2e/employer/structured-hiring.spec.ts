// Structured hiring in real browsers: an employer posts a job with a knock-out question and
// automatic rejection through the job form, two candidates apply through the application form
// (one misses the requirement), and the job's Applications card marks that one and shows the
// other alone under "Meets requirements only"; the candidate's detail shows the answers. Two
// members review the other one; the member rejects the first with a reason and an edited
// message, which arrives in the mailbox; the other is moved with the selection bar; the
// insights count it all.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { emailsTo } from '../../../local/mailbox.js';
import { memberOf } from '../../integration/support/accounts.js';
import { expect, expectNoAxeViolations, signInAs, signInContext, test } from '../support/fixtures.js';

test.describe.configure({ timeout: 180_000 });

test('a job with a knock-out question: the form, two applications, the mark and the filter', async ({
  page,
  context,
  stack,
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  const jobTitle = `Knockout${tag} Frontend Developer`;
  const owner = await signInAs(context, stack, 'employer', {
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
  // One click adds it: the first question's message no longer goes from under the pointer (#54).
  await page.getByRole('button', { name: 'Add a question' }).click();
  const second = page.getByRole('group', { name: 'Question 2' });
  await expect(second).toBeVisible();
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
  const applyAs = async (lastName: string, canWork: 'Yes' | 'No') => {
    const candidateContext: BrowserContext = await browser.newContext({ baseURL: stack.appUrl });
    const candidate = await signInAs(candidateContext, stack, 'candidate', {
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
    await candidateContext.close();
    return candidate;
  };
  const applicants = [await applyAs(`Fit${tag}`, 'Yes'), await applyAs(`Misfit${tag}`, 'No')];

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
  const jobPage = page.url();
  await misfitRow.getByRole('link', { name: `View Grace Misfit${tag}` }).click();
  const application = page.getByRole('region', { name: 'Application' });
  await expect(application.getByText('Missed: Can you work in East Africa Time?')).toBeVisible({ timeout: 15_000 });
  await expect(application.getByText('https://example.com/grace')).toBeVisible();

  // Two members review the one who meets the requirements.
  const review = async (reviewer: Page, rating: string, notes: string) => {
    await reviewer.goto(jobPage);
    const row = reviewer.getByRole('listitem').filter({ hasText: `Grace Fit${tag}` });
    await row.getByRole('link', { name: `View Grace Fit${tag}` }).click();
    const reviews = reviewer.getByRole('region', { name: 'Team reviews' });
    const form = reviews.getByRole('form', { name: 'Your review' });
    await form.getByRole('button', { name: rating, exact: true }).click();
    await form.getByLabel('Notes').fill(notes);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(reviewer.getByText('Review saved')).toBeVisible();
    return reviews;
  };
  await review(page, 'Yes', 'Clear portfolio.');
  const teammateContext = await browser.newContext({ baseURL: stack.appUrl });
  const teammate = await memberOf(stack, owner, { firstName: 'Bea', lastName: 'Member' });
  await signInContext(teammateContext, stack, teammate);
  const teammatePage = await teammateContext.newPage();
  const teamReviews = await review(teammatePage, 'Strong yes', 'Hire!');
  await expect(teamReviews.getByText('1 Yes, 1 Strong yes')).toBeVisible();
  await expect(teamReviews.getByText('Clear portfolio.')).toBeVisible();

  // The teammate rejects the other with a reason and an edited message.
  await teammatePage.goto(jobPage);
  const teammateCard = teammatePage.getByRole('region', { name: /Applications/ });
  await teammateCard.getByLabel(`Stage of Grace Misfit${tag}`).selectOption('rejected');
  const dialog = teammatePage.getByRole('dialog', { name: `Reject Grace Misfit${tag}?` });
  await dialog.getByLabel('Reason').selectOption({ label: 'Location or hours' });
  const message = dialog.getByLabel('Message to the candidate');
  await expect(message).toHaveValue(/Hello Grace,/);
  await message.fill(`Hello Grace,\n\nThank you. We need someone in East Africa Time for ${jobTitle}.`);
  await dialog.getByRole('button', { name: 'Reject and send' }).click();
  await expect(teammatePage.getByText('Application moved to Rejected')).toBeVisible();
  const misfit = applicants[1]!;
  await expect
    .poll(async () => {
      const emails = await emailsTo(stack.mailboxUrl, misfit.email);
      return emails.find((email) => email.subject.includes(jobTitle))?.body.text ?? '';
    })
    .toContain(`We need someone in East Africa Time for ${jobTitle}.`);

  // The owner moves the other with the selection bar; the insights count it all.
  await page.goto(jobPage);
  await expect(card.getByText('1 Yes, 1 Strong yes')).toBeVisible({ timeout: 15_000 });
  await card.getByLabel(`Select Grace Fit${tag}`).check();
  const bar = page.getByRole('region', { name: 'Selected applicants' });
  await expect(bar.getByText('1 applicant selected')).toBeVisible();
  await bar.getByLabel('Move the selected applicants to').selectOption('interviewing');
  await bar.getByRole('button', { name: 'Move selected' }).click();
  await expect(page.getByText('1 application moved to Interviewing')).toBeVisible();
  await expect(card.getByLabel(`Stage of Grace Fit${tag}`)).toHaveValue('interviewing');
  const insights = page.getByRole('region', { name: 'Insights' });
  const reasons = insights.getByRole('list', { name: 'Rejection reasons' });
  await expect(reasons.getByRole('listitem')).toHaveText([/Location or hours\s*1/]);
  const stages = insights.getByRole('list', { name: 'Applicants per stage' });
  await expect(stages.getByRole('listitem').filter({ hasText: 'Interviewing' })).toContainText('1');
  await expect(insights.getByText('0 days')).toBeVisible();
  await expectNoAxeViolations(page);
  await teammateContext.close();
});
