// The operators' console: Operations in the avatar menu for operators only; its Requirements
// (newest first, the fields of each, Load more by cursor, the Handled switch with the server's
// message and its refusal, the empty list); and the operators-only message, with no call to a
// list, for anyone else. (queue.test.tsx: /ops opens the review queue.)
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.js';
import { REQUIREMENT_MSG, type StoredRequirementView } from '#shared/schemas/requirements.js';
import { apiResponse, employer, mockApi, renderApp, signedIn, visitor } from '../support/test-utils';
import { bodyOf, callsTo, employerBase, queryOf } from '../support/employer-fixtures';
import { apiPath } from '../../support/api-paths';

// Screens load on demand: the first visit of a screen in a test file can take a few seconds.
configure({ asyncUtilTimeout: 8000 });

const operator = { ...employer, operator: true };
const asOperator = { ...employerBase, [apiPath('getUser')]: signedIn(operator) };

const requirement = (index: number, overrides: Partial<StoredRequirementView> = {}): StoredRequirementView => ({
  requirementID: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  fullName: `Sender ${index}`,
  email: `sender${index}@example.com`,
  phoneNo: `+44 20 7946 000${index}`,
  companyName: `Company ${index}`,
  requirementLabel: 'Looking for an employee',
  durationLabel: '1 to 3 Months',
  details: '',
  // Midday UTC: the same day in any time zone the tests run in.
  createdAt: '2026-03-12T12:00:00.000Z',
  handled: false,
  ...overrides,
});
const page = (requirements: StoredRequirementView[], nextCursor?: string) => () =>
  apiResponse(200, { requirements, pagination: nextCursor ? { isLastPage: false, nextCursor } : { isLastPage: true } });

const handledSwitch = (companyName: string) => screen.findByRole('switch', { name: `Handled: ${companyName}` });

describe('Operations in the avatar menu', { timeout: 15_000 }, () => {
  const menuItems = () =>
    [...document.querySelectorAll('.avatar-menu .dropdown-item')].map((item) => [
      item.textContent,
      item.getAttribute('href'),
    ]);

  it('is there for an operator, above Settings', async () => {
    mockApi(asOperator);
    renderApp('/dashboard/jobs');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));

    expect(menuItems()).toEqual([
      ['Notifications', '/dashboard/notifications'],
      ['Help centre', '/dashboard/help'],
      ['Operations', '/ops'],
      ['Settings', '/dashboard/settings'],
      ['Log out', null],
    ]);
  });

  it('is not there for anyone else', async () => {
    mockApi(employerBase);
    renderApp('/dashboard/jobs');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));

    expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(menuItems().map(([label]) => label)).not.toContain('Operations');
  });
});

describe('the operators’ Requirements', { timeout: 15_000 }, () => {
  it('shows each requirement, newest first', async () => {
    mockApi({
      ...asOperator,
      [apiPath('getRequirements')]: page([
        requirement(2, { details: 'Two developers.\nRemote.\n\nStart in April.' }),
        requirement(1, {
          handled: true,
          handledBy: 'ops@example.com',
          handledAt: '2026-03-13T12:00:00.000Z',
        }),
      ]),
    });
    renderApp('/ops/requirements');

    expect(await screen.findByRole('heading', { level: 1, name: 'Requirements' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Requirements \|/);
    const sections = screen.getByRole('navigation', { name: 'Operations' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Review queue', 'Audit log', 'Requirements']);
    expect(within(sections).getByRole('link', { name: 'Requirements' })).toHaveAttribute('aria-current', 'page');

    const list = await screen.findByRole('list', { name: 'Requirements' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Company 2', 'Company 1']);
    const [newest, older] = cards as [HTMLElement, HTMLElement];
    expect(newest).toHaveTextContent('Sender 2');
    expect(within(newest).getByRole('link', { name: 'sender2@example.com' })).toHaveAttribute(
      'href',
      'mailto:sender2@example.com',
    );
    expect(newest).toHaveTextContent('+44 20 7946 0002');
    expect(newest).toHaveTextContent('Looking for an employee');
    expect(newest).toHaveTextContent('1 to 3 Months');
    expect(newest).toHaveTextContent('Sent 12 Mar 2026');
    // Paragraphs as typed: a blank line parts them, a single line break stays within one.
    expect([...newest.querySelectorAll('.ops-requirement-details p')].map((p) => p.textContent)).toEqual([
      'Two developers.\nRemote.',
      'Start in April.',
    ]);
    expect(within(newest).getByRole('switch', { name: 'Handled: Company 2' })).not.toBeChecked();
    expect(newest).not.toHaveTextContent('Handled by');
    expect(within(older).getByRole('switch', { name: 'Handled: Company 1' })).toBeChecked();
    expect(older).toHaveTextContent('Handled by ops@example.com on 13 Mar 2026');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('adds the next page with Load more, asked with the cursor the page before answered', async () => {
    const fetchMock = mockApi({
      ...asOperator,
      [apiPath('getRequirements')]: (request) =>
        new URL(request.url, 'http://localhost').searchParams.get('cursor') === 'after-2'
          ? page([requirement(1)])()
          : page([requirement(3), requirement(2)], 'after-2')(),
    });
    renderApp('/ops/requirements');
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Requirements' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await within(list).findByRole('heading', { name: 'Company 1' })).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Company 3', 'Company 2', 'Company 1']);
    const cursors = callsTo(fetchMock, apiPath('getRequirements')).map((call) => queryOf(call).cursor);
    expect(cursors[0]).toBeUndefined();
    expect(cursors).toContain('after-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('marks a requirement handled with the Handled switch', async () => {
    const fetchMock = mockApi({
      ...asOperator,
      [apiPath('getRequirements')]: page([requirement(1)]),
      [apiPath('updateRequirement')]: () =>
        apiResponse(200, {
          msg: REQUIREMENT_MSG.handled,
          requirement: requirement(1, {
            handled: true,
            handledBy: 'ada@example.com',
            handledAt: '2026-03-14T12:00:00.000Z',
          }),
        }),
    });
    renderApp('/ops/requirements');
    const user = userEvent.setup();

    await user.click(await handledSwitch('Company 1'));

    expect(await screen.findByText(REQUIREMENT_MSG.handled)).toBeInTheDocument();
    expect(await screen.findByText('Handled by ada@example.com on 14 Mar 2026')).toBeInTheDocument();
    expect(await handledSwitch('Company 1')).toBeChecked();
    const calls = callsTo(fetchMock, apiPath('updateRequirement'));
    expect(calls.map(bodyOf)).toEqual([{ requirementID: requirement(1).requirementID, handled: true }]);
    expect((calls[0]![1] as RequestInit).method).toBe('PUT');
  });

  it('shows the server’s refusal and puts the switch back', async () => {
    mockApi({
      ...asOperator,
      [apiPath('getRequirements')]: page([requirement(1)]),
      [apiPath('updateRequirement')]: () => apiResponse(404, { msg: REQUIREMENT_MSG.notFound }),
    });
    renderApp('/ops/requirements');
    const user = userEvent.setup();

    await user.click(await handledSwitch('Company 1'));

    expect(await screen.findByText(REQUIREMENT_MSG.notFound)).toBeInTheDocument();
    await waitFor(async () => expect(await handledSwitch('Company 1')).not.toBeChecked());
    expect(await handledSwitch('Company 1')).toBeEnabled();
    expect(screen.queryByText(/^Handled by/)).not.toBeInTheDocument();
  });

  it('says when there are none', async () => {
    mockApi({ ...asOperator, [apiPath('getRequirements')]: page([]) });
    renderApp('/ops/requirements');

    expect(await screen.findByText('No requirements yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Requirements' })).not.toBeInTheDocument();
  });

  it('shows why the list could not be loaded, and Try again asks again', async () => {
    const answers = [apiResponse(500, { msg: 'Something went wrong on our side.' })];
    mockApi({
      ...asOperator,
      [apiPath('getRequirements')]: () => answers.shift() ?? page([requirement(1)])(),
    });
    renderApp('/ops/requirements');
    const user = userEvent.setup();

    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Company 1' })).toBeInTheDocument();
  });
});

describe('the console for anyone else', { timeout: 15_000 }, () => {
  it('tells a signed-in user who is not an operator, and asks nothing for the lists', async () => {
    const fetchMock = mockApi({ ...employerBase, [apiPath('getRequirements')]: page([requirement(1)]) });
    renderApp('/ops');

    expect(await screen.findByRole('heading', { level: 1, name: MSG.notAnOperator })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/dashboard/home');
    expect(screen.queryByRole('navigation', { name: 'Operations' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('getRequirements'))).toHaveLength(0);
    expect(callsTo(fetchMock, apiPath('getOpsQueue'))).toHaveLength(0);
  });

  it('sends a visitor away, as every signed-in screen does', async () => {
    const fetchMock = mockApi({ [apiPath('getUser')]: visitor });
    const { router } = renderApp('/ops/requirements');

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(callsTo(fetchMock, apiPath('getRequirements'))).toHaveLength(0);
  });
});
