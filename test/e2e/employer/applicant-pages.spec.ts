// A job with more applicants than one page of the Applications card, in a real browser: six
// candidates apply, five are shortlisted and reviewed differently, and the card pages through
// All and Shortlisted, newest first and sorted by Best reviewed, each page asked of the server,
// every applicant shown once; the tabs count from the job's counters.
import { randomUUID } from 'node:crypto';
import { addJob } from '../../support/jobs.js';
import { expect, newApplicant, signInAs, test } from '../support/fixtures.js';

test.describe.configure({ timeout: 180_000 });

test('the Applications card pages a stage sorted by Best reviewed', async ({ page, context, stack }) => {
  const tag = randomUUID().slice(0, 8);
  const owner = await signInAs(context, stack, 'employer', { companyName: `Many Co ${tag}` });
  const { _id: jobID } = await addJob(owner.client, { jobTitle: `Popular${tag} Support Agent` });
  const names = ['Ava', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn'];
  const applicants = [];
  for (const firstName of names) applicants.push(await newApplicant(stack, jobID, { firstName, lastName: 'Pager' }));
  // All but Finn shortlisted; reviews make the best-reviewed order Cleo, Ava, Eve, Dan, Ben.
  const ratings: Record<string, string | undefined> = {
    Ava: 'yes',
    Ben: 'strong-no',
    Cleo: 'strong-yes',
    Dan: 'no',
    Eve: undefined,
  };
  for (const [index, firstName] of names.slice(0, 5).entries()) {
    const userID = applicants[index]!.userID;
    const moved = await owner.client.call('PUT', '/api/update-application-stage', {
      json: { jobID, userID, stage: 'shortlisted' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const rating = ratings[firstName];
    if (rating) {
      const reviewed = await owner.client.call('PUT', '/api/save-application-review', {
        json: { jobID, userID, rating, notes: '' },
      });
      expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
    }
  }

  await page.goto(`/dashboard/jobs/${jobID}`);
  const card = page.getByRole('region', { name: /Applications/ });
  const tabs = card.getByRole('navigation', { name: 'Applications by stage' });
  const shown = card.getByRole('link', { name: /^View / });
  const shownNames = async () =>
    (await shown.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))).map((label) =>
      String(label).replace(/^View (\w+) Pager$/, '$1'),
    );

  // All, newest first: Finn applied last.
  await expect(tabs.getByRole('button', { name: 'All 6' })).toBeVisible({ timeout: 15_000 });
  await expect(shown).toHaveCount(4);
  expect(await shownNames()).toEqual(['Finn', 'Eve', 'Dan', 'Cleo']);
  await expect(card.getByText('Showing 1 - 4 of 6')).toBeVisible();
  await card.getByRole('button', { name: 'Next applications' }).click();
  await expect(card.getByText('Showing 5 - 6 of 6')).toBeVisible();
  expect(await shownNames()).toEqual(['Ben', 'Ava']);

  // Shortlisted, best reviewed first, over two pages.
  await tabs.getByRole('button', { name: 'Shortlisted 5' }).click();
  await card.getByLabel('Sort by').selectOption('Best reviewed');
  await expect(card.getByText('Showing 1 - 4 of 5')).toBeVisible();
  await expect.poll(shownNames).toEqual(['Cleo', 'Ava', 'Dan', 'Ben']);
  await card.getByRole('button', { name: 'Next applications' }).click();
  await expect(card.getByText('Showing 5 - 5 of 5')).toBeVisible();
  await expect.poll(shownNames).toEqual(['Eve']);
  await expect(card.getByRole('button', { name: 'Next applications' })).toBeDisabled();
  await card.getByRole('button', { name: 'Previous applications' }).click();
  await expect.poll(shownNames).toEqual(['Cleo', 'Ava', 'Dan', 'Ben']);

  // New holds Finn alone.
  await tabs.getByRole('button', { name: 'New 1' }).click();
  await expect.poll(shownNames).toEqual(['Finn']);
});
