// Job alerts with the remote-fit filters: "Email me jobs like these" saves them with the rest of
// the search, and the alerts screen shows them in words.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiResponse, candidate, mockApi, renderApp, signedIn } from '../support/test-utils';
import { callsTo, departments, noNotifications, sampleJob, searchAnswer } from '../support/candidate-fixtures';
import { apiPath } from '../../support/api-paths';

const base = {
  [apiPath('getUser')]: signedIn(candidate),
  [apiPath('getNotifications')]: noNotifications,
  [apiPath('getDepartments')]: departments,
};

const alert = (search: Record<string, unknown>) => ({
  alertID: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  paused: false,
  createdAt: '2026-03-01T09:00:00.000Z',
  ...search,
});

/** Find jobs, where saving the search answers with `saved` and its toast `msg`. */
const findJobsSaving = (saved: Record<string, unknown>, msg: string) => ({
  ...base,
  [apiPath('searchJobs')]: () => searchAnswer([sampleJob()], { currentPage: 1, isLastPage: true }),
  [apiPath('getJobAlerts')]: () => apiResponse(200, { alerts: [], max: 10 }),
  [apiPath('createJobAlert')]: () => apiResponse(201, { alert: alert(saved), msg }),
});
const savedSearch = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, apiPath('createJobAlert')).map((call) => JSON.parse(String((call[1] as RequestInit).body)));

describe('job alerts with remote-fit filters', () => {
  it('saves the pay, apply-from and overlap filters of the search', async () => {
    const fetchMock = mockApi(findJobsSaving({ minPay: 80000 }, 'Job alert saved: we will email you new jobs.'));
    const user = userEvent.setup();
    renderApp(
      '/dashboard/find-jobs?jobType=full-time&minPay=80000&payInterval=annually&payCurrency=EUR&applyFrom=Germany&overlapHours=4',
    );
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('button', { name: 'Email me jobs like these' }));
    expect(await screen.findByText('Job alert saved: we will email you new jobs.')).toBeInTheDocument();
    expect(savedSearch(fetchMock)).toEqual([
      {
        jobType: 'full-time',
        minPay: 80000,
        payInterval: 'annually',
        payCurrency: 'EUR',
        applyFrom: 'Germany',
        overlapHours: 4,
      },
    ]);
  });

  it('saves a search of only a remote-fit filter', async () => {
    const fetchMock = mockApi(findJobsSaving({ applyFrom: 'Kenya' }, 'Job alert saved.'));
    const user = userEvent.setup();
    renderApp('/dashboard/find-jobs?applyFrom=kenya');
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('button', { name: 'Email me jobs like these' }));
    await waitFor(() => expect(savedSearch(fetchMock)).toEqual([{ applyFrom: 'Kenya' }]));
  });

  it('lists alerts with their remote-fit filters in words', async () => {
    mockApi({
      ...base,
      [apiPath('getJobAlerts')]: () =>
        apiResponse(200, {
          alerts: [
            alert({
              jobTitle: 'designer',
              minPay: 80000,
              payInterval: 'annually',
              payCurrency: 'USD',
              applyFrom: 'Germany',
              overlapHours: 8,
            }),
          ],
          max: 10,
        }),
    });
    renderApp('/dashboard/job-alerts');

    expect(
      await screen.findByRole('heading', {
        name: 'designer · Pay from 80,000 USD a year · Can apply from Germany · Full-day overlap',
      }),
    ).toBeInTheDocument();
  });
});
