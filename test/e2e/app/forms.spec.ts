// Forms that must not lose what a person did (issue #54): a control clicked once right after
// another changed does its job on the first click, and what is typed into a prerendered page
// before the app's scripts have run is kept, and submitted, once they have.
import { randomUUID } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import type { Job } from '#shared/schemas/jobs.js';
import { addJob } from '../../support/jobs.js';
import { createSignedInUser } from '../../../tools/test-users.js';
import { expect, expectNoAxeViolations, signInAs, test } from '../support/fixtures.js';

/** Holds back every script of the app until `release` is called: the prerendered page alone is there. */
async function holdScripts(page: Page): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.continue();
  };
}

test('"Required" ticks on the first click right after the answer type is chosen', async ({ page, context, stack }) => {
  const tag = randomUUID().slice(0, 8);
  const owner = await signInAs(context, stack, 'employer', { companyName: `Forms Co ${tag}`, country: 'Kenya' });
  await page.goto('/post-a-job');
  await expect(page.getByRole('heading', { level: 1, name: 'Add job' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Job title').fill(`Required${tag} Analyst`);
  await page.getByLabel('Job type').selectOption('full-time');
  await page.getByLabel('Department').selectOption('Engineering');
  await page.getByLabel('About the role').fill('Answer our questions.');
  await page.getByLabel('Minimum pay').fill('3000');
  await page.getByLabel('Maximum pay').fill('4000');
  await page.getByRole('button', { name: 'Add a question' }).click();
  const question = page.getByRole('group', { name: 'Question 1' });
  await question.getByLabel('Question', { exact: true }).fill('Do you hold a driving licence?');
  await question.getByLabel('Answer').selectOption('number');
  await question.getByLabel('Answer').selectOption('yes-no');
  await question.getByLabel('Required', { exact: true }).click();
  await expect(question.getByLabel('Required', { exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Add Job' }).click();
  await expect(page.getByText('Job added successfully')).toBeVisible();

  const jobs = await owner.client.call<{ jobs: Job[] }>('GET', '/api/get-jobs');
  const job = jobs.body.data.jobs.find((entry) => entry.jobTitle === `Required${tag} Analyst`)!;
  const view = await owner.client.call<{ job: Job }>('GET', '/api/get-job', { query: { jobID: job._id } });
  expect(view.body.data.job.screeningQuestions).toEqual([
    expect.objectContaining({ question: 'Do you hold a driving licence?', kind: 'yes-no', required: true }),
  ]);
});

test('/find-work: words typed before the app has taken over are searched on Enter', async ({ page, stack }) => {
  const word = `Prehydr${randomUUID().slice(0, 6)}`;
  const employer = await createSignedInUser(stack, 'employer', { companyName: `Early Co ${word}` });
  await addJob(employer.client, { jobTitle: `${word} Data Engineer` });

  const release = await holdScripts(page);
  await page.goto('/find-work');
  const box = page.getByRole('searchbox', { name: 'Search jobs by title' });
  await box.fill(word);
  await box.press('Enter');
  release();
  await expect(page).toHaveURL(new RegExp(`/find-work\\?jobTitle=${word}$`));
  await expect(page.getByRole('link', { name: `${word} Data Engineer` })).toBeVisible({ timeout: 20_000 });
});

test('/find-work: words typed before the app has taken over are kept when it does', async ({ page, stack }) => {
  const word = `Kept${randomUUID().slice(0, 6)}`;
  const employer = await createSignedInUser(stack, 'employer', { companyName: `Kept Co ${word}` });
  await addJob(employer.client, { jobTitle: `${word} Support Lead` });

  const release = await holdScripts(page);
  await page.goto('/find-work');
  const box = page.getByRole('searchbox', { name: 'Search jobs by title' });
  await box.fill(word);
  release();
  // The app has taken over once the filters respond.
  await expect(page.locator('html[data-app-ready]')).toBeAttached({ timeout: 20_000 });
  await expect(box).toHaveValue(word);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/find-work\\?jobTitle=${word}$`));
  await expect(page.getByRole('link', { name: `${word} Support Lead` })).toBeVisible();
});

test('/find-work: filters chosen and pay typed before the app has taken over apply once it has', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/find-work');
  await page.getByLabel('Job type').selectOption('full-time');
  await page.getByLabel('I can apply from').selectOption('Kenya');
  await page.getByLabel('Minimum pay').fill('50000');
  release();
  await expect(page.locator('html[data-app-ready]')).toBeAttached({ timeout: 20_000 });
  await expect(page).toHaveURL(/jobType=full-time/);
  await expect(page).toHaveURL(/applyFrom=Kenya/);
  await expect(page.getByLabel('Minimum pay')).toHaveValue('50000');
  await page.getByLabel('Minimum pay').press('Enter');
  await expect(page).toHaveURL(/minPay=50000/);
});

test('/login: email and password typed before the app has taken over are kept, and sign in', async ({
  page,
  stack,
}) => {
  const candidate = await createSignedInUser(stack, 'candidate');
  const release = await holdScripts(page);
  await page.goto('/login');
  await page.getByLabel('Email address').fill(candidate.email);
  await page.getByLabel('Password', { exact: true }).fill(candidate.password);
  release();
  await expect(page.locator('html[data-app-ready]')).toBeAttached({ timeout: 20_000 });
  await expect(page.getByLabel('Email address')).toHaveValue(candidate.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(candidate.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});

test('/forgot-password and /share-requirement: what was typed before the app took over is kept', async ({ page }) => {
  let release = await holdScripts(page);
  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill('early@example.com');
  release();
  await expect(page.locator('html[data-app-ready]')).toBeAttached({ timeout: 20_000 });
  await expect(page.getByLabel('Email address')).toHaveValue('early@example.com');

  const fresh = await page.context().newPage();
  release = await holdScripts(fresh);
  await fresh.goto('/share-requirement');
  await fresh.getByLabel(/^Full name/).fill('Grace Early');
  await fresh.getByLabel(/^Company name/).fill('Early Birds');
  await fresh.getByLabel(/^Duration/).selectOption({ index: 2 });
  const duration = await fresh.getByLabel(/^Duration/).inputValue();
  release();
  await expect(fresh.locator('html[data-app-ready]')).toBeAttached({ timeout: 20_000 });
  await expect(fresh.getByLabel(/^Full name/)).toHaveValue('Grace Early');
  await expect(fresh.getByLabel(/^Company name/)).toHaveValue('Early Birds');
  await expect(fresh.getByLabel(/^Duration/)).toHaveValue(duration);
  // The form's state has them: sending the rest of it leaves no message on those three.
  await fresh.getByRole('button', { name: 'Submit requirement' }).click();
  await expect(fresh.getByText('Requirement is required')).toBeVisible();
  await expect(fresh.getByText('Duration is required')).toHaveCount(0);
  await expect(fresh.getByText('Company name is required')).toHaveCount(0);
  await expect(fresh.getByText('Full name is required')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/find-work: a plain submit lands on the address with the words', async ({ page }) => {
    await page.goto('/find-work');
    const box = page.getByRole('searchbox', { name: 'Search jobs by title' });
    await box.fill('remote designer');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/find-work\?jobTitle=remote\+designer$/);
  });

  test('/login: a plain submit never puts the password in the address', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email address').fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('a-secret-password-1');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForLoadState();
    expect(page.url()).not.toContain('a-secret-password-1');
  });
});

test.describe('search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('/find-work: the first result on the first screen, the filters in a sheet that applies on close', async ({
    page,
    stack,
  }) => {
    const employer = await createSignedInUser(stack, 'employer', {
      companyName: `Phone Co ${randomUUID().slice(0, 6)}`,
    });
    await addJob(employer.client, { jobTitle: 'Phone Support Engineer' });
    await page.goto('/find-work');
    const firstResult = page.locator('.job-card').first();
    await expect(firstResult).toBeInViewport();
    // The eight filters wait behind one button.
    await expect(page.getByLabel('Job type')).toBeHidden();
    const open = page.getByRole('button', { name: /^Filters/ });

    // By keyboard: the sheet takes the focus, its changes apply only when it closes.
    await open.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByLabel('Job type')).toBeVisible();
    await sheet.getByLabel('Job type').selectOption('full-time');
    await sheet.getByLabel('Country', { exact: true }).selectOption('France');
    await sheet.getByLabel('I can apply from').selectOption('Kenya');
    await expect(page).toHaveURL(/\/find-work$/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(open).toBeFocused();
    await expect(page).toHaveURL(/jobType=full-time/);
    await expect(page).toHaveURL(/country=France/);
    await expect(page).toHaveURL(/applyFrom=Kenya/);
    await expect(open).toHaveText(/Filters\s*3/);
    const chips = page.getByRole('list', { name: 'Filters in force' });
    await expect(chips.getByRole('listitem')).toHaveCount(3);
    await expect(firstResult).toBeInViewport();
    await expectNoAxeViolations(page);

    // A chip removes its filter; "Show results" applies the sheet too.
    await chips.getByRole('button', { name: 'Remove filter Full-time' }).click();
    await expect(page).not.toHaveURL(/jobType=/);
    await open.click();
    await sheet.getByLabel('Job type').selectOption('part-time');
    await sheet.getByRole('button', { name: 'Show results', exact: true }).click();
    await expect(page).toHaveURL(/jobType=part-time/);
  });

  test('/dashboard/find-jobs: the first result on the first screen with three filters set', async ({
    page,
    context,
    stack,
  }) => {
    const employer = await createSignedInUser(stack, 'employer', {
      companyName: `Phone Co ${randomUUID().slice(0, 6)}`,
    });
    await addJob(employer.client, { jobTitle: 'Phone Data Analyst' });
    await signInAs(context, stack, 'candidate', { country: 'Kenya', jobTitle: 'Analyst', jobType: 'full-time' });
    await page.goto('/dashboard/find-jobs');
    const firstResult = page.locator('.job-card').first();
    await expect(firstResult).toBeInViewport();
    await page.goto('/dashboard/find-jobs?jobType=full-time&country=France&applyFrom=Kenya');
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveText(/Filters\s*3/);
    await expect(firstResult).toBeInViewport();
  });
});
