// The hiring loop in two real browsers: a candidate applies through the job page, the employer
// moves the application to Interviewing, the candidate sees it on My applications and has the
// email in the mailbox, withdraws it, and the employer sees Withdrawn. Then a company's saved
// rejection template becomes the rejection dialog's message and the candidate's email.
import { randomUUID } from 'node:crypto';
import { emailsTo } from '../../../local/mailbox.js';
import { addJob } from '../../support/jobs.js';
import { expect, expectNoAxeViolations, newApplicant, signInAs, test } from '../support/fixtures.js';

test.describe.configure({ timeout: 120_000 });

test('apply, move to Interviewing, see it and the email, withdraw, and the employer sees Withdrawn', async ({
  page,
  context,
  stack,
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  const jobTitle = `Loop${tag} Support Lead`;
  const employer = await signInAs(context, stack, 'employer', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: `Loop Co ${tag}`,
  });
  const posted = await employer.client.call<{ job: { _id: string } }>('POST', '/api/add-job', {
    json: {
      jobTitle,
      jobType: 'full-time',
      department: 'Customer Support',
      country: 'Kenya',
      timeZone: 'Africa/Nairobi (GMT+03:00)',
      aboutRole: 'Lead the support team.',
      minSalary: 1000,
      maxSalary: 2000,
    },
  });
  expect(posted.status, JSON.stringify(posted.body)).toBe(200);
  const jobID = posted.body.data.job._id;

  // The candidate applies through the job page.
  const candidateContext = await browser.newContext({ baseURL: stack.appUrl });
  const candidate = await signInAs(candidateContext, stack, 'candidate', {
    firstName: 'Grace',
    lastName: `Hopper${tag}`,
    country: 'Kenya',
    jobTitle: 'Support',
    jobType: 'full-time',
  });
  const candidatePage = await candidateContext.newPage();
  // Nothing yet: the empty state leads to Find jobs.
  await candidatePage.goto('/dashboard/applications');
  await expect(candidatePage.getByRole('heading', { name: 'You have not applied to any jobs yet' })).toBeVisible({
    timeout: 15_000,
  });
  await candidatePage.getByRole('link', { name: 'Find jobs', exact: true }).last().click();
  await expect(candidatePage).toHaveURL(/\/dashboard\/find-jobs$/);
  await candidatePage.goto(`/dashboard/find-jobs/${jobID}`);
  const form = candidatePage.getByRole('region', { name: 'Application form' });
  await expect(form).toBeVisible({ timeout: 15_000 });
  await form.getByLabel('Phone number').fill('+254 20 123 4567');
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(candidatePage.getByText('Your application has been sent')).toBeVisible();

  // The employer moves it to Interviewing.
  await page.goto(`/dashboard/jobs/${jobID}`);
  const card = page.getByRole('region', { name: /Applications/ });
  await expect(card.getByRole('button', { name: 'New 1' })).toBeVisible({ timeout: 15_000 });
  await card.getByRole('combobox', { name: `Stage of Grace Hopper${tag}` }).selectOption('interviewing');
  await expect(page.getByText('Application moved to Interviewing')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Interviewing 1' })).toBeVisible();

  // The candidate sees it on My applications, and has the email.
  await candidatePage.goto('/dashboard/applications');
  const row = candidatePage
    .getByRole('list', { name: 'My applications' })
    .getByRole('listitem')
    .filter({ hasText: jobTitle });
  await expect(row).toContainText('Interviewing', { timeout: 15_000 });
  await expect(row).toContainText(`Loop Co ${tag}`);
  const mail = (await emailsTo(stack.mailboxUrl, candidate.email)).find((email) => email.subject.includes(jobTitle));
  expect(mail?.subject).toBe(`${jobTitle} at Loop Co ${tag}: Interviewing`);
  expect(mail?.body.text).toContain('/dashboard/applications');

  // The candidate withdraws.
  await row.getByRole('button', { name: `Withdraw the application for ${jobTitle}` }).click();
  const dialog = candidatePage.getByRole('dialog', { name: 'Withdraw this application?' });
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(candidatePage.getByText('Application withdrawn')).toBeVisible();
  await expect(row).toContainText('Withdrawn');
  await candidateContext.close();

  // The employer sees Withdrawn.
  await page.reload();
  await expect(card.getByRole('button', { name: 'Withdrawn 1' })).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('Withdrawn', { exact: true }).last()).toBeVisible();
});

test("the company's rejection template, saved on the company bio, is the dialog's message and the candidate's email", async ({
  page,
  context,
  stack,
}) => {
  const tag = randomUUID().slice(0, 8);
  const jobTitle = `Reject${tag} Analyst`;
  const employer = await signInAs(context, stack, 'employer', { companyName: `Reject Co ${tag}` });
  const { _id: jobID } = await addJob(employer.client, { jobTitle });
  const candidate = await newApplicant(stack, jobID, { firstName: 'Grace', lastName: `Hopper${tag}` });

  // The company's rejection template, with its preview.
  await page.goto('/dashboard/company-bio');
  const templates = page.getByRole('region', { name: 'Email templates' });
  const rejection = templates.getByRole('textbox', { name: 'Rejection' });
  await expect(rejection).toHaveValue(/Thank you for your interest/, { timeout: 15_000 });
  await rejection.fill('Dear {candidateFirstName}, {companyName} chose another person for {jobTitle}.');
  await expect(templates.getByRole('region', { name: 'Preview' }).first()).toHaveText(
    `Dear Alex, Reject Co ${tag} chose another person for Senior Developer.`,
  );
  await templates.getByRole('button', { name: 'Save templates' }).click();
  await expect(page.getByText('Email templates saved')).toBeVisible();

  // Rejected asks for the reason, and shows the template filled for Grace and this job.
  await page.goto(`/dashboard/jobs/${jobID}`);
  const card = page.getByRole('region', { name: /Applications/ });
  await card.getByRole('combobox', { name: `Stage of Grace Hopper${tag}` }).selectOption('rejected');
  const dialog = page.getByRole('dialog', { name: `Reject Grace Hopper${tag}?` });
  await expect(dialog.getByRole('textbox', { name: 'Message to the candidate' })).toHaveValue(
    `Dear Grace, Reject Co ${tag} chose another person for ${jobTitle}.`,
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('Skills do not match');
  await dialog.getByRole('button', { name: 'Reject and send' }).click();
  await expect(page.getByText('Application moved to Rejected')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Rejected 1' })).toBeVisible();

  const mail = (await emailsTo(stack.mailboxUrl, candidate.email)).find((email) => email.subject.includes(jobTitle));
  expect(mail?.subject).toBe(`${jobTitle} at Reject Co ${tag}: Not selected`);
  expect(mail?.body.text).toMatch(
    new RegExp(`^Dear Grace, Reject Co ${tag} chose another person for ${jobTitle}\\.\\n\\nSee all your applications`),
  );
});
