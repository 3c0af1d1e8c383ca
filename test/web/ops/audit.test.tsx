// The operators' audit log (/ops/audit): each entry with its time, operator, action, target and
// note, newest first; Load more by cursor; the empty log.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '#shared/schemas/trust.js';
import { formatDateTime } from '@/lib/job-display';
import { apiResponse, employer, mockApi, renderApp, signedIn } from '../support/test-utils';
import { callsTo, employerBase, queryOf } from '../support/employer-fixtures';
import { apiPath } from '../../support/api-paths';

// Screens load on demand: the first visit of a screen in a test file can take a few seconds.
configure({ asyncUtilTimeout: 8000 });

const asOperator = { ...employerBase, [apiPath('getUser')]: signedIn({ ...employer, operator: true }) };

const entry = (index: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  auditID: `audit-${index}`,
  at: `2026-03-1${index}T12:00:00.000Z`,
  operatorEmail: `ops${index}@example.com`,
  action: 'dismiss',
  targetType: 'job',
  targetID: `00000000-0000-4000-8000-00000000000${index}`,
  targetLabel: `Job ${index} at Acme`,
  note: `Note ${index}`,
  ...overrides,
});
const auditPage = (entries: AuditEntry[], nextCursor?: string) => () =>
  apiResponse(200, { entries, pagination: nextCursor ? { isLastPage: false, nextCursor } : { isLastPage: true } });

describe('the audit log', { timeout: 15_000 }, () => {
  it('shows each entry: when, who, what and to what, and the note', async () => {
    mockApi({
      ...asOperator,
      [apiPath('getOpsAudit')]: auditPage([
        entry(3, {
          action: 'suspend-company',
          targetType: 'company',
          targetID: 'company-7',
          targetLabel: 'Quick Cash Ltd',
          note: 'Asked three candidates for deposits.\nSee the reports.',
        }),
        entry(2, { action: 'remove-job' }),
      ]),
    });
    renderApp('/ops/audit');

    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Audit log \|/);
    expect(
      within(screen.getByRole('navigation', { name: 'Operations' })).getByRole('link', { name: 'Audit log' }),
    ).toHaveAttribute('aria-current', 'page');

    const list = await screen.findByRole('list', { name: 'Audit log' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Quick Cash Ltd',
      'Job 2 at Acme',
    ]);
    const [newest, older] = entries as [HTMLElement, HTMLElement];
    expect(within(newest).getByText('Suspend company')).toHaveClass('badge');
    expect(within(newest).getByText('Company')).toHaveClass('badge');
    expect(newest.querySelector('time')).toHaveAttribute('datetime', '2026-03-13T12:00:00.000Z');
    expect(newest).toHaveTextContent(formatDateTime('2026-03-13T12:00:00.000Z'));
    expect(newest).toHaveTextContent('By ops3@example.com');
    expect(newest).toHaveTextContent('ID company-7');
    expect([...newest.querySelectorAll('.ops-note p')].map((p) => p.textContent)).toEqual([
      'Asked three candidates for deposits.\nSee the reports.',
    ]);
    expect(within(older).getByText('Remove job')).toHaveClass('badge');
    expect(within(older).getByText('Job')).toHaveClass('badge');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('adds the next page with Load more, asked with the cursor the page before answered', async () => {
    const fetchMock = mockApi({
      ...asOperator,
      [apiPath('getOpsAudit')]: (request) =>
        new URL(request.url, 'http://localhost').searchParams.get('cursor') === 'after-2'
          ? auditPage([entry(1)])()
          : auditPage([entry(3), entry(2)], 'after-2')(),
    });
    renderApp('/ops/audit');
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Audit log' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await within(list).findByRole('heading', { name: 'Job 1 at Acme' })).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Job 3 at Acme', 'Job 2 at Acme', 'Job 1 at Acme']);
    const cursors = callsTo(fetchMock, apiPath('getOpsAudit')).map((call) => queryOf(call).cursor);
    expect(cursors[0]).toBeUndefined();
    expect(cursors).toContain('after-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when no action was taken yet', async () => {
    mockApi({ ...asOperator, [apiPath('getOpsAudit')]: auditPage([]) });
    renderApp('/ops/audit');

    expect(await screen.findByRole('heading', { name: 'No actions yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Audit log' })).not.toBeInTheDocument();
  });

  it('shows why the log could not be loaded, and Try again asks again', async () => {
    const answers = [apiResponse(500, { msg: 'Something went wrong on our side.' })];
    mockApi({ ...asOperator, [apiPath('getOpsAudit')]: () => answers.shift() ?? auditPage([entry(1)])() });
    renderApp('/ops/audit');
    const user = userEvent.setup();

    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Job 1 at Acme' })).toBeInTheDocument();
  });
});
