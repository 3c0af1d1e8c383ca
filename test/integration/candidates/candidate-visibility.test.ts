// "Show my profile in employer search" on the real local stack: a candidate who turns it off
// leaves sourcing at once (by title words and without a title), is unknown to other
// companies' employers (details and resume), and stays open to the company they apply to;
// turned on again, they are found again.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addJob, uniqueWord } from '../../support/jobs.js';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
const word = uniqueWord();

type Rows = { candidates: { _id: string }[] };

describe('candidate visibility in employer search', () => {
  let candidate: TestUser;
  let employer: TestUser;
  let other: TestUser;

  const found = async (query: Record<string, string>) =>
    (await employer.client.call<Rows>('GET', '/api/get-candidates', { query })).body.data.candidates.map((c) => c._id);
  const details = (who: TestUser) =>
    who.client.call('GET', '/api/get-candidate', { query: { userID: candidate.userID } });
  const setShown = async (showInSearch: boolean) => {
    const answer = await candidate.client.call<{ user: { showInSearch?: boolean } }>(
      'PUT',
      '/api/update-candidate-profile',
      { json: { showInSearch } },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.user.showInSearch).toBe(showInSearch);
  };

  beforeAll(async () => {
    [candidate, employer, other] = await Promise.all([
      createSignedInUser(stack, 'candidate', {
        jobTitle: `Senior ${word} Writer`,
        country: 'Kenya',
        jobType: 'contractor',
      }),
      createSignedInUser(stack, 'employer', { companyName: `Visible ${word}` }),
      createSignedInUser(stack, 'employer', { companyName: `Other ${word}` }),
    ]);
  });

  it('hides the candidate from sourcing and from other companies, not from the one they applied to', async () => {
    expect(await found({ jobTitle: `${word} wri` })).toEqual([candidate.userID]);
    expect(await found({ country: 'Kenya', jobType: 'contractor' })).toContain(candidate.userID);

    await setShown(false);
    expect(await found({ jobTitle: `${word} wri` })).toEqual([]);
    expect(await found({ country: 'Kenya', jobType: 'contractor' })).not.toContain(candidate.userID);
    expect((await details(employer)).status).toBe(404);

    const job = await addJob(employer.client, { jobTitle: `${word} Editor` });
    const applied = await candidate.client.call('POST', '/api/job-application', {
      json: {
        jobID: job._id,
        firstName: 'Test',
        lastName: 'Candidate',
        email: candidate.email,
        country: 'Kenya',
        phoneNo: '+254 700 000 000',
      },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect((await details(employer)).status).toBe(200);
    expect((await details(other)).status).toBe(404);

    await setShown(true);
    expect(await found({ jobTitle: `${word} wri` })).toEqual([candidate.userID]);
    expect((await details(other)).status).toBe(200);
  });
});
