// /jobs/{jobID}, a job's public page: rendered from the data the server rendered it with; Apply
// to the application form for a signed-in candidate and through the login page for anyone
// else; closed, deleted and unknown jobs; and the server's document, which the browser's first
// render hydrates without a change.
import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { JobPageData, PublicJob } from '#shared/job-page.js';
import type { JobCard } from '#shared/schemas/jobs.js';
import { App } from '@/app/app';
import { appRoutes, loadMatchedRoutes } from '@/app/router';
import { jobPageDescription, jobPagePreviewDescription } from '@/features/find-work/routes/job-page';
import { readPageData } from '@/lib/page-data';
import { renderJobPage } from '@/server-render';
import { apiResponse, candidate, employer, mockApi, renderApp, signedIn, visitor } from '../support/test-utils';
import { noNotifications, sampleJob } from '../support/candidate-fixtures';
import { apiPath } from '../../support/api-paths';

function publicJob(overrides: Partial<PublicJob> = {}): PublicJob {
  const { applicantCount: _, ...job } = sampleJob({
    jobTitle: 'Remote Bookkeeper',
    applicantCountries: ['Germany', 'Poland'],
    currency: 'EUR',
    minSalary: 40000,
    maxSalary: 50000,
    createdAt: '2026-03-12T23:30:00.000Z',
    ...overrides,
  });
  return job;
}

const openPage = (job = publicJob(), similarJobs: JobCard[] = []): JobPageData => ({
  state: 'open',
  jobID: job._id,
  job,
  similarJobs,
});
const pathOf = (page: JobPageData) => `/jobs/${page.jobID}`;

describe('an open job', () => {
  it('shows the job, its title as "{Job title} at {Company} (Remote)", and Apply through the login page for a visitor', async () => {
    mockApi({ [apiPath('getUser')]: visitor });
    const page = openPage();

    renderApp(pathOf(page), { visitorBrowser: true, pageData: page });

    expect(await screen.findByRole('heading', { level: 1, name: 'Remote Bookkeeper' })).toBeInTheDocument();
    expect(document.title).toBe('Remote Bookkeeper at Acme Remote (Remote)');
    expect(screen.getByText('€40,000 - €50,000 a year')).toBeInTheDocument();
    expect(screen.getByText('Only from: Germany, Poland')).toBeInTheDocument();
    expect(screen.getByText('08:00 - 17:00, Europe/Paris (GMT+01:00)')).toBeInTheDocument();
    expect(screen.getByText('Help our team with scheduling.')).toBeInTheDocument();
    // The day in UTC, as the server writes it, whatever the reader's zone.
    expect(screen.getByText(/Posted 12 Mar 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/dashboard/find-jobs/${page.jobID}`)}`,
    );
    expect(screen.getByRole('button', { name: 'Share Remote Bookkeeper' })).toBeInTheDocument();
  });

  it('sends a signed-in candidate straight to the application form, anyone else through the login page', async () => {
    const page = openPage();
    mockApi({ [apiPath('getUser')]: signedIn(candidate), [apiPath('getNotifications')]: noNotifications });
    const { unmount } = renderApp(pathOf(page), { pageData: page });
    expect(await screen.findByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      `/dashboard/find-jobs/${page.jobID}`,
    );
    unmount();

    mockApi({ [apiPath('getUser')]: signedIn(employer), [apiPath('getNotifications')]: noNotifications });
    renderApp(pathOf(page), { pageData: page });
    expect(await screen.findByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/dashboard/find-jobs/${page.jobID}`)}`,
    );
  });

  it('shows five jobs like it, leaving out for a candidate those they applied to', async () => {
    const similar = Array.from({ length: 8 }, (_, index) =>
      publicJob({ _id: `00000000-0000-4000-8000-00000000000${index}`, jobTitle: `Bookkeeper ${index + 1}` }),
    );
    const page = openPage(publicJob(), similar);
    const titles = async () =>
      within(await screen.findByRole('list', { name: 'Jobs like this' }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    mockApi({ [apiPath('getUser')]: visitor });
    const { unmount } = renderApp(pathOf(page), { visitorBrowser: true, pageData: page });
    expect(await titles()).toEqual(['Bookkeeper 1', 'Bookkeeper 2', 'Bookkeeper 3', 'Bookkeeper 4', 'Bookkeeper 5']);
    unmount();

    const applied = [similar[1]!, similar[3]!].map((job) => ({
      jobID: job._id,
      stage: 'applied',
      createdAt: '2026-03-01T00:00:00.000Z',
    }));
    mockApi({
      [apiPath('getUser')]: signedIn(candidate),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('getApplicationStatuses')]: () => apiResponse(200, { applications: applied, saved: [] }),
    });
    renderApp(pathOf(page), { pageData: page });
    await waitFor(async () =>
      expect(await titles()).toEqual(['Bookkeeper 1', 'Bookkeeper 3', 'Bookkeeper 5', 'Bookkeeper 6', 'Bookkeeper 7']),
    );
  });

  it('links the company’s name to its public page when it has one', async () => {
    mockApi({ [apiPath('getUser')]: visitor });
    const page = openPage(publicJob({ employer: { companyName: 'Acme Remote', companySlug: 'acme-remote' } }));

    renderApp(pathOf(page), { visitorBrowser: true, pageData: page });

    expect(await screen.findByRole('link', { name: 'Acme Remote' })).toHaveAttribute('href', '/companies/acme-remote');
  });

  it('a link preview says the pay first when stated, the job type, who can apply, then the role; other pages none of their own', () => {
    expect(jobPagePreviewDescription(openPage(publicJob({ aboutRole: 'Keep our books.' })))).toBe(
      '€40,000 - €50,000 a year · Full-time · Only from: Germany, Poland. Keep our books.',
    );
    expect(
      jobPagePreviewDescription(openPage(publicJob({ currency: '', applicantCountries: [], aboutRole: 'Hi.' }))),
    ).toBe('Full-time · Anywhere. Hi.');
    const long = jobPagePreviewDescription(openPage(publicJob({ aboutRole: 'word '.repeat(200) })))!;
    expect(long.length).toBeLessThanOrEqual(300);
    expect(long).toMatch(/ word…$/);
    const job = publicJob({ active: false });
    expect(jobPagePreviewDescription({ state: 'closed', jobID: job._id, job, similarJobs: [] })).toBeUndefined();
  });

  it('describes itself for search results, at most 300 characters', () => {
    const job = publicJob({ aboutRole: 'Keep our books.\n\nWork with us.' });
    expect(jobPageDescription(openPage(job))).toBe(
      'Remote Bookkeeper at Acme Remote: remote, Full-time, €40,000 - €50,000 a year. Only from: Germany, Poland. Keep our books. Work with us.',
    );
    expect(jobPageDescription(openPage(publicJob({ applicantCountries: [], aboutRole: 'Hi.' })))).toBe(
      'Remote Bookkeeper at Acme Remote: remote, Full-time, €40,000 - €50,000 a year. Apply from anywhere. Hi.',
    );
    const long = jobPageDescription(openPage(publicJob({ aboutRole: 'word '.repeat(200) })));
    expect(long.length).toBeLessThanOrEqual(300);
    expect(long).toMatch(/ word…$/);
  });
});

describe('a closed, deleted or unknown job', () => {
  it('a closed job: the job, no longer accepting applications, and no Apply', async () => {
    mockApi({ [apiPath('getUser')]: visitor });
    const job = publicJob({ active: false });

    renderApp(`/jobs/${job._id}`, {
      visitorBrowser: true,
      pageData: { state: 'closed', jobID: job._id, job, similarJobs: [] },
    });

    expect(await screen.findByText('This job is no longer accepting applications')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Remote Bookkeeper' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('a deleted job: no longer available, with links to the pages of similar open jobs', async () => {
    mockApi({ [apiPath('getUser')]: visitor });
    const similar = [publicJob({ jobTitle: 'Remote Accountant' }), publicJob({ jobTitle: 'Remote Auditor' })];
    const jobID = '6c5b4a3f-2e1d-4c0b-9a8f-7e6d5c4b3a2f';

    renderApp(`/jobs/${jobID}`, { visitorBrowser: true, pageData: { state: 'deleted', jobID, similarJobs: similar } });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This job is no longer available' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Similar open jobs' });
    for (const job of similar) {
      expect(within(list).getByRole('link', { name: job.jobTitle })).toHaveAttribute('href', `/jobs/${job._id}`);
    }
  });

  it('an unknown id: not found, with the way to the job search', async () => {
    mockApi({ [apiPath('getUser')]: visitor });
    const jobID = '6c5b4a3f-2e1d-4c0b-9a8f-7e6d5c4b3a2f';

    renderApp(`/jobs/${jobID}`, { visitorBrowser: true, pageData: { state: 'unknown', jobID } });

    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this job' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/find-work');
  });
});

describe('the server’s document', () => {
  const SHELL = [
    '<!doctype html><html lang="en"><head>',
    '<meta name="description" content="The app." />',
    '<title>Remote Hiring Marketplace</title>',
    '<script type="module" crossorigin src="/assets/index.js"></script>',
    '</head><body>',
    '<div id="root"><div class="full-page-loading">Loading...</div></div>',
    '</body></html>',
  ].join('\n');

  it('has the title, description, canonical link and structured data in its head, its data safe in a script', async () => {
    const page = openPage(publicJob({ jobTitle: 'Bookkeeper </script><script>alert(1)</script>' }));

    const html = await renderJobPage(SHELL, page, {
      canonicalUrl: `https://hire.example.com/jobs/${page.jobID}`,
      structuredData: { '@type': 'JobPosting', title: 'x</script>' },
    });
    const document = new DOMParser().parseFromString(html, 'text/html');

    expect(document.title).toBe('Bookkeeper </script><script>alert(1)</script> at Acme Remote (Remote)');
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(jobPageDescription(page));
    expect(document.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(
      `https://hire.example.com/jobs/${page.jobID}`,
    );
    // The link preview: the same title, escaped as an attribute; absolute addresses from the canonical one.
    const preview = (key: string) =>
      document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
    expect([preview('og:title'), preview('twitter:title')]).toEqual([document.title, document.title]);
    expect(preview('og:description')).toBe(jobPagePreviewDescription(page));
    expect(preview('og:url')).toBe(`https://hire.example.com/jobs/${page.jobID}`);
    expect([preview('og:image'), preview('twitter:image')]).toEqual([
      'https://hire.example.com/social-card.png',
      'https://hire.example.com/social-card.png',
    ]);
    expect(preview('twitter:card')).toBe('summary_large_image');
    expect(JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!)).toEqual({
      '@type': 'JobPosting',
      title: 'x</script>',
    });
    // Only the app's own module script: no text of the job became a script.
    expect([...document.querySelectorAll('script')].map((script) => script.type)).toEqual([
      'module',
      'application/ld+json',
      'application/json',
    ]);
    expect(readPageData(document)).toEqual(page);
    expect(document.getElementById('root')!.dataset.prerendered).toBe(pathOf(page));
  });

  it('is hydrated by the browser’s first render without a change, whatever the reader’s language and time zone', async () => {
    const page = openPage();
    const html = await renderJobPage(SHELL, page, { canonicalUrl: `https://hire.example.com${pathOf(page)}` });
    const served = new DOMParser().parseFromString(html, 'text/html');
    const container = document.createElement('div');
    container.innerHTML = served.getElementById('root')!.innerHTML;
    document.body.append(container);
    const markup = container.innerHTML;
    mockApi({ [apiPath('getUser')]: visitor });
    document.cookie = 'signed-in=; Path=/; Max-Age=0';
    window.localStorage.removeItem('sessionHint');
    await loadMatchedRoutes({ pathname: pathOf(page) });
    const mismatches: unknown[] = [];
    // A reader in Germany, past midnight where the server's 23:30 UTC is already the next day.
    Object.defineProperty(navigator, 'language', { value: 'de-DE', configurable: true });
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'language');
      process.env.TZ = zone;
    });

    const router = createMemoryRouter(appRoutes, { initialEntries: [pathOf(page)] });
    const root = await act(async () =>
      hydrateRoot(
        container,
        <SWRConfig value={{ provider: () => new Map() }}>
          <App router={router} pageData={readPageData(served)} />
        </SWRConfig>,
        { onRecoverableError: (error) => mismatches.push(error) },
      ),
    );

    expect(mismatches).toEqual([]);
    expect(container.innerHTML).toBe(markup);
    act(() => root.unmount());
    container.remove();
  });
});
