// The JobPosting of an open job's public page: every field Google's job search requires or
// recommends for a fully remote job, checked by a validator of Google's rules; the values
// each field takes from the job; the about text as safe HTML; the validThrough rule.
import { describe, expect, it } from 'vitest';
import { allCountries } from '#shared/countries.js';
import { aboutRoleHtml, jobPosting, validThrough, VALID_DAYS } from '#functions/jobs/job-posting.js';
import { pageWithJsonLd, structuredDataProblems } from '../../support/structured-data.js';
import { JOB_ID, storedJob } from '../support/jobs.js';

const URL = `https://hire.example.com/jobs/${JOB_ID}`;
const NOW = new Date('2026-02-10T12:00:00.000Z');

describe('jobPosting', () => {
  it('has every required and recommended field Google documents, for a job paid in a currency', async () => {
    const posting = jobPosting(storedJob({ applicantCountries: ['Germany', 'Poland'] }), URL, NOW)!;

    expect(await structuredDataProblems(pageWithJsonLd(posting))).toEqual([]);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior Developer',
      description: '<p>Build things.</p>',
      datePosted: '2026-02-01T10:00:00.000Z',
      validThrough: '2026-04-02T10:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Analytical Engines' },
      identifier: { '@type': 'PropertyValue', name: 'Analytical Engines', value: JOB_ID },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'Germany' },
        { '@type': 'Country', name: 'Poland' },
      ],
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 50000, maxValue: 70000, unitText: 'YEAR' },
      },
      directApply: true,
      url: URL,
    });
  });

  it('the validator refuses a posting without a required field, and warns of a missing recommended one', async () => {
    const { hiringOrganization: _, ...withoutOrganization } = jobPosting(storedJob(), URL, NOW)!;
    expect(await structuredDataProblems(pageWithJsonLd(withoutOrganization))).toEqual([
      'ERROR: Required attribute "hiringOrganization" is missing',
    ]);

    const withoutCurrency = jobPosting(storedJob({ currency: '' }), URL, NOW)!;
    expect(withoutCurrency).not.toHaveProperty('baseSalary');
    expect(await structuredDataProblems(pageWithJsonLd(withoutCurrency))).toEqual([
      'WARNING: Missing field "baseSalary" (optional)',
    ]);
  });

  it('takes each job type and pay interval to Google’s words', () => {
    const posting = (overrides: Parameters<typeof storedJob>[0]) => jobPosting(storedJob(overrides), URL, NOW)!;
    expect(posting({ jobType: 'part-time' }).employmentType).toBe('PART_TIME');
    expect(posting({ jobType: 'contractor' }).employmentType).toBe('CONTRACTOR');
    expect(posting({ paymentInterval: 'monthly' }).baseSalary).toMatchObject({ value: { unitText: 'MONTH' } });
    expect(posting({ paymentInterval: 'hourly', minSalary: 25.5, maxSalary: 35 }).baseSalary).toMatchObject({
      currency: 'EUR',
      value: { minValue: 25.5, maxValue: 35, unitText: 'HOUR' },
    });
  });

  it('names every country for a job anyone may apply to, stored before who-can-apply or with an empty list', () => {
    const everyCountry = allCountries().map((country) => ({ '@type': 'Country', name: country.name }));
    expect(jobPosting(storedJob({ applicantCountries: [] }), URL, NOW)!.applicantLocationRequirements).toEqual(
      everyCountry,
    );
    expect(jobPosting(storedJob(), URL, NOW)!.applicantLocationRequirements).toEqual(everyCountry);
    expect(everyCountry.length).toBeGreaterThan(200);
  });

  it('has none for a job without a company name: a made-up organization would be wrong', () => {
    expect(jobPosting(storedJob({ companyName: '' }), URL, NOW)).toBeUndefined();
  });
});

describe('aboutRoleHtml', () => {
  it('escapes the text and keeps its paragraphs and line breaks', () => {
    expect(aboutRoleHtml('  First <b>line</b> & more\nsecond line\n\n\nNew "paragraph"\'s end  ')).toBe(
      '<p>First &lt;b&gt;line&lt;/b&gt; &amp; more<br>second line</p><p>New &quot;paragraph&quot;&#39;s end</p>',
    );
    expect(aboutRoleHtml('</script><script>alert(1)</script>')).not.toContain('<script');
  });
});

describe('validThrough', () => {
  const day = 24 * 60 * 60 * 1000;
  const lastChange = '2026-01-01T00:00:00.000Z';
  const at = (days: number) => new Date(Date.parse(lastChange) + days * day);

  it(`is ${VALID_DAYS} days after the last change, then moves on by ${VALID_DAYS} days while the job stays open`, () => {
    expect(validThrough(lastChange, at(0))).toBe(at(60).toISOString());
    expect(validThrough(lastChange, at(59.9))).toBe(at(60).toISOString());
    expect(validThrough(lastChange, at(60))).toBe(at(120).toISOString());
    expect(validThrough(lastChange, at(200))).toBe(at(240).toISOString());
  });

  it('is always after now, even for a change dated later than the clock', () => {
    expect(validThrough(lastChange, at(-1))).toBe(at(60).toISOString());
  });

  it('follows the last change: an edit or a reopening starts a new period', () => {
    const posting = jobPosting(storedJob({ updatedAt: '2026-02-09T00:00:00.000Z' }), URL, NOW)!;
    expect(posting.validThrough).toBe('2026-04-10T00:00:00.000Z');
  });
});
