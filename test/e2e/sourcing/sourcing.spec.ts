// Sourcing in a real browser against the local stack: an employer searches candidates by
// job title, filters, opens one and views their resume through a short-lived link.
import { randomUUID } from 'node:crypto';
import { createSignedInUser } from '../../../tools/test-users.js';
import { expect as baseExpect, expectNoAxeViolations, signInAs, test } from '../support/fixtures.js';

// The shared machine can be slow while other suites run: wait longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ timeout: 90_000 });

test('an employer goes from a sourcing search to a candidate’s resume', async ({ page, context, stack }) => {
  const tag = randomUUID().slice(0, 8);
  const title = `Omega${tag} Virtual Assistant`;
  const candidate = await createSignedInUser(stack, 'candidate', {
    firstName: 'Rosalind',
    lastName: `Franklin${tag}`,
    jobTitle: title,
    jobType: 'part-time',
    country: 'Germany',
    bio: { about: 'Structured and reliable.', skills: ['Scheduling'], languages: ['German', 'English'] },
  });
  await createSignedInUser(stack, 'candidate', {
    lastName: `Other${tag}`,
    jobTitle: `${title} Lead`,
    jobType: 'full-time',
    country: 'Spain',
  });
  const form = new FormData();
  form.append('resume', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'cv.pdf');
  expect((await candidate.client.call('PUT', '/api/upload-resume', { body: form })).status).toBe(200);

  await signInAs(context, stack, 'employer', { companyName: `Helix ${tag}` });
  await page.goto('/dashboard/browse-talent');
  await expect(page.getByRole('heading', { name: 'Find the perfect candidate' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('searchbox', { name: 'Job title' }).fill(`omega${tag}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(3);
  await page.getByLabel('Country').selectOption('Germany');
  await expect(page).toHaveURL(new RegExp(`jobTitle=omega${tag}&country=Germany$`));
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row').filter({ hasText: `Rosalind Franklin${tag}` });
  await expect(row).toContainText('Germany');
  await expect(row).toContainText(candidate.email);
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: `Rosalind Franklin${tag}` }).click();
  await expect(page).toHaveURL(`/dashboard/browse-talent/${candidate.userID}`);
  await expect(page.getByRole('heading', { name: `Rosalind Franklin${tag}` })).toBeVisible();
  await expect(page.getByText('Structured and reliable.')).toBeVisible();
  await expectNoAxeViolations(page);

  const resumeRequest = context.waitForEvent('request', (request) =>
    request.url().includes(`/resumes/${candidate.userID}/`),
  );
  await page.getByRole('button', { name: 'View resume' }).click();
  const signed = new URL((await resumeRequest).url());
  expect(Number(signed.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
  expect((await (await page.request.get(signed.href)).body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The Sourcing crumb goes back to the same search.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Sourcing' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/browse-talent\\?jobTitle=omega${tag}&country=Germany$`));
  await expect(page.getByRole('row')).toHaveCount(2);
});
