// "Share" on a job card and on the candidate's job page: the system's share sheet with the
// job's public page where the browser has one, else the link copied and "Link copied".
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiResponse, candidate, mockApi, renderApp, signedIn, visitor } from '../support/test-utils';
import { departments, noNotifications, sampleJob, searchAnswer } from '../support/candidate-fixtures';
import { apiPath } from '../../support/api-paths';

/**
 * Gives the browser (jsdom has neither) a share sheet and a clipboard, or takes them away.
 * After userEvent.setup(), which puts a clipboard of its own in place.
 */
function browserHas(features: {
  share?: (data: ShareData) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
}) {
  Object.defineProperty(navigator, 'share', { value: features.share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', {
    value: features.writeText ? { writeText: features.writeText } : undefined,
    configurable: true,
  });
}

afterEach(() => browserHas({}));

const job = sampleJob({ jobTitle: 'Remote Bookkeeper' });
const publicUrl = `${window.location.origin}/jobs/${job._id}`;

async function findWorkCard() {
  mockApi({
    [apiPath('getUser')]: visitor,
    [apiPath('getDepartments')]: departments,
    [apiPath('searchJobs')]: () => searchAnswer([job], { currentPage: 1, isLastPage: true }),
  });
  renderApp('/find-work', { visitorBrowser: true });
  return (await screen.findByRole('link', { name: job.jobTitle })).closest('article')!;
}

describe('Share on a job card', () => {
  it('opens the share sheet with the job’s title and public page, and leaves the card’s link alone', async () => {
    const user = userEvent.setup();
    const share = vi.fn(async (_data: ShareData) => {});
    browserHas({ share, writeText: vi.fn(async () => {}) });
    const card = await findWorkCard();

    await user.click(within(card).getByRole('button', { name: `Share ${job.jobTitle}` }));

    expect(share).toHaveBeenCalledWith({ title: job.jobTitle, url: publicUrl });
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
    // The card still opens the job the first specification's way: /login for a visitor.
    expect(within(card).getByRole('link', { name: job.jobTitle })).toHaveAttribute('href', '/login');
  });

  it('copies the link and says so where the browser has no share sheet', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async (_text: string) => {});
    browserHas({ writeText });
    const card = await findWorkCard();

    await user.click(within(card).getByRole('button', { name: `Share ${job.jobTitle}` }));

    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(publicUrl);
  });

  it('says nothing when the person closes the share sheet, and copies when the sheet cannot open', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async (_text: string) => {});
    browserHas({ share: async () => Promise.reject(new DOMException('closed', 'AbortError')), writeText });
    const card = await findWorkCard();

    await user.click(within(card).getByRole('button', { name: `Share ${job.jobTitle}` }));
    expect(writeText).not.toHaveBeenCalled();

    browserHas({ share: async () => Promise.reject(new DOMException('no sheet', 'NotAllowedError')), writeText });
    await user.click(within(card).getByRole('button', { name: `Share ${job.jobTitle}` }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(publicUrl);
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    browserHas({ writeText: async () => Promise.reject(new Error('denied')) });
    const card = await findWorkCard();

    await user.click(within(card).getByRole('button', { name: `Share ${job.jobTitle}` }));

    expect(await screen.findByText(`Copy this link to share the job: ${publicUrl}`)).toBeInTheDocument();
  });
});

describe('Share on the candidate’s job page', () => {
  it('copies the job’s public page', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async (_text: string) => {});
    browserHas({ writeText });
    mockApi({
      [apiPath('getUser')]: signedIn(candidate),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('getJobCandidate')]: () => apiResponse(200, { job }),
    });
    renderApp(`/dashboard/find-jobs/${job._id}`);

    await user.click(await screen.findByRole('button', { name: `Share ${job.jobTitle}` }));

    await waitFor(() => expect(writeText).toHaveBeenCalledWith(publicUrl));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });
});
