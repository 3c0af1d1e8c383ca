// A job's public page, /jobs/{jobID}, through the local gateway as a crawler or a browser
// without JavaScript reads it: complete HTML with the job's facts, title, description and
// canonical link; one JobPosting that Google's rules accept while the job is open, none once
// it is closed, back when it is reopened; 410 with similar open jobs once deleted; 404 for an
// id no job has; a burst of visitors to one job each get the page.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addJob, partitionItems, uniqueWord } from '../../support/jobs.js';
import { jsonLdOfType, structuredDataProblems } from '../../support/structured-data.js';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';
import { fetchPage } from '../support/pages.js';

const stack = inject('stack');

const openPage = (path: string, method = 'GET') => fetchPage(stack, path, { method });

describe('a job’s public page', () => {
  const word = uniqueWord();
  const company = `Ledger ${word} & Co`;
  let employer: TestUser;
  let jobID: string;
  let similarID: string;
  const setActive = async (active: boolean) => {
    const answer = await employer.client.call('PUT', '/api/update-job-active-status', { json: { jobID, active } });
    expect(answer.status, answer.body.data.msg).toBe(200);
  };

  beforeAll(async () => {
    employer = await createSignedInUser(stack, 'employer', { companyName: company });
    jobID = (
      await addJob(employer.client, {
        jobTitle: `${word} Bookkeeper`,
        jobType: 'part-time',
        country: 'Germany',
        timeZone: 'Europe/Berlin (GMT+01:00)',
        startTime: '08:00',
        endTime: '12:00',
        aboutRole: 'Keep our books <tidy>.\n\nWork with our accountants.',
        paymentInterval: 'hourly',
        minSalary: 25,
        maxSalary: 35,
        currency: 'EUR',
        applicantCountries: ['Germany', 'Poland'],
      })
    )._id;
    similarID = (await addJob(employer.client, { jobTitle: `${word} Payroll Clerk` }))._id;
  });

  it('an open job: the whole page in HTML, with its title, description, canonical link and one valid JobPosting', async () => {
    const page = await openPage(`/jobs/${jobID}`);

    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    expect(page.document.querySelector('title')?.textContent).toBe(`${word} Bookkeeper at ${company} (Remote)`);
    for (const fact of [
      `${word} Bookkeeper`,
      company,
      'Part-time',
      'Remote',
      '€25 - €35 an hour',
      'Only from: Germany, Poland',
      '08:00 - 12:00, Europe/Berlin (GMT+01:00)',
      'Keep our books <tidy>.',
      'Work with our accountants.',
      `Posted ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date())}`,
      'Apply',
    ]) {
      expect(page.text, fact).toContain(fact);
    }
    const apply = page.document.querySelectorAll('a').find((link) => link.textContent === 'Apply');
    expect(apply?.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(`/dashboard/find-jobs/${jobID}`)}`);
    expect(page.document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      `${word} Bookkeeper at ${company}: remote, Part-time, €25 - €35 an hour. Only from: Germany, Poland.`,
    );
    const canonical = `${stack.env.SITE_URL}/jobs/${jobID}`;
    expect(page.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);

    const postings = jsonLdOfType(page.html, 'JobPosting');
    expect(postings).toHaveLength(1);
    expect(await structuredDataProblems(page.html)).toEqual([]);
    // Each field's mapping is the unit test's (test/unit/jobs/job-posting.test.ts); here, that the page carries this job's.
    const posting = postings[0] as Record<string, Record<string, unknown>>;
    expect(posting.title).toBe(`${word} Bookkeeper`);
    expect(posting.description).toBe('<p>Keep our books &lt;tidy&gt;.</p><p>Work with our accountants.</p>');
    expect(posting.employmentType).toBe('PART_TIME');
    expect([posting.hiringOrganization!.name, posting.identifier!.value, posting.url]).toEqual([
      company,
      jobID,
      canonical,
    ]);
    expect(posting.applicantLocationRequirements).toHaveLength(2);
    expect(posting.baseSalary!.value).toMatchObject({ minValue: 25, maxValue: 35, unitText: 'HOUR' });
    expect(Date.parse(postings[0]!.validThrough as string)).toBeGreaterThan(Date.now());
  });

  it('a closed job says it takes no applications and carries no JobPosting; reopening brings both back', async () => {
    await setActive(false);
    const closed = await openPage(`/jobs/${jobID}`);
    expect(closed.status).toBe(200);
    expect(closed.text).toContain('This job is no longer accepting applications');
    expect(closed.text).toContain(`${word} Bookkeeper`);
    expect(closed.text).not.toContain('Apply with your profile');
    expect(jsonLdOfType(closed.html, 'JobPosting')).toEqual([]);

    await setActive(true);
    const reopened = await openPage(`/jobs/${jobID}`);
    expect(reopened.status).toBe(200);
    expect(reopened.text).not.toContain('no longer accepting applications');
    expect(jsonLdOfType(reopened.html, 'JobPosting')).toHaveLength(1);
  });

  it('a deleted job answers 410 with links to similar open jobs (its title’s first word); an unknown id 404', async () => {
    const answer = await employer.client.call('DELETE', '/api/delete-job', { query: { jobID } });
    expect(answer.status, answer.body.data.msg).toBe(200);
    expect((await partitionItems(stack, jobID)).map((item) => item.SK)).toEqual(['TOMBSTONE']);

    const gone = await openPage(`/jobs/${jobID}`);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain('This job is no longer available');
    expect(jsonLdOfType(gone.html, 'JobPosting')).toEqual([]);
    const similar = gone.document.querySelectorAll('a').find((link) => link.textContent === `${word} Payroll Clerk`);
    expect(similar?.getAttribute('href')).toBe(`/jobs/${similarID}`);
    expect((await openPage(`/jobs/${similarID}`)).status).toBe(200);

    const unknown = await openPage('/jobs/6c5b4a3f-2e1d-4c0b-9a8f-7e6d5c4b3a2f');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('We could not find this job');
    const malformed = await openPage('/jobs/not-a-job%3Cscript%3E');
    expect(malformed.status).toBe(404);
    expect(malformed.html).not.toContain('<script>');
  });

  it('answers HEAD with the status and headers alone', async () => {
    const head = await openPage(`/jobs/${similarID}`, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(head.html).toBe('');
  });

  it('answers a burst of visitors to one job, 200 requests twenty at a time, each with its page', async () => {
    const answered: string[] = [];
    for (let wave = 0; wave < 10; wave += 1) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const response = await fetch(new URL(`/jobs/${similarID}`, stack.appUrl));
          const html = await response.text();
          return `${response.status}, ${html.includes(`${word} Payroll Clerk`) ? 'the job' : 'no job'}`;
        }),
      );
      answered.push(...answers);
    }
    expect(answered).toEqual(Array.from({ length: 200 }, () => '200, the job'));
  });
});
