// The candidate's side in a real browser against the local stack: search the public list,
// open a job, apply, edit the profile, upload a resume and open it, with axe-core checks of
// each screen. The job is posted through the real add-job by an employer of this test.
import { randomUUID } from 'node:crypto';
import { createSignedInUser } from '../../../tools/test-users.js';
import { expect as baseExpect, expectNoAxeViolations, signInAs, test } from '../support/fixtures.js';

// The shared machine can be slow while other suites run: wait longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ timeout: 180_000 });

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

test('a candidate searches, opens a job, applies, edits the profile and uploads a resume', async ({
  page,
  context,
  stack,
}) => {
  const tag = randomUUID().slice(0, 8);
  const jobTitle = `Zeta${tag} Support Specialist`;
  const employer = await createSignedInUser(stack, 'employer', { companyName: `Orbit ${tag}` });
  const posted = await employer.client.call<{ job: { _id: string } }>('POST', '/api/add-job', {
    json: {
      jobTitle,
      jobType: 'contractor',
      department: 'Customer Support',
      country: 'France',
      timeZone: 'Europe/Paris (GMT+01:00)',
      aboutRole: 'Help our customers by chat.',
      paymentInterval: 'hourly',
      minSalary: 20,
      maxSalary: 30,
      currency: 'EUR',
    },
  });
  expect(posted.status).toBe(200);
  const jobID = posted.body.data.job._id;

  await signInAs(context, stack, 'candidate', {
    firstName: 'Marie',
    lastName: `Curie${tag}`,
    jobTitle: 'Support Agent',
    jobType: 'part-time',
    country: 'France',
    bio: { about: 'Calm and precise.', skills: ['Chat support'], languages: ['French'] },
  });

  // Search: the job list, filtered by title prefix and job type.
  await page.goto('/dashboard/find-jobs');
  await expect(page.getByRole('heading', { name: 'Find jobs' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search jobs by title' }).fill(`zeta${tag}`);
  await page.getByRole('searchbox', { name: 'Search jobs by title' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`jobTitle=zeta${tag}$`));
  await page.getByLabel('Job type').selectOption('contractor');
  await expect(page).toHaveURL(new RegExp(`jobTitle=zeta${tag}&jobType=contractor$`));
  const card = page.getByRole('article').filter({ hasText: jobTitle });
  await expect(card).toBeVisible();
  await expect(card).toContainText('€20 - €30 an hour');
  await expect(card).toContainText('Europe/Paris (GMT+01:00)');
  await expectNoAxeViolations(page);

  // Open the job and apply.
  await card.getByRole('link', { name: jobTitle }).click();
  await expect(page).toHaveURL(`/dashboard/find-jobs/${jobID}`);
  await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Marie');
  await expect(page.getByLabel('Country')).toHaveValue('France');
  await expectNoAxeViolations(page);
  await page.getByLabel('Phone number').fill('+33 6 12 34 56 78');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Your application has been sent')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/find-jobs$/);
  const owner = await employer.client.call<{ job: { applicantCount: number; applicants: { lastName: string }[] } }>(
    'GET',
    '/api/get-job',
    { query: { jobID } },
  );
  expect(owner.body.data.job.applicantCount).toBe(1);
  expect(owner.body.data.job.applicants[0]!.lastName).toBe(`Curie${tag}`);

  // The job's page now says when they applied and where it stands, instead of the form (a
  // second application is refused by the server too: test/integration/applications/applications.test.ts).
  await page.goto(`/dashboard/find-jobs/${jobID}`);
  const applied = page.getByRole('region', { name: 'Your application' });
  await expect(applied).toContainText('You applied on');
  await expect(applied).toContainText('Status: Applied');
  await expect(page.getByRole('button', { name: 'Submit application' })).toHaveCount(0);

  // Edit the profile: Enter in a tag box adds the tag and does not submit.
  await page.goto('/dashboard/candidate-bio');
  await expect(page.getByRole('heading', { name: `Marie Curie${tag}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL('/edit-profile');
  await page.getByLabel('Job title').fill(`Senior Support ${tag}`);
  await page.getByRole('textbox', { name: 'Skills' }).fill('  Zendesk ');
  await page.getByRole('textbox', { name: 'Skills' }).press('Enter');
  await expect(page.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText([
    'Chat support',
    'Zendesk',
  ]);
  await expect(page).toHaveURL('/edit-profile');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Update profile' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/candidate-bio');
  await expect(page.getByText(`Senior Support ${tag}`)).toBeVisible();
  await expect(page.getByText('Zendesk')).toBeVisible();

  // Upload a resume, then open it from the profile in a new tab.
  await page.getByRole('link', { name: 'Upload resume' }).click();
  await expect(page).toHaveURL('/upload-resume');
  await expect(page.getByText('No file added')).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByLabel('Resume file (PDF)')
    .setInputFiles({ name: 'marie-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText(`marie-cv.pdf (${pdf.length} bytes)`)).toBeVisible();
  await page.getByRole('button', { name: 'Upload resume' }).click();
  await expect(page.getByText('Resume uploaded successfully')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/candidate-bio');

  const resumeRequest = context.waitForEvent('request', (request) => /\/resumes\/.+\.pdf\?/.test(request.url()));
  await page.getByRole('button', { name: 'View resume' }).click();
  const signed = new URL((await resumeRequest).url());
  expect(Number(signed.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
  const file = await page.request.get(signed.href);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('a visitor finds the job on the public list and its card leads to /login', async ({ page, stack }) => {
  const tag = randomUUID().slice(0, 8);
  const jobTitle = `Yota${tag} Content Writer`;
  const employer = await createSignedInUser(stack, 'employer', { companyName: `Quill ${tag}` });
  expect(
    (
      await employer.client.call('POST', '/api/add-job', {
        json: {
          jobTitle,
          jobType: 'full-time',
          department: 'Writing',
          country: 'Spain',
          timeZone: 'Europe/Madrid (GMT+01:00)',
          aboutRole: 'Write articles.',
          minSalary: 30000,
          maxSalary: 40000,
          currency: 'EUR',
        },
      })
    ).status,
  ).toBe(200);

  await page.goto(`/find-work?jobTitle=yota${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Find Work' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: jobTitle });
  await expect(card).toContainText('€30,000 - €40,000 a year');
  await expectNoAxeViolations(page);

  await page.getByRole('searchbox', { name: 'Search jobs by title' }).fill(`nothing-${tag}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No jobs matching that search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page).toHaveURL(/\/find-work$/);

  await page.goto(`/find-work?jobTitle=yota${tag}`);
  await page.getByRole('link', { name: jobTitle }).click();
  await expect(page).toHaveURL(/\/login$/);
});
