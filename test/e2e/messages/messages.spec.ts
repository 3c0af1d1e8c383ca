// Messages and interviews in two browsers at once (docs/product/messages.md, interviews.md):
// the employer opens the conversation from the applicant's row and writes; the candidate, with
// the conversation open, sees it arrive without a reload and replies; the employer sees the
// reply the same way. Then the employer proposes two times from "Schedule interview", the
// candidate picks one in their own time zone, both sides get the invitation (.ics) by email,
// the application is at Interviewing and both see it under "Upcoming interviews"; the employer
// cancels it and the cancellation (METHOD:CANCEL) arrives.
import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { emailsTo } from '../../../local/mailbox.js';
import type { StackInfo } from '../../../local/stack-process.js';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';
import { addJob, applyTo } from '../../support/jobs.js';
import { axeViolations, expect, signInAs, signInContext, test } from '../support/fixtures.js';

test.describe.configure({ timeout: 180_000 });

/** New messages appear while a conversation is open within this long (the product's promise). */
const ARRIVES_WITHIN_MS = 10_000;

/** The date `days` after today in Berlin, as the form's date field takes it. */
const berlinDay = (days: number) => {
  const day = new TZDate(Date.now() + days * 86_400_000, 'Europe/Berlin');
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};
/** That day's `start` in Berlin, as an instant. */
const berlinTime = (date: string, start: string) => {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = start.split(':').map(Number);
  return new Date(new TZDate(year!, month! - 1, day!, hour!, minute!, 'Europe/Berlin').getTime());
};
const newYorkClock = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/New_York',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

/** The METHOD of each calendar invitation emailed to `who` about `jobTitle`, oldest first. */
async function invitationMethods(stack: StackInfo, who: TestUser, jobTitle: string) {
  const emails = (await emailsTo(stack.mailboxUrl, who.email)).filter((email) => email.subject.includes(jobTitle));
  return emails
    .sort((a, b) => a.at - b.at)
    .flatMap((email) => email.attachments?.filter((file) => file.filename === 'invite.ics') ?? [])
    .map((file) => /^METHOD:(\w+)/m.exec(Buffer.from(file.content, 'base64').toString('utf8'))?.[1]);
}

test('the employer writes and the candidate replies, then they agree an interview time, get the invitations, and the employer cancels it', async ({
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
    timeZone: 'America/New_York',
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

  // The employer: "Schedule interview" on the applicant's row, two times in Berlin's time.
  await page.goto(`/dashboard/jobs/${jobID}`);
  await page.getByRole('link', { name: `Schedule an interview with Grace Hopper${tag}` }).click();
  const form = page.getByRole('dialog', { name: `Schedule an interview with Grace Hopper${tag}` });
  await form.getByLabel('Your time zone').selectOption('Europe/Berlin');
  const times = [
    { date: berlinDay(3), start: '10:00', minutes: '45 min' },
    { date: berlinDay(4), start: '15:30', minutes: '30 min' },
  ];
  await form.getByLabel('Time 1: date').fill(times[0]!.date);
  await form.getByLabel('Time 1: start').fill(times[0]!.start);
  await form.getByLabel('Time 1: length').selectOption(times[0]!.minutes);
  await form.getByRole('button', { name: 'Add another time' }).click();
  await form.getByLabel('Time 2: date').fill(times[1]!.date);
  await form.getByLabel('Time 2: start').fill(times[1]!.start);
  await form.getByLabel('Time 2: length').selectOption(times[1]!.minutes);
  await form.getByLabel('Video link').fill('https://meet.example.com/grace');
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Propose times' }).click();
  await expect(form).toBeHidden();
  const employerPanel = page.getByRole('region', { name: 'Interviews' });
  await expect(employerPanel).toContainText(`Waiting for Grace Hopper${tag} to pick a time`);

  // The candidate's open page shows them in New York's time; they pick the second.
  const picked = berlinTime(times[1]!.date, times[1]!.start);
  const candidatePanel = candidatePage.getByRole('region', { name: 'Interviews' });
  const second = candidatePanel.getByRole('radio', {
    name: new RegExp(`${newYorkClock(picked)} to ${newYorkClock(new Date(picked.getTime() + 30 * 60_000))}`),
  });
  await expect(second).toBeVisible({ timeout: ARRIVES_WITHIN_MS });
  await expect(candidatePanel).toContainText('America/New_York');
  expect(await axeViolations(candidatePage)).toEqual([]);
  await second.check();
  await candidatePanel.getByRole('button', { name: 'Confirm this time' }).click();
  await expect(candidatePanel.getByText('Confirmed', { exact: true })).toBeVisible();

  // Both sides have the invitation; the application is at Interviewing.
  for (const who of [candidate, employer]) {
    await expect.poll(() => invitationMethods(stack, who, jobTitle), { timeout: 15_000 }).toEqual(['REQUEST']);
  }
  await page.goto(`/dashboard/jobs/${jobID}`);
  await expect(page.getByLabel(`Stage of Grace Hopper${tag}`)).toHaveValue('interviewing');

  // "Upcoming interviews" on both sides.
  await page.goto('/dashboard/home');
  const employerUpcoming = page.getByRole('list', { name: 'Upcoming interviews' });
  await expect(employerUpcoming).toContainText(`${jobTitle} with Grace Hopper${tag}`);
  await candidatePage.goto('/dashboard/applications');
  const candidateUpcoming = candidatePage.getByRole('list', { name: 'Upcoming interviews' });
  await expect(candidateUpcoming).toContainText(`${jobTitle} with Beacon ${tag}`);
  await expect(candidateUpcoming).toContainText(newYorkClock(picked));
  expect(await axeViolations(candidatePage)).toEqual([]);

  // The employer cancels it from the interview's details: the CANCEL reaches the candidate.
  await employerUpcoming.getByRole('link', { name: /^Details of the interview/ }).click();
  await page.getByRole('region', { name: 'Interviews' }).getByRole('button', { name: 'Cancel interview' }).click();
  const question = page.getByRole('dialog', { name: 'Cancel this interview?' });
  await question.getByRole('button', { name: 'Cancel interview' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('region', { name: 'Interviews' }).getByText('Cancelled', { exact: true })).toBeVisible();
  await expect
    .poll(() => invitationMethods(stack, candidate, jobTitle), { timeout: 15_000 })
    .toEqual(['REQUEST', 'CANCEL']);
  await candidateContext.close();
});
