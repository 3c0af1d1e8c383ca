// /companies/{slug}, a company's public page: rendered from the data the server rendered it
// with (profile, about text kept as text, open jobs with "Load more"); deleted and unknown
// companies; and the server's document, which the browser's first render hydrates unchanged.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { CompanyPageData } from '#shared/company-page.js';
import type { CompanyProfile } from '#shared/schemas/companies.js';
import { App } from '@/app/app';
import { appRoutes, loadMatchedRoutes } from '@/app/router';
import { companyPageDescription, companyPagePreviewDescription } from '@/features/companies/routes/company-page';
import { readPageData } from '@/lib/page-data';
import { renderCompanyPage } from '@/server-render';
import { apiResponse, mockApi, renderApp, visitor } from '../support/test-utils';
import { callsTo, queryOf, sampleJob } from '../support/candidate-fixtures';
import { apiPath } from '../../support/api-paths';

const SLUG = 'acme-remote';

function profile(overrides: Partial<CompanyProfile> = {}): CompanyProfile {
  return {
    companyID: '3e0f5a7b-4c6d-4e8f-9a1b-3c4d5e6f7a8b',
    slug: SLUG,
    companyName: 'Acme Remote',
    companySize: '11-50',
    country: 'Portugal',
    website: 'https://www.acme.example/careers',
    tagline: 'Bookkeeping for small teams',
    about: 'We keep books.',
    remotePolicy: 'remote-first',
    founded: 2015,
    logoUrl: 'https://files.example.com/logos/acme.png',
    ...overrides,
  };
}

const companyJob = (jobTitle: string) =>
  sampleJob({
    jobTitle,
    createdAt: '2026-03-12T23:30:00.000Z',
    employer: { companyName: 'Acme Remote', companySlug: SLUG },
  });

function companyPage(overrides: Partial<Extract<CompanyPageData, { state: 'company' }>> = {}): CompanyPageData {
  return { state: 'company', slug: SLUG, company: profile(), jobs: [companyJob('Remote Bookkeeper')], ...overrides };
}

const PATH = `/companies/${SLUG}`;

function showPage(page: CompanyPageData, handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ [apiPath('getUser')]: visitor, ...handlers });
  renderApp(PATH, { visitorBrowser: true, pageData: page });
  return fetchMock;
}

describe('a company', () => {
  it('shows its logo, name, tagline, facts, website and open jobs, each opening the job’s public page', async () => {
    const jobs = [companyJob('Remote Bookkeeper'), companyJob('Remote Accountant')];
    showPage(companyPage({ jobs }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Remote' })).toBeInTheDocument();
    expect(document.title).toBe('Acme Remote: remote jobs and company profile');
    expect(screen.getByRole('img', { name: 'Acme Remote logo' })).toHaveAttribute(
      'src',
      'https://files.example.com/logos/acme.png',
    );
    expect(screen.getByText('Bookkeeping for small teams')).toBeInTheDocument();
    const facts = screen.getByRole('list', { name: 'About the company in short' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Remote-first', '11-50 employees', 'Portugal', 'Founded 2015', 'acme.example']);
    const website = within(facts).getByRole('link', { name: 'acme.example' });
    expect(website).toHaveAttribute('href', 'https://www.acme.example/careers');
    expect(website).toHaveAttribute('rel', 'nofollow noopener');
    // Visitors are not told how many follow the company.
    expect(screen.queryByText(/followers?$/)).not.toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Open jobs' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    for (const job of jobs) {
      expect(within(list).getByRole('link', { name: job.jobTitle })).toHaveAttribute('href', `/jobs/${job._id}`);
    }
    // The page names the company already; pay in English and the day in UTC, as the server writes them.
    expect(within(list).queryByRole('link', { name: 'Acme Remote' })).not.toBeInTheDocument();
    expect(within(list).getAllByText('$50,000 - $80,000 a year')).toHaveLength(2);
    expect(within(list).getAllByText('Posted 12 Mar 2026')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('leaves out what the company did not fill in, and tells its members their follower count', async () => {
    const company = profile({
      logoUrl: undefined,
      tagline: undefined,
      website: undefined,
      remotePolicy: undefined,
      founded: undefined,
      about: undefined,
      followerCount: 1234,
    });
    showPage(companyPage({ company }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Remote' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About' })).not.toBeInTheDocument();
    const facts = screen.getByRole('list', { name: 'About the company in short' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['11-50 employees', 'Portugal', '1,234 followers']);
  });

  it('keeps the about text’s paragraphs and line breaks, as text: no markup of it becomes HTML', async () => {
    const about =
      'We keep books.\nFor small teams.\n\n  \n<img src=x onerror="alert(1)"> <b>Bold</b> claims.\r\n\r\nThe end.';
    showPage(companyPage({ company: profile({ about }) }));

    const section = (await screen.findByRole('heading', { level: 2, name: 'About' })).closest('section')!;
    expect([...section.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual([
      'We keep books.\nFor small teams.',
      '<img src=x onerror="alert(1)"> <b>Bold</b> claims.',
      'The end.',
    ]);
    expect(section.querySelector('b, img')).toBeNull();
  });

  it('says when it has no open jobs', async () => {
    showPage(companyPage({ jobs: [] }));

    expect(await screen.findByText('No open jobs right now')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Open jobs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('Load more', () => {
  it('adds the next jobs from the cursor, and goes once there are no more', async () => {
    const first = companyJob('Remote Bookkeeper');
    const second = companyJob('Remote Accountant');
    const third = companyJob('Remote Auditor');
    const answers = [
      { jobs: [second], pagination: { isLastPage: false, nextCursor: 'cursor-2' } },
      { jobs: [third], pagination: { isLastPage: true } },
    ];
    const fetchMock = showPage(companyPage({ jobs: [first], nextCursor: 'cursor-1' }), {
      [apiPath('getCompanyJobs')]: () => apiResponse(200, answers.shift()),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    const list = screen.getByRole('list', { name: 'Open jobs' });
    expect(await within(list).findByRole('link', { name: 'Remote Accountant' })).toHaveAttribute(
      'href',
      `/jobs/${second._id}`,
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('link', { name: 'Remote Auditor' })).toBeInTheDocument();

    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((title) => title.textContent),
    ).toEqual(['Remote Bookkeeper', 'Remote Accountant', 'Remote Auditor']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('getCompanyJobs')).map((call) => Object.fromEntries(queryOf(call)))).toEqual([
      { companyID: profile().companyID, cursor: 'cursor-1' },
      { companyID: profile().companyID, cursor: 'cursor-2' },
    ]);
  });

  it('says why when the next jobs cannot be read, keeps the jobs shown, and can try again', async () => {
    const answers = [
      apiResponse(500, { msg: 'Something went wrong on our side.' }),
      apiResponse(200, { jobs: [companyJob('Remote Auditor')], pagination: { isLastPage: true } }),
    ];
    showPage(companyPage({ nextCursor: 'cursor-1' }), { [apiPath('getCompanyJobs')]: () => answers.shift()! });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('link', { name: 'Remote Bookkeeper' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Remote Auditor' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a deleted or unknown company', () => {
  it('a deleted company: no longer on the site, with the way to the job search', async () => {
    showPage({ state: 'deleted', slug: SLUG });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This company is no longer on Remote Hiring Marketplace' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Company no longer available | Remote Hiring Marketplace');
    expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/find-work');
  });

  it('an unknown slug: not found, with the way to the job search', async () => {
    showPage({ state: 'unknown', slug: SLUG });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this company' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Company not found | Remote Hiring Marketplace');
    expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/find-work');
  });
});

describe('what search results and link previews say', () => {
  it('the tagline and the about text, at most 300 characters; the site’s words for a company that wrote neither', () => {
    const page = companyPage({ company: profile({ about: 'We keep books.\n\nFor small teams.' }) });
    expect(companyPageDescription(page)).toBe(
      'Acme Remote: Bookkeeping for small teams. We keep books. For small teams.',
    );
    expect(companyPagePreviewDescription(page)).toBe('Bookkeeping for small teams. We keep books. For small teams.');

    const long = companyPageDescription(companyPage({ company: profile({ about: 'word '.repeat(200) }) }));
    expect(long.length).toBeLessThanOrEqual(300);
    expect(long).toMatch(/ word…$/);

    const bare = companyPage({ company: profile({ tagline: undefined, about: undefined }) });
    expect(companyPageDescription(bare)).toBe(
      'Acme Remote on Remote Hiring Marketplace: its open remote jobs and company profile.',
    );
    expect(companyPagePreviewDescription(bare)).toBeUndefined();
    expect(companyPagePreviewDescription({ state: 'deleted', slug: SLUG })).toBeUndefined();
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
  const CANONICAL = `https://hire.example.com${PATH}`;

  it('has the title, description, canonical link, preview and structured data in its head, the page in its root', async () => {
    const page = companyPage({
      company: profile({ companyName: 'Acme </script><script>alert(1)</script>', about: 'We <b>keep</b> books.' }),
    });

    const html = await renderCompanyPage(SHELL, page, {
      canonicalUrl: CANONICAL,
      structuredData: { '@type': 'Organization', name: 'x</script>' },
    });
    const document = new DOMParser().parseFromString(html, 'text/html');

    expect(document.title).toBe('Acme </script><script>alert(1)</script>: remote jobs and company profile');
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(
      companyPageDescription(page),
    );
    expect(document.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(CANONICAL);
    const preview = (key: string) =>
      document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
    expect([preview('og:title'), preview('twitter:title')]).toEqual([document.title, document.title]);
    expect(preview('og:description')).toBe('Bookkeeping for small teams. We <b>keep</b> books.');
    expect(preview('og:url')).toBe(CANONICAL);
    expect(preview('og:image')).toBe('https://hire.example.com/social-card.png');
    // The logo, asked for before the app's code: React's preload of it goes in the head.
    expect(document.head.querySelector('link[rel="preload"][as="image"]')!.getAttribute('href')).toBe(
      'https://files.example.com/logos/acme.png',
    );
    expect(JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!)).toEqual({
      '@type': 'Organization',
      name: 'x</script>',
    });
    // Only the app's own module script: no text of the company became a script or markup.
    expect([...document.querySelectorAll('script')].map((script) => script.type)).toEqual([
      'module',
      'application/ld+json',
      'application/json',
    ]);
    const root = document.getElementById('root')!;
    expect(root.dataset.prerendered).toBe(PATH);
    expect(root.querySelector('h1')!.textContent).toBe('Acme </script><script>alert(1)</script>');
    expect(root.querySelector('b')).toBeNull();
    expect(root.querySelector(`a[href="/jobs/${page.state === 'company' ? page.jobs[0]!._id : ''}"]`)).not.toBeNull();
    expect(readPageData(document)).toEqual(page);
  });

  it('renders a deleted company’s page with its own words and no structured data', async () => {
    const page: CompanyPageData = { state: 'deleted', slug: SLUG };

    const html = await renderCompanyPage(SHELL, page, { canonicalUrl: CANONICAL });
    const document = new DOMParser().parseFromString(html, 'text/html');

    expect(document.title).toBe('Company no longer available | Remote Hiring Marketplace');
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(
      'This company is no longer on Remote Hiring Marketplace. Find open remote jobs.',
    );
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.querySelector('#root h1')!.textContent).toBe(
      'This company is no longer on Remote Hiring Marketplace',
    );
  });

  it('is hydrated by the browser’s first render without a change, whatever the reader’s language and time zone', async () => {
    const page = companyPage({
      company: profile({ about: 'Line one.\r\nLine two.\n\nMore.', followerCount: 1234 }),
      nextCursor: 'cursor-1',
    });
    const html = await renderCompanyPage(SHELL, page, { canonicalUrl: CANONICAL });
    const served = new DOMParser().parseFromString(html, 'text/html');
    const container = document.createElement('div');
    container.innerHTML = served.getElementById('root')!.innerHTML;
    document.body.append(container);
    const markup = container.innerHTML;
    mockApi({ [apiPath('getUser')]: visitor });
    document.cookie = 'signed-in=; Path=/; Max-Age=0';
    window.localStorage.removeItem('sessionHint');
    await loadMatchedRoutes({ pathname: PATH });
    const mismatches: unknown[] = [];
    // A reader in Germany, past midnight where the server's 23:30 UTC is already the next day.
    Object.defineProperty(navigator, 'language', { value: 'de-DE', configurable: true });
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'language');
      process.env.TZ = zone;
    });

    const router = createMemoryRouter(appRoutes, { initialEntries: [PATH] });
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
    expect(within(container).getByText('Posted 12 Mar 2026')).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});
