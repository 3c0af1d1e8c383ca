// The schema.org JobPosting of an open job's public page (JSON-LD), with the fields Google's
// job search documents as required and recommended for a fully remote job (docs/product/jobs.md,
// Public job page): typed by schema-dts, checked by test/unit/jobs/job-posting.test.ts with a
// validator of Google's rules.
import type { JobPosting, WithContext } from 'schema-dts';
import { allCountries } from '#shared/countries.js';
import type { JobType, PayInterval } from '#shared/constants.js';
import { escapeHtml } from '#platform/email/email-text.js';
import type { JobItem } from './jobs.js';

const EMPLOYMENT_TYPE: Record<JobType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contractor: 'CONTRACTOR',
};

const UNIT_TEXT: Record<PayInterval, string> = { annually: 'YEAR', monthly: 'MONTH', hourly: 'HOUR' };

/** A posting is said to be valid for this long after the job's last change, then for as long again. */
export const VALID_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * validThrough: the end of the current 60-day period since the job was last posted, edited or
 * reopened. Jobs here have no closing date, so an open job is never shown as expired, and the
 * date moves on by 60 days at a time while the job stays open.
 */
export function validThrough(lastChange: string, now: Date): string {
  const start = Date.parse(lastChange);
  const period = VALID_DAYS * DAY_MS;
  const periods = Math.max(1, Math.floor((now.getTime() - start) / period) + 1);
  return new Date(start + periods * period).toISOString();
}

/** The about text (plain text as the employer typed it) as HTML: paragraphs at blank lines, line breaks kept. */
export function aboutRoleHtml(aboutRole: string): string {
  return aboutRole
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * Who can apply, as Google reads it: each listed country, or every country for a job open to
 * anyone (Google takes countries; a job without any would be taken for one country only).
 */
function applicantCountries(job: JobItem) {
  const names = job.applicantCountries?.length ? job.applicantCountries : allCountries().map((c) => c.name);
  return names.map((name) => ({ '@type': 'Country' as const, name }));
}

/**
 * The open job's JobPosting, `url` its public page. Undefined for a job without a company name
 * (posted before companies): hiringOrganization is required, and a made-up name would be wrong.
 */
export function jobPosting(job: JobItem, url: string, now = new Date()): WithContext<JobPosting> | undefined {
  if (!job.companyName) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.jobTitle,
    description: aboutRoleHtml(job.aboutRole),
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: job.jobID },
    datePosted: job.createdAt,
    validThrough: validThrough(job.updatedAt ?? job.createdAt, now),
    employmentType: EMPLOYMENT_TYPE[job.jobType],
    hiringOrganization: {
      '@type': 'Organization',
      name: job.companyName,
      // A verified company proved this domain: search engines may tie the posting to it.
      ...(job.companyVerifiedDomain ? { sameAs: `https://${job.companyVerifiedDomain}` } : {}),
    },
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: applicantCountries(job),
    ...(job.currency
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.minSalary,
              maxValue: job.maxSalary,
              unitText: UNIT_TEXT[job.paymentInterval],
            },
          },
        }
      : {}),
    // The application form is on this site, from the page's Apply button.
    directApply: true,
    url,
  };
}
