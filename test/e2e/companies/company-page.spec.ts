// A company's public page in a real browser: a visitor opens it from a job's page, without
// JavaScript too (as a crawler or a link preview reads it); with it, the app takes the page over
// without an error and Load more adds the older open jobs until there are none.
import { randomUUID } from 'node:crypto';
import { addJob } from '../../support/jobs.js';
import { createSignedInUser } from '../../../tools/test-users.js';
import { collectPageErrors, expect, expectNoAxeViolations, signInAs, test } from '../support/fixtures.js';

test('a visitor goes from a job’s page to its company’s page, reads it without JavaScript, and loads more jobs with it', async ({
  browser,
  stack,
}) => {
  const tag = randomUUID().slice(0, 8);
  const name = `Harbour ${tag} Labs`;
  const employer = await createSignedInUser(stack, 'employer', { companyName: name });
  const saved = await employer.client.call('PUT', '/api/update-company-bio', {
    json: {
      companyName: name,
      companySize: '11-50',
      slug: `harbour-${tag}`,
      tagline: 'Tools for tidal engineers',
      about: 'We model the sea.\n\nEveryone works where they like.',
      website: 'https://example.com',
      remotePolicy: 'fully-remote',
      founded: 2012,
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  // Twelve jobs: ten with the page, two more behind Load more; the newest is posted last.
  const titles = Array.from({ length: 12 }, (_, index) => `Tide${tag} Analyst ${index + 1}`);
  const jobs = [];
  for (const jobTitle of titles) jobs.push(await addJob(employer.client, { jobTitle }));
  const newest = jobs.at(-1)!;
  const companyPath = `/companies/harbour-${tag}`;

  // Without JavaScript: the job's page links to the company's, which reads whole.
  const plainContext = await browser.newContext({ javaScriptEnabled: false });
  const plain = await plainContext.newPage();
  await plain.goto(`/jobs/${newest._id}`);
  const companyLink = plain.getByRole('link', { name, exact: true });
  await expect(companyLink).toHaveAttribute('href', companyPath);
  await companyLink.click();
  await expect(plain).toHaveURL(companyPath);
  await expect(plain).toHaveTitle(`${name}: remote jobs and company profile`);
  await expect(plain.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(plain.getByText('Tools for tidal engineers')).toBeVisible();
  await expect(plain.getByText('Everyone works where they like.')).toBeVisible();
  await expect(plain.getByRole('link', { name: titles[11], exact: true })).toBeVisible();
  await expect(plain.getByRole('heading', { level: 3 })).toHaveCount(10);
  await plainContext.close();

  // With it: the app takes the page over where it is, without an error, and loads the rest.
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`/jobs/${newest._id}`);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', companyPath);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByRole('link', { name: titles[0], exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('a candidate follows a company from its page, finds it among the companies they follow, and hears of its next job', async ({
  browser,
  stack,
}) => {
  const tag = randomUUID().slice(0, 8);
  const name = `Beacon ${tag} Works`;
  const employer = await createSignedInUser(stack, 'employer', { companyName: name });
  const answer = await employer.client.call('PUT', '/api/update-company-bio', {
    json: { companyName: name, companySize: '1-10', slug: `beacon-${tag}`, tagline: 'Lights for ships' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const context = await browser.newContext();
  await signInAs(context, stack, 'candidate', { jobTitle: 'Analyst', jobType: 'full-time', country: 'France' });
  const page = await context.newPage();
  const errors = collectPageErrors(page);

  await page.goto(`/companies/beacon-${tag}`);
  const followButton = page.getByRole('button', { name: `Follow ${name}` });
  await expect(followButton).toHaveAttribute('aria-pressed', 'false');
  await followButton.click();
  await expect(followButton).toHaveAttribute('aria-pressed', 'true');
  await expect(followButton).toHaveText('Following');
  // As the page is opened again: the follow was kept.
  await page.reload();
  await expect(page.getByRole('button', { name: `Follow ${name}` })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/dashboard/saved-jobs');
  const followed = page.getByRole('list', { name: 'Companies you follow' });
  await expect(followed.getByRole('link', { name })).toHaveAttribute('href', `/companies/beacon-${tag}`);
  await expect(followed.getByText('Lights for ships')).toBeVisible();

  // The company's next job reaches the follower as a notification.
  await addJob(employer.client, { jobTitle: `Lamp${tag} Keeper` });
  await expect(async () => {
    await page.goto('/dashboard/notifications');
    await expect(page.getByRole('link', { name: `New at ${name}` })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByText(`Lamp${tag} Keeper`)).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
