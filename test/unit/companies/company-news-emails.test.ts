// The followed companies' digest email (functions/companies/company-news-emails.ts): a section per
// company in the order of its newest job, at most five jobs each with the company page's link, its
// subject in the three shapes, and nothing of a job's text let into the HTML unescaped.
import { describe, expect, it } from 'vitest';
import type { JobCard } from '#shared/schemas/jobs.js';
import {
  companyNewsEmail,
  companyNewsSubject,
  groupByCompany,
  NEWS_JOBS_PER_COMPANY,
} from '#functions/companies/company-news-emails.js';

const SITE = 'https://hire.example.com';
const card = (n: number, companyName: string, companySlug?: string): JobCard =>
  ({
    _id: `job-${n}`,
    jobTitle: `Job ${n}`,
    jobType: 'full-time',
    department: 'Engineering',
    country: 'Germany',
    createdAt: `2026-11-2${n % 10}T08:00:00.000Z`,
    employer: { companyName, ...(companySlug ? { companySlug } : {}) },
  }) as JobCard;

describe('the followed companies’ digest', () => {
  it('groups the jobs by company in the order of each one’s newest job', () => {
    const groups = groupByCompany([
      { companyID: 'b', card: card(1, 'Beta', 'beta') },
      { companyID: 'a', card: card(2, 'Acme', 'acme') },
      { companyID: 'b', card: card(3, 'Beta', 'beta') },
    ]);
    expect(groups.map((group) => [group.companyName, group.jobs.map((job) => job._id)])).toEqual([
      ['Beta', ['job-1', 'job-3']],
      ['Acme', ['job-2']],
    ]);
  });

  it('says in its subject which companies posted what', () => {
    const one = groupByCompany([{ companyID: 'a', card: card(1, 'Acme') }]);
    const two = groupByCompany([1, 2].map((n) => ({ companyID: 'a', card: card(n, 'Acme') })));
    const many = groupByCompany(['Acme', 'Beta', 'Gamma'].map((name, n) => ({ companyID: name, card: card(n, name) })));
    expect(companyNewsSubject(one)).toBe('New at Acme: Job 1');
    expect(companyNewsSubject(two)).toBe('2 new jobs at Acme');
    expect(companyNewsSubject(many.slice(0, 2))).toBe('New jobs at Acme and Beta');
    expect(companyNewsSubject(many)).toBe('New jobs at Acme and 2 more');
  });

  it('lists at most five jobs a company, links its page and Settings, and escapes what employers wrote', () => {
    const jobs = Array.from({ length: 7 }, (_, n) => ({ companyID: 'a', card: card(n, '<Acme & Co>', 'acme') }));
    const email = companyNewsEmail({
      to: 'ada@example.com',
      firstName: 'Ada',
      companies: groupByCompany(jobs),
      siteUrl: SITE,
    });

    expect(email.text).toContain('New at <Acme & Co>');
    expect(email.text.match(/%2Fdashboard%2Ffind-jobs%2Fjob-/g)).toHaveLength(NEWS_JOBS_PER_COMPANY);
    expect(email.text).toContain(`All their open jobs: ${SITE}/companies/acme`);
    expect(email.text).toContain(`${SITE}/login?next=${encodeURIComponent('/dashboard/settings')}`);
    expect(email.html).toContain('New at &lt;Acme &amp; Co&gt;');
    expect(email.html).not.toContain('<Acme');
  });
});
