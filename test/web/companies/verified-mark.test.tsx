// The "Verified" mark beside a verified company's name: on the search's job cards, on a job's
// public page, on the company's public page (and in the server's document of it); never for a
// company that is not verified.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompanyPageData } from '#shared/company-page.js';
import type { JobPageData } from '#shared/job-page.js';
import type { CompanyProfile } from '#shared/schemas/companies.js';
import { renderCompanyPage } from '@/server-render';
import { mockApi, renderApp, visitor } from '../support/test-utils';
import { departments, sampleJob, searchAnswer } from '../support/candidate-fixtures';
import { apiPath } from '../../support/api-paths';

const SLUG = 'acme-remote';
const MARK = 'Verified: owns acme.com';
const verifiedEmployer = { companyName: 'Acme Remote', companySlug: SLUG, verified: true, verifiedDomain: 'acme.com' };

const acme = (overrides: Partial<CompanyProfile> = {}): CompanyProfile => ({
  companyID: '3e0f5a7b-4c6d-4e8f-9a1b-3c4d5e6f7a8b',
  slug: SLUG,
  companyName: 'Acme Remote',
  ...overrides,
});
const companyPage = (company: CompanyProfile): CompanyPageData => ({ state: 'company', slug: SLUG, company, jobs: [] });

/** The mark: its visible text, and the domain for pointers and screen readers. */
function expectMark(mark: HTMLElement) {
  expect(mark).toHaveTextContent(/^Verified: owns acme\.com$/);
  const shown = [...mark.childNodes].filter(
    (node) => !(node instanceof HTMLElement && node.classList.contains('visually-hidden')),
  );
  expect(shown.map((node) => node.textContent).join('')).toBe('Verified');
  expect(mark.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
}

describe('the Verified mark', () => {
  it('shows beside a verified company’s name on its job cards, and on no other card', async () => {
    const verified = sampleJob({ jobTitle: 'Remote Bookkeeper', employer: verifiedEmployer });
    const other = sampleJob({ jobTitle: 'Remote Clerk', employer: { companyName: 'Old Co', verified: false } });
    mockApi({
      [apiPath('getUser')]: visitor,
      [apiPath('getDepartments')]: departments,
      [apiPath('searchJobs')]: () => searchAnswer([verified, other], { currentPage: 1, isLastPage: true }),
    });

    renderApp('/find-work');

    const card = (await screen.findByRole('link', { name: 'Remote Bookkeeper' })).closest('article')!;
    const company = within(card).getByRole('link', { name: 'Acme Remote' }).parentElement!;
    expectMark(within(company).getByTitle(MARK));
    const otherCard = screen.getByRole('link', { name: 'Remote Clerk' }).closest('article')!;
    expect(within(otherCard).getByText('Old Co')).toBeInTheDocument();
    expect(within(otherCard).queryByText(/Verified/)).not.toBeInTheDocument();
  });

  it('shows on a verified company’s job page', async () => {
    const { applicantCount: _, ...job } = sampleJob({ jobTitle: 'Remote Bookkeeper', employer: verifiedEmployer });
    const page: JobPageData = { state: 'open', jobID: job._id, job, similarJobs: [] };
    mockApi({ [apiPath('getUser')]: visitor });

    renderApp(`/jobs/${job._id}`, { visitorBrowser: true, pageData: page });

    expect(await screen.findByRole('heading', { level: 1, name: 'Remote Bookkeeper' })).toBeInTheDocument();
    expectMark(screen.getByTitle(MARK));
  });

  it('gives way, on a job page, to a plain word that a new company has not verified its domain', async () => {
    const { applicantCount: _, ...job } = sampleJob({
      jobTitle: 'Remote Bookkeeper',
      employer: { companyName: 'Fresh Co', newCompanySince: '2026-11-20T10:00:00.000Z' },
    });
    const page: JobPageData = { state: 'open', jobID: job._id, job, similarJobs: [] };
    mockApi({ [apiPath('getUser')]: visitor });

    renderApp(`/jobs/${job._id}`, { visitorBrowser: true, pageData: page });

    expect(
      await screen.findByText('Fresh Co joined on 20 Nov 2026 and has not verified its domain yet.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Verified/)).not.toBeInTheDocument();
  });

  it('shows beside a verified company’s name on its page, outside the heading', async () => {
    mockApi({ [apiPath('getUser')]: visitor });

    renderApp(`/companies/${SLUG}`, {
      visitorBrowser: true,
      pageData: companyPage(acme({ verified: true, verifiedDomain: 'acme.com' })),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Remote' })).toBeInTheDocument();
    expectMark(screen.getByTitle(MARK));
  });

  it('is not on the page of a company that is not verified', async () => {
    mockApi({ [apiPath('getUser')]: visitor });

    renderApp(`/companies/${SLUG}`, { visitorBrowser: true, pageData: companyPage(acme({ verified: false })) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Remote' })).toBeInTheDocument();
    expect(screen.queryByText(/Verified/)).not.toBeInTheDocument();
  });

  it('is in the server’s document of a verified company’s page', async () => {
    const shell = [
      '<!doctype html><html lang="en"><head>',
      '<meta name="description" content="The app." />',
      '<title>Remote Hiring Marketplace</title>',
      '</head><body>',
      '<div id="root"><div class="full-page-loading">Loading...</div></div>',
      '</body></html>',
    ].join('\n');

    const html = await renderCompanyPage(shell, companyPage(acme({ verified: true, verifiedDomain: 'acme.com' })), {
      canonicalUrl: `https://hire.example.com/companies/${SLUG}`,
    });
    const root = new DOMParser().parseFromString(html, 'text/html').getElementById('root')!;

    expect(root.querySelector(`[title="${MARK}"]`)?.textContent).toBe('Verified: owns acme.com');
  });
});
