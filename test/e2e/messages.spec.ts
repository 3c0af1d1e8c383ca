// Messages in two browsers at once (docs/product/messages.md): the employer opens the
// conversation from the applicant's row and writes; the candidate, with the conversation open,
// sees it arrive without a reload and replies; the employer sees the reply the same way.
import { randomUUID } from 'node:crypto';
import { createSignedInUser } from '../../tools/test-users.js';
import { addJob, applyTo } from '../support/jobs.js';
import { expect, signInAs, signInContext, test } from './support/fixtures.js';

test.describe.configure({ timeout: 90_000 });

/** New messages appear while a conversation is open within this long (the product's promise). */
const ARRIVES_WITHIN_MS = 10_000;

test('the employer writes, the candidate sees it without reloading and replies, the employer sees the reply', async ({
  page,
  context,
  stack,
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  const jobTitle = `Chat${tag} Support Lead`;
  const employer = await signInAs(context, stack, 'employer', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: `Beacon ${tag}`,
  });
  const { _id: jobID } = await addJob(employer.client, { jobTitle });
  const candidate = await createSignedInUser(stack, 'candidate', {
    firstName: 'Grace',
    lastName: `Hopper${tag}`,
    country: 'Kenya',
    jobTitle: 'Support Agent',
    jobType: 'full-time',
  });
  await applyTo(candidate, jobID, { firstName: 'Grace', lastName: `Hopper${tag}`, country: 'Kenya' });

  // The candidate opens the conversation from My applications before anything is written.
  const candidateContext = await browser.newContext({ baseURL: stack.appUrl });
  await signInContext(candidateContext, stack, candidate);
  const candidatePage = await candidateContext.newPage();
  await candidatePage.goto('/dashboard/applications');
  await candidatePage.getByRole('link', { name: `Messages about ${jobTitle}` }).click();
  await expect(candidatePage.getByRole('heading', { level: 1, name: `Beacon ${tag}` })).toBeVisible();
  await expect(candidatePage.getByText('No messages yet.')).toBeVisible();

  // The employer: Message on the applicant's row of the job.
  await page.goto(`/dashboard/jobs/${jobID}`);
  await page.getByRole('link', { name: `Message Grace Hopper${tag}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Grace Hopper${tag}` })).toBeVisible();
  const employerBox = page.getByRole('textbox', { name: 'Write a message' });
  await employerBox.fill('Hello Grace, are you free for a call? https://example.com/slots');
  await employerBox.press('Enter');
  const employerList = page.getByRole('list', { name: 'Messages' });
  await expect(employerList.getByRole('listitem')).toHaveCount(1);

  // It reaches the candidate's open page, no reload.
  const candidateList = candidatePage.getByRole('list', { name: 'Messages' });
  await expect(candidateList.getByRole('listitem')).toContainText('Hello Grace, are you free for a call?', {
    timeout: ARRIVES_WITHIN_MS,
  });
  await expect(candidateList.getByRole('listitem')).toContainText('Ada Lovelace');
  await expect(candidateList.getByRole('link', { name: 'https://example.com/slots' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );
  const candidateBox = candidatePage.getByRole('textbox', { name: 'Write a message' });
  await candidateBox.fill('Yes, tomorrow at 10.');
  await candidateBox.press('Enter');
  await expect(candidateList.getByRole('listitem')).toHaveCount(2);

  // And the reply reaches the employer's open page.
  await expect(employerList.getByRole('listitem').nth(1)).toContainText('Yes, tomorrow at 10.', {
    timeout: ARRIVES_WITHIN_MS,
  });
  await expect(employerList.getByRole('listitem').nth(1)).toContainText(`Grace Hopper${tag}`);
  await candidateContext.close();
});
