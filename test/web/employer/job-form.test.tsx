// /post-a-job and /edit-job/{jobID}: sections, fields and every rule of the job form; the
// country's time zones, the currencies by code and name, the departments lookup; who can
// apply (Anywhere, or countries one by one and by region); toast and return.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { regionCountries } from '#shared/remote-fit/who-can-apply.js';
import { apiResponse, mockApi, renderApp } from '../support/test-utils';
import { bodyOf, callsTo, employerBase, employerJob } from '../support/employer-fixtures';
import { apiPath } from '../../support/api-paths';

/** Fills the required fields of a new job (the company country Kenya and its zone stay). */
async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Job title'), 'Virtual Assistant');
  await user.selectOptions(screen.getByLabelText('Job type'), 'contractor');
  await user.selectOptions(
    screen.getByLabelText('Department'),
    await screen.findByRole('option', { name: 'Engineering' }),
  );
  await user.type(screen.getByLabelText('About the role'), 'Keep our calendars tidy.');
  await user.type(screen.getByLabelText('Minimum pay'), '15');
  await user.type(screen.getByLabelText('Maximum pay'), '25.5');
}

/** The employer's API where add-job succeeds (and the jobs list it returns to is empty). */
const addJobSucceeds = {
  ...employerBase,
  [apiPath('addJob')]: () => apiResponse(200, { job: employerJob() }),
  [apiPath('getJobs')]: () =>
    apiResponse(200, {
      jobs: [],
      counts: { all: 0, open: 0, closed: 0 },
      pagination: { currentPage: 1, totalRecords: 0, totalPages: 0 },
    }),
};

describe('/post-a-job', () => {
  it('shows the sections with the defaults: 08:00-17:00, annually, the company country and its only time zone', async () => {
    mockApi(employerBase);
    renderApp('/post-a-job');

    expect(await screen.findByRole('heading', { level: 1, name: 'Add job' })).toBeInTheDocument();
    expect(screen.getByText('To get started, add a few details about the job.')).toBeInTheDocument();
    for (const section of ['Job details', 'Location and working hours', 'About the role', 'Pay']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Start time')).toHaveValue('08:00');
    expect(screen.getByLabelText('End time')).toHaveValue('17:00');
    expect(screen.getByLabelText('Payment interval')).toHaveValue('annually');
    expect(screen.getByLabelText('Country')).toHaveValue('Kenya');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Africa/Nairobi (GMT+03:00)');
    expect(await screen.findByRole('option', { name: 'Customer Support' })).toBeInTheDocument();
    const currencies = within(screen.getByLabelText('Currency (optional)')).getAllByRole('option');
    expect(currencies).toHaveLength(56);
    expect(screen.getByRole('option', { name: 'USD - US Dollar' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'EUR - Euro' })).toBeInTheDocument();
  });

  it('offers the chosen country its time zones with their GMT offset, and none where it has none', async () => {
    mockApi(employerBase);
    renderApp('/post-a-job');
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText('Country'), 'United States of America');
    const zone = screen.getByLabelText('Time zone');
    expect(zone).toHaveValue('');
    expect(within(zone).getByRole('option', { name: 'America/New_York (GMT-05:00)' })).toBeInTheDocument();
    expect(within(zone).getByRole('option', { name: 'America/Los_Angeles (GMT-08:00)' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Country'), 'Heard Island and McDonald Islands');
    expect(screen.getByLabelText('Time zone')).toBeDisabled();
    expect(screen.getByRole('option', { name: 'No time zone for this country' })).toBeInTheDocument();
  });

  it('checks every rule before sending anything', async () => {
    const fetchMock = mockApi(employerBase);
    renderApp('/post-a-job');
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText('Country'), 'United States of America');
    await user.click(screen.getByRole('button', { name: 'Add Job' }));

    expect(await screen.findByText('Job title is required')).toBeInTheDocument();
    expect(screen.getByText('Job type is required')).toBeInTheDocument();
    expect(screen.getByText('Department is required')).toBeInTheDocument();
    expect(screen.getByText('About the role is required')).toBeInTheDocument();
    expect(screen.getByText('Minimum pay is required')).toBeInTheDocument();
    expect(screen.getByText('Maximum pay is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Job title')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Job title'), 'Virtual Assistant');
    await user.selectOptions(screen.getByLabelText('Job type'), 'full-time');
    await user.selectOptions(screen.getByLabelText('Department'), 'Customer Support');
    await user.type(screen.getByLabelText('About the role'), 'Keep our calendars tidy.');
    await user.type(screen.getByLabelText('Minimum pay'), '0');
    await user.type(screen.getByLabelText('Maximum pay'), '10');
    await user.click(screen.getByRole('button', { name: 'Add Job' }));
    expect(await screen.findByText('Minimum pay must be at least 1')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Minimum pay'));
    await user.type(screen.getByLabelText('Minimum pay'), '20');
    await user.click(screen.getByRole('button', { name: 'Add Job' }));
    expect(await screen.findByText('Maximum pay must not be below minimum pay')).toBeInTheDocument();
    expect(screen.getByText('Time zone is required for this country')).toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('addJob'))).toHaveLength(0);
  });

  it('sends the job, toasts "Job added successfully" and returns to /dashboard/jobs after 2 seconds', async () => {
    const fetchMock = mockApi(addJobSucceeds);
    const { router } = renderApp('/post-a-job');
    const user = userEvent.setup();

    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Payment interval'), 'hourly');
    await user.selectOptions(screen.getByLabelText('Currency (optional)'), 'EUR');
    await user.click(screen.getByRole('button', { name: 'Add Job' }));

    expect(await screen.findByText('Job added successfully')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, apiPath('addJob'))[0]!)).toEqual({
      jobTitle: 'Virtual Assistant',
      jobType: 'contractor',
      department: 'Engineering',
      country: 'Kenya',
      timeZone: 'Africa/Nairobi (GMT+03:00)',
      startTime: '08:00',
      endTime: '17:00',
      aboutRole: 'Keep our calendars tidy.',
      paymentInterval: 'hourly',
      minSalary: 15,
      maxSalary: 25.5,
      currency: 'EUR',
      applicantCountries: [],
      screeningQuestions: [],
      rejectWhenUnqualified: false,
    });
    expect(router.state.location.pathname).toBe('/post-a-job');
    expect(screen.getByRole('button', { name: 'Add Job' })).toBeDisabled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/jobs'), { timeout: 4000 });
  });

  it('shows the server message as an error toast and stays', async () => {
    mockApi({
      ...employerBase,
      [apiPath('addJob')]: () => apiResponse(400, { msg: 'Choose a department from the list' }),
    });
    const { router } = renderApp('/post-a-job');
    const user = userEvent.setup();

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Job' }));

    expect(await screen.findByText('Choose a department from the list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/post-a-job');
    expect(screen.getByRole('button', { name: 'Add Job' })).toBeEnabled();
  });
});

describe('who can apply', () => {
  const whoCanApply = () => screen.getByRole('group', { name: 'Who can apply' });

  it('is Anywhere by default, without a country picker, and sends no countries', async () => {
    const fetchMock = mockApi(addJobSucceeds);
    renderApp('/post-a-job');
    const user = userEvent.setup();

    await fillRequired(user);
    expect(within(whoCanApply()).getByRole('radio', { name: 'Anywhere' })).toBeChecked();
    expect(screen.queryByLabelText('Add a country')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Job' }));

    expect(await screen.findByText('Job added successfully')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, apiPath('addJob'))[0]!).applicantCountries).toEqual([]);
  });

  it('sends the countries added one by one and by region, less those removed', async () => {
    const fetchMock = mockApi(addJobSucceeds);
    renderApp('/post-a-job');
    const user = userEvent.setup();

    await fillRequired(user);
    await user.click(within(whoCanApply()).getByRole('radio', { name: 'Only from these countries' }));
    await user.selectOptions(screen.getByLabelText('Add a country'), 'Kenya');
    await user.click(within(whoCanApply()).getByRole('button', { name: 'Add' }));
    expect(screen.getByLabelText('Add a country')).toHaveValue('');
    await user.click(within(whoCanApply()).getByRole('button', { name: 'Europe' }));

    const chosen = screen.getByRole('list', { name: 'Countries that can apply' });
    expect(within(chosen).getByText('Kenya')).toBeInTheDocument();
    expect(within(chosen).getByText('Germany')).toBeInTheDocument();
    await user.click(within(chosen).getByRole('button', { name: 'Remove Germany' }));
    expect(within(chosen).queryByText('Germany')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Job' }));

    expect(await screen.findByText('Job added successfully')).toBeInTheDocument();
    const sent = bodyOf(callsTo(fetchMock, apiPath('addJob'))[0]!).applicantCountries;
    const europe = regionCountries('europe');
    expect(europe).toContain('Germany');
    expect(sent).toEqual(['Kenya', ...europe.filter((country) => country !== 'Germany')]);
  });

  it('asks for a country when "Only from these countries" has none, until one is added or Anywhere chosen', async () => {
    const fetchMock = mockApi(addJobSucceeds);
    renderApp('/post-a-job');
    const user = userEvent.setup();

    await fillRequired(user);
    await user.click(within(whoCanApply()).getByRole('radio', { name: 'Only from these countries' }));
    // On to the country picker: not yet a mistake.
    await user.tab();
    expect(screen.queryByText('Choose at least one country, or Anywhere')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Job' }));

    const error = await screen.findByText('Choose at least one country, or Anywhere');
    expect(whoCanApply()).toHaveAttribute('aria-describedby', error.id);
    expect(callsTo(fetchMock, apiPath('addJob'))).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Add a country'), 'Poland');
    await user.click(within(whoCanApply()).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByText('Choose at least one country, or Anywhere')).not.toBeInTheDocument());
    await user.click(within(screen.getByRole('list', { name: 'Countries that can apply' })).getByRole('button'));
    expect(await screen.findByText('Choose at least one country, or Anywhere')).toBeInTheDocument();

    await user.click(within(whoCanApply()).getByRole('radio', { name: 'Anywhere' }));
    await waitFor(() => expect(screen.queryByText('Choose at least one country, or Anywhere')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Add Job' }));
    expect(await screen.findByText('Job added successfully')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, apiPath('addJob'))[0]!).applicantCountries).toEqual([]);
  });

  /** The edit page of `job`; Update Job succeeds, and `sent()` is what it sent. */
  function editing(job: { _id: string }) {
    const fetchMock = mockApi({
      ...employerBase,
      [apiPath('getJob')]: () => apiResponse(200, { job }),
      [apiPath('updateJob')]: () => apiResponse(200, { job }),
    });
    renderApp(`/edit-job/${job._id}`);
    const user = userEvent.setup();
    const save = async () => {
      await user.click(screen.getByRole('button', { name: 'Update Job' }));
      expect(await screen.findByText('Job updated successfully')).toBeInTheDocument();
      return bodyOf(callsTo(fetchMock, apiPath('updateJob'))[0]!);
    };
    return { user, save };
  }

  it("starts an edit from the job's countries; Anywhere then sends none", async () => {
    const job = employerJob({ applicantCountries: ['Germany', 'Poland'] });
    const { user, save } = editing(job);

    expect(await screen.findByRole('radio', { name: 'Only from these countries' })).toBeChecked();
    const chosen = screen.getByRole('list', { name: 'Countries that can apply' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Germany', 'Poland']);

    await user.click(screen.getByRole('radio', { name: 'Anywhere' }));
    expect(await save()).toMatchObject({ jobID: job._id, applicantCountries: [] });
  });

  it('shows Anywhere for a job posted before who-can-apply (no countries on it)', async () => {
    const { applicantCountries: _none, ...job } = employerJob();
    const { save } = editing(job);

    expect(await screen.findByRole('radio', { name: 'Anywhere' })).toBeChecked();
    expect((await save()).applicantCountries).toEqual([]);
  });
});

describe('/edit-job/{jobID}', () => {
  it('loads the job into the form; Update Job sends it with jobID, toasts and returns after 2 seconds', async () => {
    const job = employerJob({ country: 'France', timeZone: 'Europe/Paris (GMT+01:00)', currency: 'EUR' });
    const fetchMock = mockApi({
      ...employerBase,
      [apiPath('getJob')]: () => apiResponse(200, { job }),
      [apiPath('updateJob')]: () => apiResponse(200, { job }),
    });
    const { router } = renderApp(`/edit-job/${job._id}`);
    const user = userEvent.setup();

    expect(await screen.findByText('Update details about job.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Job title')).toHaveValue(job.jobTitle);
    expect(screen.getByLabelText('Department')).toHaveValue('Customer Support');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/Paris (GMT+01:00)');
    expect(screen.getByLabelText('Minimum pay')).toHaveValue(1200);
    expect(screen.getByLabelText('Payment interval')).toHaveValue('monthly');

    await user.clear(screen.getByLabelText('Job title'));
    await user.type(screen.getByLabelText('Job title'), 'Senior Help Desk Expert');
    await user.click(screen.getByRole('button', { name: 'Update Job' }));

    expect(await screen.findByText('Job updated successfully')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, apiPath('updateJob'))[0]!)).toMatchObject({
      jobID: job._id,
      jobTitle: 'Senior Help Desk Expert',
      country: 'France',
      timeZone: 'Europe/Paris (GMT+01:00)',
      minSalary: 1200,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/jobs'), { timeout: 4000 });
  });

  it("says so when the job is not the employer's or gone", async () => {
    mockApi({ ...employerBase, [apiPath('getJob')]: () => apiResponse(404, { msg: 'We could not find this job.' }) });
    renderApp('/edit-job/10000000-0000-4000-8000-999999999999');
    expect(await screen.findByText('This job could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/dashboard/jobs');
    expect(screen.queryByRole('button', { name: 'Update Job' })).not.toBeInTheDocument();
  });
});
