// Remote fit in a real browser against the local stack: an employer posts a job open only to
// two countries, paid in euros; a candidate in a third country sees why they cannot apply; a
// candidate in an allowed country finds it by a minimum pay in dollars and the overlap with
// their day, sees pay, overlap and who can apply on its card, and applies. A visitor whose three
// remote-fit filters match one job in four sees a full first page.
import { randomUUID } from 'node:crypto';
import { expect as baseExpect, expectNoAxeViolations, signInAs, test } from '../support/fixtures.js';
import { jobForm } from '../../support/jobs.js';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

test('a job open to two countries: refused from a third, found by pay and overlap from an allowed one', async ({
  browser,
  stack,
}) => {
  const tag = randomUUID().slice(0, 8);
  const title = `Lambda${tag} Support Specialist`;

  // The employer posts the job, open only to Germany and Poland, paid in euros.
  const employerContext = await browser.newContext();
  const employerPage = await employerContext.newPage();
  await signInAs(employerContext, stack, 'employer', { companyName: `Remote ${tag}`, country: 'Germany' });
  await employerPage.goto('/post-a-job');
  await employerPage.getByLabel('Job title').fill(title);
  await employerPage.getByLabel('Job type').selectOption('full-time');
  await employerPage.getByLabel('Department').selectOption('Customer Support');
  await employerPage.getByLabel('Country', { exact: true }).selectOption('Germany');
  await employerPage.getByLabel('Time zone').selectOption('Europe/Berlin (GMT+01:00)');
  await employerPage.getByLabel('Start time').fill('09:00');
  await employerPage.getByLabel('End time').fill('17:00');
  await employerPage.getByLabel('About the role').fill('Help our customers across Europe.');
  await employerPage.getByLabel('Payment interval').selectOption('annually');
  await employerPage.getByLabel('Minimum pay').fill('60000');
  await employerPage.getByLabel('Maximum pay').fill('80000');
  await employerPage.getByLabel('Currency (optional)').selectOption('EUR');
  await employerPage.getByLabel('Only from these countries').check();
  await employerPage.getByRole('button', { name: 'Add Job' }).click();
  await expect(employerPage.getByText('Choose at least one country, or Anywhere')).toBeVisible();
  for (const country of ['Germany', 'Poland']) {
    await employerPage.getByLabel('Add a country').selectOption(country);
    await employerPage.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await expectNoAxeViolations(employerPage);
  await employerPage.getByRole('button', { name: 'Add Job' }).click();
  await expect(employerPage.getByText('Job added successfully')).toBeVisible();
  await employerContext.close();

  // A candidate in France finds it, but its page says who it is open to instead of the form.
  const franceContext = await browser.newContext();
  const francePage = await franceContext.newPage();
  await signInAs(franceContext, stack, 'candidate', {
    jobTitle: 'Support Agent',
    jobType: 'full-time',
    country: 'France',
  });
  await francePage.goto(`/dashboard/find-jobs?jobTitle=lambda${tag}`);
  const refusedCard = francePage.getByRole('article').filter({ hasText: title });
  await expect(refusedCard).toContainText('Only from: Germany, Poland');
  await refusedCard.getByRole('link', { name: title }).click();
  await expect(francePage.getByText('This job is open to applicants in Germany and Poland')).toBeVisible();
  await expect(francePage.getByRole('button', { name: 'Submit application' })).toHaveCount(0);
  await expectNoAxeViolations(francePage);
  await franceContext.close();

  // A candidate in Poland filters by a minimum pay in dollars and by overlap with their day.
  const polandContext = await browser.newContext();
  const page = await polandContext.newPage();
  await signInAs(polandContext, stack, 'candidate', {
    firstName: 'Ola',
    lastName: `Nowak${tag}`,
    jobTitle: 'Support Agent',
    jobType: 'full-time',
    country: 'Poland',
  });
  await page.goto('/dashboard/find-jobs');
  await page.getByRole('searchbox', { name: 'Search jobs by title' }).fill(`lambda${tag} support`);
  await page.getByRole('searchbox', { name: 'Search jobs by title' }).press('Enter');
  await page.getByLabel('Pay currency').selectOption('USD');
  await page.getByLabel('Pay per').selectOption('annually');
  await page.getByLabel('Minimum pay').fill('60000');
  await page.getByLabel('Minimum pay').press('Enter');
  await page.getByLabel('Overlap with my day').selectOption('4');
  await expect(page).toHaveURL(/minPay=60000/);
  await expect(page).toHaveURL(/payCurrency=USD/);
  await expect(page).toHaveURL(/overlapHours=4/);
  await expect(page.getByText(/^Converted at reference rates of /)).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay from 60,000 USD a year/ })).toBeVisible();

  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('€60,000 - €80,000 a year');
  // Warsaw and Berlin keep the same clock: the whole day in common.
  await expect(card).toContainText('8 h overlap with your day');
  await expect(card).toContainText('Only from: Germany, Poland');
  await expectNoAxeViolations(page);

  // A minimum the job does not reach leaves it out.
  await page.getByLabel('Minimum pay').fill('150000');
  await page.getByLabel('Minimum pay').press('Enter');
  await expect(page).toHaveURL(/minPay=150000/);
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);
  await page.getByLabel('Minimum pay').fill('60000');
  await page.getByLabel('Minimum pay').press('Enter');

  await page.getByRole('article').filter({ hasText: title }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByLabel('Phone number').fill('+48 600 100 200');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Your application has been sent')).toBeVisible();
  await polandContext.close();
});

test('/find-work with the three remote-fit filters shows a full first page when the matches are few', async ({
  page,
  context,
  stack,
}) => {
  // Forty jobs, one in four a fit for a reader in Tokyo who can apply from Japan and wants at
  // least EUR 130,000 a year; the others each miss one of the three.
  const word = `Lambda${randomUUID().slice(0, 8)}`;
  const employer = await signInAs(context, stack, 'employer', { companyName: `Sparse ${word}` });
  for (let i = 0; i < 44; i += 1) {
    const fit = i % 4 === 0;
    const answer = await employer.client.call('POST', '/api/add-job', {
      json: jobForm({
        jobTitle: `${word} Engineer ${i}`,
        country: fit || i % 4 !== 1 ? 'Japan' : 'Portugal',
        timeZone: fit || i % 4 !== 1 ? 'Asia/Tokyo (GMT+09:00)' : 'Europe/Lisbon (GMT+00:00)',
        applicantCountries: fit || i % 4 !== 2 ? ['Japan'] : ['Portugal'],
        paymentInterval: 'annually',
        minSalary: 100_000,
        maxSalary: fit || i % 4 !== 3 ? 150_000 : 110_000,
        currency: 'EUR',
      }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  await context.clearCookies();

  await page.goto(
    `/find-work?jobTitle=${word}&applyFrom=Japan&overlapHours=6&tz=Asia%2FTokyo&minPay=130000&payCurrency=EUR&payInterval=annually`,
  );
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(10);
  for (const card of await cards.all()) await expect(card).toContainText('8 h overlap with your day');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(11);
});
