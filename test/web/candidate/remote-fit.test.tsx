// Remote fit on every job: the pay as people write it, who can apply and the overlap with the
// reader's day on the job cards and the job pages; the candidate of a country the job is not
// open to sees why instead of the application form.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '#shared/schemas/accounts.js';
import { apiResponse, candidate, mockApi, renderApp, signedIn, visitor } from '../support/test-utils';
import { callsTo, departments, noNotifications, sampleJob, searchAnswer } from '../support/candidate-fixtures';
import { apiPath } from '../../support/api-paths';

const cardOf = async (title: string) => (await screen.findByRole('link', { name: title })).closest('article')!;

describe('job cards', () => {
  const showing = (jobs: (ReturnType<typeof sampleJob> & { overlapHours?: number })[]) =>
    mockApi({
      [apiPath('getUser')]: visitor,
      [apiPath('getDepartments')]: departments,
      [apiPath('searchJobs')]: () => searchAnswer(jobs, { currentPage: 1, isLastPage: true }),
    });

  it('show the pay, the first countries that can apply and the overlap the answer carries', async () => {
    const job = {
      ...sampleJob({
        minSalary: 60000,
        maxSalary: 80000,
        currency: 'USD',
        applicantCountries: ['Germany', 'Poland', 'France', 'Spain', 'Italy'],
      }),
      overlapHours: 4.5,
    };
    const flexible = sampleJob({ timeZone: '', currency: '', country: 'Heard Island and McDonald Islands' });
    const anywhere = { ...sampleJob({ paymentInterval: 'hourly', minSalary: 25, maxSalary: 35 }), overlapHours: 0 };
    showing([job, flexible, anywhere]);
    // A visitor who picked a time zone: the answer carries each job's overlap with their day.
    renderApp('/find-work?tz=Europe/Paris');

    const card = await cardOf(job.jobTitle);
    expect(within(card).getByText('$60,000 - $80,000 a year')).toBeInTheDocument();
    expect(within(card).getByText('Only from: Germany, Poland, +3')).toBeInTheDocument();
    expect(within(card).getByText('4.5 h overlap with your day')).toBeInTheDocument();

    const flexibleCard = await cardOf(flexible.jobTitle);
    expect(within(flexibleCard).getByText('Pay not stated in a currency')).toBeInTheDocument();
    expect(within(flexibleCard).getByText('Flexible hours')).toBeInTheDocument();
    expect(within(flexibleCard).getByText('Anywhere')).toBeInTheDocument();

    const anywhereCard = await cardOf(anywhere.jobTitle);
    expect(within(anywhereCard).getByText('$25 - $35 an hour')).toBeInTheDocument();
    expect(within(anywhereCard).getByText('No overlap with your day')).toBeInTheDocument();
  });

  it('say nothing of an overlap when the search did not know the reader’s time zone', async () => {
    const job = sampleJob();
    const flexible = sampleJob({ timeZone: '' });
    showing([job, flexible]);
    renderApp('/find-work');

    await cardOf(job.jobTitle);
    expect(screen.queryByText(/overlap with your day/)).not.toBeInTheDocument();
    expect(screen.queryByText('Flexible hours')).not.toBeInTheDocument();
    expect(screen.getAllByText('Anywhere')).toHaveLength(2);
  });
});

describe("the candidate's job page", () => {
  // Zones without daylight-saving time: the overlap is the same on every date.
  const inIndia: User = { ...candidate, country: 'India' };
  const inTokyo = (overrides: Partial<ReturnType<typeof sampleJob>> = {}) =>
    sampleJob({
      country: 'Japan',
      timeZone: 'Asia/Tokyo (GMT+09:00)',
      startTime: '09:00',
      endTime: '17:00',
      ...overrides,
    });
  const page = (user: User, job: ReturnType<typeof sampleJob>, handlers = {}) =>
    mockApi({
      [apiPath('getUser')]: signedIn(user),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('getJobCandidate')]: () => apiResponse(200, { job }),
      ...handlers,
    });

  it("shows the pay, every country that can apply, and the overlap with the candidate's day (their country's zone, 09:00-17:00)", async () => {
    const job = inTokyo({
      currency: 'EUR',
      paymentInterval: 'monthly',
      minSalary: 3000,
      maxSalary: 4500,
      applicantCountries: ['India', 'Japan', 'Germany', 'Poland'],
    });
    page(inIndia, job);
    renderApp(`/dashboard/find-jobs/${job._id}`);

    expect(await screen.findByRole('heading', { level: 1, name: job.jobTitle })).toBeInTheDocument();
    expect(screen.getByText('€3,000 - €4,500 a month')).toBeInTheDocument();
    expect(screen.getByText('Only from: India, Japan, Germany, Poland')).toBeInTheDocument();
    // Tokyo's 09:00-17:00 is 05:30-13:30 in India.
    expect(screen.getByText('4.5 h overlap with your day')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeInTheDocument();
  });

  it("uses the candidate's own time zone and hours from their profile", async () => {
    const job = sampleJob({
      country: 'Japan',
      timeZone: 'Asia/Tokyo (GMT+09:00)',
      startTime: '09:00',
      endTime: '17:00',
    });
    page({ ...inIndia, timeZone: 'Asia/Tokyo', workStart: '13:00', workEnd: '22:00' }, job);
    renderApp(`/dashboard/find-jobs/${job._id}`);

    expect(await screen.findByText('4 h overlap with your day')).toBeInTheDocument();
  });

  it('says a job without a time zone has flexible hours', async () => {
    const job = sampleJob({ timeZone: '' });
    page(inIndia, job);
    renderApp(`/dashboard/find-jobs/${job._id}`);

    expect(await screen.findByText('Flexible hours')).toBeInTheDocument();
  });

  it("shows why instead of the form when the job is not open to the candidate's country", async () => {
    const job = sampleJob({ applicantCountries: ['Germany', 'Poland'] });
    page({ ...candidate, country: 'France' }, job);
    renderApp(`/dashboard/find-jobs/${job._id}`);

    expect(await screen.findByText('This job is open to applicants in Germany and Poland')).toBeInTheDocument();
    expect(screen.getByText(/Your profile says you are in France/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/edit-profile');
    expect(screen.queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
  });

  it('shows the form to a candidate of a listed country, whatever its case', async () => {
    const job = sampleJob({ applicantCountries: ['Germany', 'France'] });
    page({ ...candidate, country: 'france' }, job);
    renderApp(`/dashboard/find-jobs/${job._id}`);

    expect(await screen.findByRole('button', { name: 'Submit application' })).toBeInTheDocument();
    expect(screen.queryByText(/This job is open to applicants in/)).not.toBeInTheDocument();
  });

  it("keeps a server's refusal (403) in the form, by the submit button", async () => {
    const job = sampleJob({ applicantCountries: ['France'] });
    const refusal = 'This job is open to applicants in France';
    const fetchMock = page({ ...candidate, country: 'France' }, job, {
      [apiPath('applyToJob')]: () => apiResponse(403, { msg: refusal }),
    });
    const { router } = renderApp(`/dashboard/find-jobs/${job._id}`);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Phone number'), '+33 1 23 45 67 89');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(callsTo(fetchMock, apiPath('applyToJob'))).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/dashboard/find-jobs/${job._id}`);
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeEnabled();
  });
});
