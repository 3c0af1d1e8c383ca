// Saved jobs in a real browser against the local stack: a candidate saves two jobs, one from
// its card in Find jobs and one from its page; the company closes one; Saved jobs lists both,
// the closed one marked, and Remove takes one off.
import { randomUUID } from 'node:crypto';
import { createSignedInUser } from '../../../tools/test-users.js';
import { jobForm } from '../../support/jobs.js';
import { expect as baseExpect, expectNoAxeViolations, signInAs, test } from '../support/fixtures.js';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

test('a candidate saves two jobs, one closes, and the saved jobs list shows it', async ({ page, context, stack }) => {
  const word = `Kappa${randomUUID().slice(0, 8)}`;
  const employer = await createSignedInUser(stack, 'employer', { companyName: `Bookmarks ${word}` });
  const post = async (jobTitle: string) => {
    const answer = await employer.client.call<{ job: { _id: string } }>('POST', '/api/add-job', {
      json: jobForm({ jobTitle }),
    });
    expect(answer.status).toBe(200);
    return answer.body.data.job._id;
  };
  const cardJob = `${word} Data Analyst`;
  const pageJob = `${word} Data Engineer`;
  await post(cardJob);
  const pageJobID = await post(pageJob);
  await signInAs(context, stack, 'candidate', { jobTitle: 'Analyst', jobType: 'full-time', country: 'France' });

  // From its card in Find jobs.
  await page.goto(`/dashboard/find-jobs?jobTitle=${word}`);
  const save = page.getByRole('button', { name: `Save ${cardJob}` });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(page.getByText('Job saved')).toBeVisible();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);

  // From its page.
  await page.getByRole('link', { name: pageJob }).click();
  await expect(page.getByRole('heading', { level: 1, name: pageJob })).toBeVisible();
  await page.getByRole('button', { name: `Save ${pageJob}` }).click();
  await expect(page.getByRole('button', { name: `Save ${pageJob}` })).toHaveAttribute('aria-pressed', 'true');

  // The company closes it.
  const closed = await employer.client.call('PUT', '/api/update-job-active-status', {
    json: { jobID: pageJobID, active: false },
  });
  expect(closed.status).toBe(200);

  await page.getByRole('link', { name: 'Saved jobs' }).click();
  await expect(page).toHaveURL(/\/dashboard\/saved-jobs$/);
  const list = page.getByRole('list', { name: 'Saved jobs' });
  const rows = list.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(pageJob);
  await expect(rows.nth(0)).toContainText('Closed');
  await expect(rows.nth(1)).toContainText(cardJob);
  await expect(rows.nth(1)).not.toContainText('Closed');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Remove ${cardJob} from your saved jobs` }).click();
  await expect(page.getByText('Job removed from your saved jobs')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(rows).toHaveCount(1);
});
