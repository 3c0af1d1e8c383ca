// /dashboard/home, /dashboard/jobs/{jobID}, /dashboard/company-bio and /edit-company.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NO_REVIEWS } from '#shared/schemas/reviews.js';
import { apiResponse, employer, mockApi, renderApp, signedIn } from '../support/test-utils';
import { bodyOf, callsTo, employerBase, employerJob } from '../support/employer-fixtures';
import { apiPath } from '../../support/api-paths';
import { jobApplicantsApi } from '../support/job-applicants-api';

describe('/dashboard/home', () => {
  it('greets the employer by first and last name and offers the three actions', async () => {
    mockApi(employerBase);
    renderApp('/dashboard/home');

    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('What would you like to do today?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Post a Job/ })).toHaveAttribute('href', '/post-a-job');
    expect(screen.getByRole('link', { name: /Find Remote Talent/ })).toHaveAttribute(
      'href',
      '/dashboard/browse-talent',
    );
    expect(screen.getByRole('link', { name: /Submit Requirements/ })).toHaveAttribute('href', '/share-requirement');
  });
});

describe('/dashboard/jobs/{jobID}', () => {
  const applicants = Array.from({ length: 6 }, (_, i) => ({
    userID: `20000000-0000-4000-8000-00000000000${i}`,
    firstName: `Candidate${i}`,
    lastName: 'Smith',
    email: `c${i}@example.com`,
    createdAt: '2026-03-13T10:00:00.000Z',
    stage: 'new' as const,
    history: [{ stage: 'new' as const, at: '2026-03-13T10:00:00.000Z', by: `Candidate${i} Smith` }],
    reviewSummary: NO_REVIEWS,
  }));
  const job = employerJob({
    jobTitle: 'Content Writer',
    applicantCount: 6,
    applicants,
    applicantCountries: ['Kenya', 'Uganda', 'Rwanda'],
  });

  it('shows the breadcrumb, Edit job, the details and the applications 4 per page with View', async () => {
    mockApi({ ...employerBase, ...jobApplicantsApi(job) });
    renderApp(`/dashboard/jobs/${job._id}`);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Content Writer' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/dashboard/jobs');
    expect(within(crumbs).getByText('Job details')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Edit job' })).toHaveAttribute('href', `/edit-job/${job._id}`);
    expect(screen.getByText('KES 1,200 - 1,800 a month')).toBeInTheDocument();
    expect(screen.getByText('Only from: Kenya, Uganda, Rwanda')).toBeInTheDocument();
    expect(screen.getByText('09:00 - 18:00, Africa/Nairobi (GMT+03:00)')).toBeInTheDocument();
    expect(screen.getByText('Part-time')).toBeInTheDocument();

    const card = screen.getByRole('region', { name: /Applications/ });
    expect(within(card).getAllByRole('link', { name: /^View / })).toHaveLength(4);
    expect(within(card).getByRole('link', { name: 'View Candidate0 Smith' })).toHaveAttribute(
      'href',
      `/dashboard/browse-talent/${applicants[0]!.userID}?job=${job._id}`,
    );
    expect(within(card).getByText('Showing 1 - 4 of 6')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Next applications' }));
    // The next page is read from the server.
    await waitFor(() => expect(within(card).getAllByRole('link', { name: /^View / })).toHaveLength(2));
    expect(within(card).getByRole('link', { name: 'View Candidate5 Smith' })).toBeInTheDocument();
  });

  it('says so when the job is not found', async () => {
    mockApi({ ...employerBase, [apiPath('getJob')]: () => apiResponse(404, { msg: 'We could not find this job.' }) });
    renderApp(`/dashboard/jobs/${job._id}`);
    expect(await screen.findByText('This job could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/dashboard/jobs');
  });
});

describe('company', () => {
  it('/dashboard/company-bio shows name, size and location with Edit bio', async () => {
    mockApi(employerBase);
    renderApp('/dashboard/company-bio');
    expect(await screen.findByRole('heading', { level: 2, name: 'Analytical Engines' })).toBeInTheDocument();
    expect(screen.getByText('11-50 employees')).toBeInTheDocument();
    expect(screen.getByText('Kenya')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit bio' })).toHaveAttribute('href', '/edit-company');
  });

  it('/dashboard/company-bio edits the email templates with a live preview, and refuses an unknown placeholder', async () => {
    const templates = {
      rejection: 'Dear {candidateFirstName}, no for {jobTitle}.',
      interview: 'Talk, {candidateFirstName}?',
      offer: 'Join {companyName}!',
    };
    const fetchMock = mockApi({
      ...employerBase,
      [apiPath('getEmailTemplates')]: () => apiResponse(200, { templates }),
      [apiPath('updateEmailTemplates')]: ({ init }) =>
        apiResponse(200, { templates: JSON.parse(String(init?.body)) as typeof templates }),
    });
    renderApp('/dashboard/company-bio');
    const user = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Email templates' });
    const offer = await within(section).findByRole('textbox', { name: 'Offer' });
    expect(within(section).getByRole('textbox', { name: 'Rejection' })).toHaveValue(templates.rejection);
    const previews = () =>
      within(section)
        .getAllByRole('region', { name: 'Preview' })
        .map((node) => node.textContent);
    expect(previews()).toEqual(['Dear Alex, no for Senior Developer.', 'Talk, Alex?', 'Join Analytical Engines!']);

    await user.clear(offer);
    await user.type(offer, 'Welcome {{jobTitle}, your pay is {{salary}');
    expect(previews()[2]).toBe('Welcome Senior Developer, your pay is {salary}');
    await user.click(within(section).getByRole('button', { name: 'Save templates' }));
    expect(await within(section).findByText(/uses \{salary\}, which is not a placeholder/)).toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('updateEmailTemplates'))).toHaveLength(0);

    await user.clear(offer);
    await user.type(offer, 'Welcome to {{companyName}');
    await user.click(within(section).getByRole('button', { name: 'Save templates' }));
    expect(await screen.findByText('Email templates saved')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, apiPath('updateEmailTemplates'))[0]!)).toEqual({
      ...templates,
      offer: 'Welcome to {companyName}',
    });
  });

  it('/edit-company requires a name, sends the bio, toasts and returns after 2 seconds', async () => {
    const updated = { ...employer, companyName: 'Engines Inc', companySize: '51-200' as const, country: 'France' };
    const fetchMock = mockApi({
      ...employerBase,
      [apiPath('updateCompanyBio')]: () => apiResponse(200, { user: updated }),
    });
    const { router } = renderApp('/edit-company');
    const user = userEvent.setup();

    expect(await screen.findByText('Update company details.')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveValue('Analytical Engines');
    await user.clear(screen.getByLabelText('Company name'));
    await user.click(screen.getByRole('button', { name: 'Update bio' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('updateCompanyBio'))).toHaveLength(0);

    await user.type(screen.getByLabelText('Company name'), 'Engines Inc');
    await user.selectOptions(screen.getByLabelText('Company size'), '51-200');
    // The chosen country's flag is drawn inside the select: the prefilled one, then the new one.
    const country = screen.getByLabelText('Country');
    expect(country).toHaveAttribute('data-country-flag');
    expect(country.style.getPropertyValue('--country-flag')).toMatch(/\/KE\.svg/);
    await user.selectOptions(country, 'France');
    expect(country.style.getPropertyValue('--country-flag')).toMatch(/\/FR\.svg/);
    await user.click(screen.getByRole('button', { name: 'Update bio' }));

    expect(await screen.findByText('Company bio updated successfully')).toBeInTheDocument();
    // A company without a page address yet sends none; the empty profile fields clear theirs.
    expect(bodyOf(callsTo(fetchMock, apiPath('updateCompanyBio'))[0]!)).toEqual({
      companyName: 'Engines Inc',
      companySize: '51-200',
      country: 'France',
      website: '',
      tagline: '',
      about: '',
      remotePolicy: '',
      founded: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/company-bio'), { timeout: 4000 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Engines Inc' })).toBeInTheDocument();
  });

  it('is for employers: a candidate sees that the page is not for them, and no form', async () => {
    mockApi({ ...employerBase, [apiPath('getUser')]: signedIn({ ...employer, role: 'candidate' }) });
    renderApp('/edit-company');
    expect(await screen.findByRole('heading', { name: 'This page is not for your account type' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update bio' })).not.toBeInTheDocument();
  });
});
