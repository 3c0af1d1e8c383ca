// /jobs/{jobID} of a job the marketplace's team holds (200, "This job is under review", nothing
// of the job) or removed (410, "This job was removed", with similar open jobs), as the app
// shows it and as the server's document says it (docs/product/trust-and-safety.md).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JOB_PAGE_STATUS, type JobPageData } from '#shared/job-page.js';
import { TRUST_MSG } from '#shared/schemas/trust.js';
import { JOB_UNDER_REVIEW, JOB_WAS_REMOVED, jobPageDescription } from '@/features/find-work/routes/job-page';
import { renderJobPage } from '@/server-render';
import { mockApi, renderApp, visitor } from '../support/test-utils';
import { sampleJob } from '../support/candidate-fixtures';
import { apiPath } from '../../support/api-paths';

const JOB_ID = '6c5b4a3f-2e1d-4c0b-9a8f-7e6d5c4b3a2f';
// The app's index.html as the build writes it: what the server renderer fills in.
const SHELL = [
  '<!doctype html><html lang="en"><head>',
  '<meta name="description" content="The app." />',
  '<title>Remote Hiring Marketplace</title>',
  '</head><body>',
  '<div id="root"><div class="full-page-loading">Loading...</div></div>',
  '</body></html>',
].join('\n');

function showPage(page: JobPageData) {
  mockApi({ [apiPath('getUser')]: visitor });
  renderApp(`/jobs/${page.jobID}`, { visitorBrowser: true, pageData: page });
}

describe('a job under review', () => {
  const page: JobPageData = { state: 'under-review', jobID: JOB_ID };

  it('says so, shows nothing of the job, and leads to the other open jobs', async () => {
    showPage(page);

    expect(await screen.findByRole('heading', { level: 1, name: 'This job is under review' })).toBeInTheDocument();
    expect(screen.getByText(/The team is checking this job\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find other open remote jobs.' })).toHaveAttribute('href', '/find-work');
    expect(document.title).toBe('Job under review | Remote Hiring Marketplace');
    expect(screen.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Share|Report)/ })).not.toBeInTheDocument();
    expect(JOB_PAGE_STATUS['under-review']).toBe(200);
  });

  it('is described as such in the server’s document', async () => {
    const html = await renderJobPage(SHELL, page, { canonicalUrl: `https://hire.example.com/jobs/${JOB_ID}` });
    const document = new DOMParser().parseFromString(html, 'text/html');

    expect(document.querySelector('h1')?.textContent).toBe('This job is under review');
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(
      'This job is under review. Find other open remote jobs on Remote Hiring Marketplace.',
    );
    expect(jobPageDescription(page)).toBe(
      'This job is under review. Find other open remote jobs on Remote Hiring Marketplace.',
    );
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});

describe('a removed job', () => {
  const similar = [sampleJob({ jobTitle: 'Remote Accountant' }), sampleJob({ jobTitle: 'Remote Auditor' })];
  const page: JobPageData = { state: 'removed', jobID: JOB_ID, similarJobs: similar };

  it('says it was removed and offers the pages of similar open jobs, like a deleted one', async () => {
    showPage(page);

    expect(await screen.findByRole('heading', { level: 1, name: 'This job was removed' })).toBeInTheDocument();
    expect(document.title).toBe('Job removed | Remote Hiring Marketplace');
    const list = screen.getByRole('list', { name: 'Similar open jobs' });
    for (const job of similar) {
      expect(within(list).getByRole('link', { name: job.jobTitle })).toHaveAttribute('href', `/jobs/${job._id}`);
    }
    expect(screen.getByRole('link', { name: 'Find more jobs' })).toHaveAttribute('href', '/find-work');
    expect(JOB_PAGE_STATUS.removed).toBe(410);
  });

  it('is described as such in the server’s document', async () => {
    const html = await renderJobPage(SHELL, page, { canonicalUrl: `https://hire.example.com/jobs/${JOB_ID}` });
    const document = new DOMParser().parseFromString(html, 'text/html');

    expect(document.querySelector('h1')?.textContent).toBe('This job was removed');
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(
      'This job was removed. Find similar open remote jobs on Remote Hiring Marketplace.',
    );
  });
});

it('the page’s headings are the contract’s words (written out so the public page loads no zod)', () => {
  expect(JOB_UNDER_REVIEW).toBe(TRUST_MSG.jobUnderReview);
  expect(JOB_WAS_REMOVED).toBe(TRUST_MSG.jobWasRemoved);
});
