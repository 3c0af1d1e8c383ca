// The public pages' content and link rules: /home's blocks, /services, the footer's links by
// role, and the help centre in both places.
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { footerColumns } from '@/features/navigation/components/site-footer';
import { apiResponse, candidate, employer, mockApi, renderApp, signedIn, visitor } from '../support/test-utils';
import { apiPath } from '../../support/api-paths';

configure({ asyncUtilTimeout: 8000 });

const inMain = () => within(screen.getByRole('main'));

describe('/home', { timeout: 20_000 }, () => {
  it('has every block of the home page, in order, and sends a visitor to /login for employer actions', async () => {
    mockApi({ [apiPath('getUser')]: visitor });
    renderApp('/home');

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveAccessibleName(
      'Hire a top remote virtual assistant, developer, designer or digital marketer',
    );
    const h2s = inMain()
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(h2s).toEqual([
      'Remote talent, without the guesswork',
      'Find Talent',
      'Hire a Team',
      'Leverage top experts',
      'Why hire with us',
      'How it works in 3 steps',
      'Trusted by 500+ companies and startups worldwide',
      'What our customers say',
      'Experts for every kind of work',
      'Frequently asked questions',
    ]);

    for (const name of ['Post a Job', 'Find Talent', 'Post your job'])
      expect(inMain().getByRole('link', { name })).toHaveAttribute('href', '/login');
    expect(inMain().getByRole('link', { name: 'Find Work' })).toHaveAttribute('href', '/find-work');
    expect(inMain().getByRole('link', { name: 'Hire a Team' })).toHaveAttribute('href', '/share-requirement');
  });

  it('sends a signed-in employer to post a job and to browse talent', async () => {
    mockApi({ [apiPath('getUser')]: signedIn(employer) });
    renderApp('/home');

    await screen.findByRole('heading', { level: 1 });
    expect(inMain().getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/post-a-job');
    expect(inMain().getByRole('link', { name: 'Post your job' })).toHaveAttribute('href', '/post-a-job');
    expect(inMain().getByRole('link', { name: 'Find Talent' })).toHaveAttribute('href', '/dashboard/browse-talent');
  });

  it('shows three benefits, three steps, five logos with alt text, two 5-star reviews, six categories and six FAQ entries', async () => {
    mockApi({ [apiPath('getUser')]: signedIn(candidate) });
    renderApp('/home');
    await screen.findByRole('heading', { level: 1 });

    const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;
    expect(within(section('Why hire with us')).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(within(section('How it works in 3 steps')).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(section('Trusted by 500+ companies and startups worldwide'))
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Northwind', 'Brightline', 'Lumen Labs', 'Cobalt & Co', 'Orbitly']);
    expect(within(section('What our customers say')).getAllByText('Rated 5 out of 5')).toHaveLength(2);
    expect(
      within(section('Experts for every kind of work'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Virtual assistance',
      'Customer support',
      'Help desk',
      'Data entry',
      'Content writing',
      'Digital marketing',
    ]);
    const questions = within(section('Frequently asked questions')).getAllByRole('button');
    expect(questions).toHaveLength(6);
    expect(new Set(questions.map((q) => q.textContent)).size).toBe(5);
    expect(inMain().getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/login');
  });
});

describe('/services', { timeout: 20_000 }, () => {
  it('shows the stats and the cards for employers and job seekers', async () => {
    mockApi({ [apiPath('getUser')]: visitor });
    renderApp('/services');

    expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    const stats = within(screen.getByRole('region', { name: 'Our numbers' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(stats).toEqual(['10K+Active jobs', '50K+Registered users', '95%Success rate']);
    expect(screen.getByRole('heading', { level: 2, name: 'For employers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'For job seekers' })).toBeInTheDocument();
    expect(inMain().getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/login');
    expect(inMain().getByRole('link', { name: 'Find Work' })).toHaveAttribute('href', '/find-work');
  });
});

describe('footer', () => {
  it('links Find Work to job searches and Support to the help centre', () => {
    const [, findWork, support] = footerColumns(undefined);
    expect(findWork!.links.map((link) => [link.label, link.to])).toEqual([
      ['Find Virtual Assistant Jobs', '/find-work?jobTitle=virtual+assistant'],
      ['Find Developer Jobs', '/find-work?jobTitle=developer'],
      ['Find Help Desk Jobs', '/find-work?jobTitle=help+desk'],
      ['Find Marketing Jobs', '/find-work?department=Marketing'],
    ]);
    expect(support!.links.map((link) => link.to)).toEqual(['/help', '/help#customer-support', '/help#terms']);
  });

  it('sends Hire Experts to a sourcing search for an employer, to the requirement form for anyone else', () => {
    expect(footerColumns('employer')[0]!.links.map((link) => link.to)).toEqual([
      '/dashboard/browse-talent?jobTitle=data+entry',
      '/dashboard/browse-talent?jobTitle=virtual+assistant',
      '/dashboard/browse-talent?jobTitle=help+desk',
      '/dashboard/browse-talent?jobTitle=content+writer',
    ]);
    for (const role of [undefined, 'candidate'])
      expect(new Set(footerColumns(role)[0]!.links.map((link) => link.to))).toEqual(new Set(['/share-requirement']));
  });

  it('has four columns, the copyright and the four social links', async () => {
    mockApi({ [apiPath('getUser')]: visitor });
    renderApp('/home');
    const footer = await screen.findByRole('contentinfo');

    expect(
      within(footer)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Hire Experts', 'Find Work', 'Support']);
    expect(within(footer).getByText(/about|platform for remote workers/i)).toBeInTheDocument();
    expect(footer).toHaveTextContent(/© \d{4} Remote Hiring Marketplace\. All rights reserved\./);
    const social = within(footer).getByRole('list', { name: 'Social media' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Facebook (opens in a new tab)',
      'Instagram (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
      'X (opens in a new tab)',
    ]);
  });
});

describe('help centre', { timeout: 20_000 }, () => {
  it('is public at /help with content for both roles and a contact route', async () => {
    mockApi({ [apiPath('getUser')]: visitor });
    renderApp('/help');

    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    for (const question of [
      'How do I post a job?',
      'How do I apply to a job?',
      'How do I upload or replace my resume?',
      'How do I change my email address?',
    ]) {
      expect(screen.getByRole('button', { name: question })).toBeInTheDocument();
    }
    const support = screen.getByRole('region', { name: 'Customer support' });
    expect(within(support).getByRole('link', { name: /^Email / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:.+@.+/),
    );
    expect(within(support).getByRole('link', { name: 'Submit Requirements' })).toHaveAttribute(
      'href',
      '/share-requirement',
    );
    expect(document.getElementById('terms')).not.toBeNull();
  });

  it('is in the dashboard at /dashboard/help, with the user’s own role first', async () => {
    mockApi({
      [apiPath('getUser')]: signedIn(candidate),
      [apiPath('getNotifications')]: () =>
        apiResponse(200, { notifications: [], unread: 0, pagination: { currentPage: 1, isLastPage: true } }),
    });
    renderApp('/dashboard/help');

    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('href', '/dashboard/find-jobs');
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections.slice(0, 2)).toEqual(['For candidates', 'Getting started']);
  });
});
