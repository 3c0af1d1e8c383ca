// What a company sees of the marketplace's team's actions (docs/product/trust-and-safety.md):
// its held and removed jobs in the jobs table and on their own pages (a removed one without
// Edit, Open or Close), and, once suspended, the banner first on every screen of its members.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '#shared/schemas/accounts.js';
import { TRUST_MSG, type JobReview } from '#shared/schemas/trust.js';
import { employer, mockApi, renderApp, signedIn } from '../support/test-utils';
import { employerBase, employerJob, jobsAnswer } from '../support/employer-fixtures';
import { jobApplicantsApi } from '../support/job-applicants-api';
import { apiPath } from '../../support/api-paths';

const held: JobReview = {
  state: 'under-review',
  reasons: ['It asks candidates to pay (a fee, a deposit, equipment or training)', 'Reported by 3 people'],
  since: '2026-03-14T09:00:00.000Z',
};
const removal: JobReview = {
  state: 'removed',
  reasons: ['It moves the conversation to an outside chat app (Telegram, WhatsApp, Signal…) with a number or handle'],
  since: '2026-03-15T09:00:00.000Z',
};

const heldJob = employerJob({ jobTitle: 'Data Entry Helper', review: held });
const removedJob = employerJob({ jobTitle: 'Crypto Payments Clerk', active: false, review: removal });
const fineJob = employerJob({ jobTitle: 'Virtual Assistant' });

/** Opens the row menu of the job and returns it. */
async function openMenu(user: ReturnType<typeof userEvent.setup>, title: string) {
  const toggle = await screen.findByRole('button', { name: `Actions for ${title}` });
  await user.click(toggle);
  return within(toggle.closest('.dropdown') as HTMLElement);
}

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;

describe('the jobs table', () => {
  it('marks a held and a removed job with a badge and their reasons in plain words, written out', async () => {
    mockApi({ ...employerBase, [apiPath('getJobs')]: () => jobsAnswer([heldJob, removedJob, fineJob]) });
    renderApp('/dashboard/jobs');

    await screen.findByRole('link', { name: 'Data Entry Helper' });
    const heldRow = rowOf('Data Entry Helper');
    expect(within(heldRow).getByText('Under review')).toHaveClass('job-review-badge');
    expect(
      within(within(heldRow).getByRole('list', { name: 'Why it is under review' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(held.reasons);

    const removedRow = rowOf('Crypto Payments Clerk');
    expect(within(removedRow).getByText('Removed')).toHaveClass('job-review-badge');
    expect(within(removedRow).getByRole('list', { name: 'Why it is removed' })).toHaveTextContent(removal.reasons[0]!);

    const fineRow = rowOf('Virtual Assistant');
    expect(within(fineRow).queryByText('Under review')).not.toBeInTheDocument();
    expect(within(fineRow).queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers a removed job no Edit, Open or Close, and says why; a held job can still be edited', async () => {
    mockApi({ ...employerBase, [apiPath('getJobs')]: () => jobsAnswer([heldJob, removedJob]) });
    renderApp('/dashboard/jobs');
    const user = userEvent.setup();

    const removedMenu = await openMenu(user, 'Crypto Payments Clerk');
    expect(removedMenu.getByText(TRUST_MSG.jobRemoved)).toBeInTheDocument();
    expect(removedMenu.getByRole('button', { name: 'Actions for Crypto Payments Clerk' })).toBeInTheDocument();
    expect(removedMenu.queryByRole('link', { name: 'Edit job' })).not.toBeInTheDocument();
    expect(removedMenu.queryByRole('button', { name: 'Open job' })).not.toBeInTheDocument();
    expect(removedMenu.queryByRole('button', { name: 'Close job' })).not.toBeInTheDocument();
    expect(removedMenu.getByRole('link', { name: 'View job' })).toHaveAttribute(
      'href',
      `/dashboard/jobs/${removedJob._id}`,
    );

    const heldMenu = await openMenu(user, 'Data Entry Helper');
    expect(heldMenu.getByRole('link', { name: 'Edit job' })).toHaveAttribute('href', `/edit-job/${heldJob._id}`);
    expect(heldMenu.getByRole('button', { name: 'Close job' })).toBeInTheDocument();
    expect(heldMenu.queryByText(TRUST_MSG.jobRemoved)).not.toBeInTheDocument();
  });
});

describe('the job’s own page', () => {
  it('a held job says it is under review, since when and why, and keeps Edit job', async () => {
    mockApi({ ...employerBase, ...jobApplicantsApi(heldJob) });
    renderApp(`/dashboard/jobs/${heldJob._id}`);

    const notice = (await screen.findByRole('heading', { level: 2, name: TRUST_MSG.jobUnderReview })).closest(
      'section',
    )!;
    expect(within(notice).getByText('Under review')).toBeInTheDocument();
    expect(within(notice).getByText(/You can still edit it\./)).toBeInTheDocument();
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(held.reasons);
    expect(screen.getByRole('link', { name: 'Edit job' })).toHaveAttribute('href', `/edit-job/${heldJob._id}`);
  });

  it('a removed job says so where Edit job was, and its edit page has no form', async () => {
    mockApi({ ...employerBase, ...jobApplicantsApi(removedJob) });
    const { router } = renderApp(`/dashboard/jobs/${removedJob._id}`);

    const notice = (await screen.findByRole('heading', { level: 2, name: TRUST_MSG.jobWasRemoved })).closest(
      'section',
    )!;
    expect(within(notice).getByText(removal.reasons[0]!)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit job' })).not.toBeInTheDocument();
    expect(screen.getByText(TRUST_MSG.jobRemoved)).toHaveClass('job-removed-note');

    await router.navigate(`/edit-job/${removedJob._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit job' })).toBeInTheDocument();
    expect(await screen.findByText(TRUST_MSG.jobRemoved, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the job' })).toHaveAttribute(
      'href',
      `/dashboard/jobs/${removedJob._id}`,
    );
    expect(screen.queryByRole('button', { name: 'Update Job' })).not.toBeInTheDocument();
  });
});

describe('a suspended company', () => {
  const suspended: User = {
    ...employer,
    company: {
      companyID: employer.companyID!,
      slug: 'analytical-engines',
      companyName: 'Analytical Engines',
      suspension: { note: 'Its jobs asked candidates to pay a training fee.', since: '2026-03-16T09:00:00.000Z' },
    },
  };
  const BANNER =
    'Your company is suspended: Its jobs asked candidates to pay a training fee. You can sign in and read, but you cannot post, edit, message or move applications. To appeal, reply to the email we sent you.';

  const base = {
    ...employerBase,
    [apiPath('getUser')]: signedIn(suspended),
    [apiPath('getJobs')]: () => jobsAnswer([fineJob]),
  };

  it('shows its members the banner first on every screen, the full-page forms too', async () => {
    mockApi(base);
    const { router } = renderApp('/dashboard/jobs');

    const banner = (await screen.findByText('Your company is suspended:')).closest('[role="status"]')!;
    expect(banner).toHaveTextContent(BANNER);
    expect(banner.parentElement).toHaveAttribute('id', 'main-content');
    expect(banner.parentElement!.firstElementChild).toBe(banner);

    await router.navigate('/dashboard/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Your company is suspended:').closest('.suspension-banner')).toHaveTextContent(BANNER);

    await router.navigate('/post-a-job');
    expect(await screen.findByRole('button', { name: 'Close and go back' })).toBeInTheDocument();
    expect(screen.getByText('Your company is suspended:').closest('.suspension-banner')).toHaveTextContent(BANNER);
  });

  it('is not shown to a company in good standing', async () => {
    mockApi({ ...base, [apiPath('getUser')]: signedIn(employer) });
    renderApp('/dashboard/jobs');

    expect(await screen.findByRole('link', { name: 'Virtual Assistant' })).toBeInTheDocument();
    expect(screen.queryByText(/Your company is suspended/)).not.toBeInTheDocument();
  });
});
