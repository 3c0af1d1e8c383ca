// The Privacy card of /dashboard/settings with a fake API (docs/product/privacy.md): Download my
// data saves the answer as a dated JSON file; Delete account takes the password (a wrong one
// is said under the field), then the emailed code, and leaves for the home page signed out;
// an employer is told what happens to their company, which depends on being its last member.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '#shared/schemas/accounts.js';
import type { RouteResponse } from '#shared/routes.js';
import { apiResponse, candidate, employer, errorUnder, mockApi, renderApp, signedIn } from '../support/test-utils';
import { apiPath } from '../../support/api-paths';

configure({ asyncUtilTimeout: 8000 });

type Team = RouteResponse<'getTeam'>;

const noNotifications = () =>
  apiResponse(200, { notifications: [], unread: 0, pagination: { currentPage: 1, isLastPage: true } });
const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith(path));
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, path: string, index = 0) =>
  JSON.parse(String(callsTo(fetchMock, path)[index]![1]!.body)) as unknown;
const privacy = () => screen.getByRole('region', { name: 'Privacy' });
const base = (account: User) => ({
  [apiPath('getUser')]: signedIn(account),
  [apiPath('getNotifications')]: noNotifications,
});

const exported = {
  exportedAt: '2026-03-14T09:30:00.000Z',
  account: { email: candidate.email, firstName: 'Grace' },
  files: [],
  applications: [{ jobTitle: 'Developer', stage: 'applied' }],
  notifications: [],
  jobAlerts: [],
  jobAlertEmails: [],
  resumeViews: [],
};

const member = (userID: string, role: 'owner' | 'member') => ({
  userID,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `${userID}@example.com`,
  role,
  joinedAt: '2026-01-01T10:00:00.000Z',
});
const team = (memberCount: number): Team => ({
  company: { companyID: employer.companyID!, companyName: 'Analytical Engines' },
  myRole: 'owner',
  members: [member(employer.userID, 'owner'), member('3e0f5a7b-4c6d-4e8f-9a1b-3c4d5e6f7a8b', 'member')].slice(
    0,
    memberCount,
  ),
  invitations: [],
});

/** A response the test lets through when it wants, to see the screen while it waits. */
function deferred() {
  let release!: (response: Response) => void;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** A blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

async function openDeleteDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    within(await screen.findByRole('region', { name: 'Privacy' })).getByRole('button', { name: 'Delete account' }),
  );
  return screen.findByRole('dialog', { name: 'Delete account' });
}

describe('settings, Privacy: download my data', { timeout: 30_000 }, () => {
  let saved: { blob: Blob; fileName: string; href: string }[];

  beforeEach(() => {
    saved = [];
    // jsdom has no object URLs and does not download: record what would be saved.
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((object: Blob | MediaSource) => {
      blob = object as Blob;
      return 'blob:http://localhost/export-1';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: blob!, fileName: this.download, href: this.href });
    });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("says what a candidate's file holds, shows Preparing… meanwhile, and saves the answer as remote-hiring-data-<date>.json", async () => {
    const answer = deferred();
    const fetchMock = mockApi({ ...base(candidate), [apiPath('exportMyData')]: () => answer.promise });
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 14, 23, 30) });
    renderApp('/dashboard/settings');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 2, name: 'Privacy' })).toBeInTheDocument();
    expect(privacy()).toHaveTextContent(
      'A copy of everything we keep about you: your profile, applications, notifications and job alerts, as a JSON file. Links to your resume and photo in the file work for an hour.',
    );
    await user.click(within(privacy()).getByRole('button', { name: 'Download my data' }));

    const busy = await within(privacy()).findByRole('button', { name: 'Preparing…' });
    expect(busy).toBeDisabled();
    expect(saved).toHaveLength(0);
    answer.release(apiResponse(200, exported));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(callsTo(fetchMock, apiPath('exportMyData'))).toHaveLength(1);
    expect(callsTo(fetchMock, apiPath('exportMyData'))[0]![1]!.method).toBe('GET');
    expect(saved[0]!.fileName).toBe('remote-hiring-data-2026-03-14.json');
    expect(saved[0]!.href).toBe('blob:http://localhost/export-1');
    expect(saved[0]!.blob.type).toBe('application/json');
    expect(JSON.parse(await textOf(saved[0]!.blob))).toEqual(exported);
    // The temporary link is gone, and the button is back.
    expect(document.querySelector('a[download]')).toBeNull();
    expect(await within(privacy()).findByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it("names an employer's company, jobs and applicants, and shows the server's refusal (too many exports) as a toast", async () => {
    mockApi({
      ...base(employer),
      [apiPath('exportMyData')]: () =>
        apiResponse(429, { msg: 'You can download your data 5 times a day. Try again tomorrow.' }),
    });
    renderApp('/dashboard/settings');
    const user = userEvent.setup();

    await screen.findByRole('heading', { level: 2, name: 'Privacy' });
    expect(privacy()).toHaveTextContent(
      'your profile and notifications, and your company, its jobs and who applied, as a JSON file. Links to your photo',
    );
    await user.click(within(privacy()).getByRole('button', { name: 'Download my data' }));

    expect(
      await screen.findByText('You can download your data 5 times a day. Try again tomorrow.'),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(within(privacy()).getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});

describe('settings, Privacy: delete account', { timeout: 30_000 }, () => {
  it('warns a candidate, says a wrong password under the field, then deletes with the code and goes home signed out', async () => {
    let passwordRight = false;
    const fetchMock = mockApi({
      ...base(candidate),
      [apiPath('requestAccountDeletion')]: () =>
        passwordRight
          ? apiResponse(200, { msg: 'We sent a code to your email.' })
          : apiResponse(400, { msg: 'The password is not correct.' }),
      [apiPath('deleteAccount')]: () =>
        apiResponse(200, { msg: 'Your account was deleted. We are sorry to see you go.', complete: true }),
    });
    const { router } = renderApp('/dashboard/settings');
    const user = userEvent.setup();

    const dialog = await openDeleteDialog(user);
    for (const text of [
      'your profile, bio, resume and photo;',
      'your applications: they are withdrawn, and employers see “Deleted candidate” with no contact details;',
      'your job alerts and notifications;',
      'your messages: employers see “Message removed” in their place.',
      'This cannot be undone.',
    ])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('getTeam'))).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const password = within(dialog).getByLabelText('Password', { exact: true });
    await waitFor(() => expect(errorUnder(password)).toBe('Password is required'));
    expect(callsTo(fetchMock, apiPath('requestAccountDeletion'))).toHaveLength(0);

    await user.type(password, 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(errorUnder(password)).toBe('The password is not correct.'));
    expect(password).toHaveFocus();
    expect(screen.getAllByText('The password is not correct.')).toHaveLength(1);

    passwordRight = true;
    await user.clear(password);
    await user.type(password, 'right-password');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a code to your email.')).toBeInTheDocument();
    expect(within(dialog).getByText('grace@example.com')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Request again' }));
    await waitFor(() => expect(callsTo(fetchMock, apiPath('requestAccountDeletion'))).toHaveLength(3));
    expect(bodyOf(fetchMock, apiPath('requestAccountDeletion'), 2)).toEqual({ password: 'right-password' });

    await user.type(await within(dialog).findByLabelText('Verification code, character 1 of 6'), 'ab12cd');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Your account was deleted. We are sorry to see you go.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, apiPath('deleteAccount'))).toEqual({ otp: 'AB12CD' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog and the code step when the code is refused, with the message as a toast', async () => {
    mockApi({
      ...base(candidate),
      [apiPath('requestAccountDeletion')]: () => apiResponse(200, { msg: 'We sent a code to your email.' }),
      [apiPath('deleteAccount')]: () =>
        apiResponse(400, { msg: 'This code is not valid. Check it, or request a new code.' }),
    });
    const { router } = renderApp('/dashboard/settings');
    const user = userEvent.setup();

    const dialog = await openDeleteDialog(user);
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'right-password');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await user.type(await within(dialog).findByLabelText('Verification code, character 1 of 6'), 'ZZZZZZ');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('This code is not valid. Check it, or request a new code.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/settings');
  });

  it('tells the last member of a company that it goes with all its jobs, after a loading state; and that the company keeps them otherwise', async () => {
    const answer = deferred();
    let memberCount = 1;
    mockApi({
      ...base(employer),
      [apiPath('getTeam')]: () => (memberCount === 1 ? answer.promise : apiResponse(200, team(memberCount))),
    });
    renderApp('/dashboard/settings');
    const user = userEvent.setup();

    let dialog = await openDeleteDialog(user);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Checking your company…');
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeDisabled();
    answer.release(apiResponse(200, team(1)));
    expect(await within(dialog).findByText(/You are the last member of/, { exact: false })).toHaveTextContent(
      'You are the last member of Analytical Engines, so it goes too: the company and all its jobs are closed and deleted, and their applicants are told.',
    );
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(within(dialog).queryByText(/the company keeps them/)).not.toBeInTheDocument();

    // A teammate joins meanwhile: the dialog, opened again, reads the team again.
    memberCount = 2;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openDeleteDialog(user);
    expect(await within(dialog).findByText(/Your jobs stay with/)).toHaveTextContent(
      'Your jobs stay with Analytical Engines: the company keeps them. Another member becomes its Owner.',
    );
    expect(within(dialog).queryByText(/You are the last member/)).not.toBeInTheDocument();
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
  });
});
