// Scorecards on screen: the Team reviews section of an applicant's detail (the team's reviews,
// one's own written, changed and deleted; empty and error states) and the Applications card's
// summary per applicant with its Best reviewed sort.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NO_REVIEWS, type Review, type ReviewSummary } from '#shared/schemas/reviews.js';
import { apiResponse, mockApi, renderApp } from '../support/test-utils';
import { bodyOf, callsTo, employerBase, employerJob, queryOf } from '../support/employer-fixtures';
import { apiPath } from '../../support/api-paths';
import { jobApplicantsApi } from '../support/job-applicants-api';

const at = '2026-03-13T10:00:00.000Z';
const applicant = (i: number, reviewSummary: ReviewSummary) => ({
  userID: `20000000-0000-4000-8000-00000000000${i}`,
  firstName: `Candidate${i}`,
  lastName: 'Smith',
  email: `c${i}@example.com`,
  createdAt: `2026-03-1${i}T10:00:00.000Z`,
  stage: 'new' as const,
  history: [{ stage: 'new' as const, at, by: `Candidate${i} Smith` }],
  reviewSummary,
});
const summary = (counts: Partial<ReviewSummary>): ReviewSummary => ({ ...NO_REVIEWS, ...counts });
/** The applicants the Applications card shows, in order, by first name ("Candidate2"). */
const shownIn = (card: HTMLElement) =>
  within(card)
    .getAllByRole('link', { name: /^View / })
    .map((link) => link.getAttribute('aria-label')!.replace(/^View (\S+) Smith$/, '$1'));
const review = (overrides: Partial<Review>): Review => ({
  reviewerName: 'Grace Hopper',
  mine: false,
  rating: 'yes',
  notes: '',
  createdAt: at,
  updatedAt: at,
  ...overrides,
});

const reviewed = applicant(1, summary({ yes: 1, 'strong-yes': 1 }));
const job = employerJob({ jobTitle: 'Content Writer', applicantCount: 1, applicants: [reviewed] });
const detail = {
  ...employerBase,
  ...jobApplicantsApi(job),
  [apiPath('getCandidate')]: () =>
    apiResponse(200, {
      candidate: {
        userID: reviewed.userID,
        firstName: 'Candidate1',
        lastName: 'Smith',
        email: reviewed.email,
        jobTitle: 'Writer',
        jobType: 'full-time',
        country: 'Kenya',
        createdAt: at,
        bio: { about: '', skills: [], languages: [] },
      },
    }),
};
const openDetail = () => renderApp(`/dashboard/browse-talent/${reviewed.userID}?job=${job._id}`);

describe("Team reviews on an applicant's detail", () => {
  it("shows the team's reviews, and saves and deletes the caller's own", async () => {
    const mine = review({ reviewerName: 'Olive Employer', mine: true, rating: 'yes', notes: 'Good samples.' });
    const other = review({ rating: 'strong-yes', notes: 'Hire!' });
    const changed = {
      ...mine,
      rating: 'strong-no' as const,
      notes: 'Missed the brief.',
      updatedAt: '2026-03-14T10:00:00.000Z',
    };
    const fetchMock = mockApi({
      ...detail,
      [apiPath('getApplicationReviews')]: () =>
        apiResponse(200, { reviews: [mine, other], summary: summary({ yes: 1, 'strong-yes': 1 }) }),
      [apiPath('saveApplicationReview')]: () =>
        apiResponse(200, { reviews: [changed, other], summary: summary({ 'strong-no': 1, 'strong-yes': 1 }) }),
      [apiPath('deleteApplicationReview')]: () =>
        apiResponse(200, { reviews: [other], summary: summary({ 'strong-yes': 1 }) }),
    });
    openDetail();
    const user = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Team reviews' });
    await within(section).findByText('1 Yes, 1 Strong yes');
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Olive Employer \(you\) Yes · .+Good samples\.$/),
      expect.stringMatching(/^Grace Hopper Strong yes · .+Hire!$/),
    ]);
    const [query] = callsTo(fetchMock, apiPath('getApplicationReviews'));
    expect(queryOf(query!)).toEqual({ jobID: job._id, userID: reviewed.userID });

    // The form starts from the caller's own review.
    const form = within(section).getByRole('form', { name: 'Your review' });
    expect(within(form).getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    const notes = within(form).getByLabelText('Notes');
    expect(notes).toHaveValue('Good samples.');

    await user.click(within(form).getByRole('button', { name: 'Strong no' }));
    await user.clear(notes);
    await user.type(notes, 'Missed the brief.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Review saved')).toBeInTheDocument();
    const [save] = callsTo(fetchMock, apiPath('saveApplicationReview'));
    expect(bodyOf(save!)).toEqual({
      jobID: job._id,
      userID: reviewed.userID,
      rating: 'strong-no',
      notes: 'Missed the brief.',
    });
    expect(await within(section).findByText('1 Strong no, 1 Strong yes')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review deleted')).toBeInTheDocument();
    const [remove] = callsTo(fetchMock, apiPath('deleteApplicationReview'));
    expect(queryOf(remove!)).toEqual({ jobID: job._id, userID: reviewed.userID });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    // No review of one's own any more: a fresh form, nothing to delete.
    const fresh = within(section).getByRole('form', { name: 'Your review' });
    expect(within(fresh).getByLabelText('Notes')).toHaveValue('');
    expect(within(fresh).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('says when nobody has reviewed yet, and saves only once a rating is chosen', async () => {
    mockApi({
      ...detail,
      [apiPath('getApplicationReviews')]: () => apiResponse(200, { reviews: [], summary: NO_REVIEWS }),
    });
    openDetail();
    const user = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Team reviews' });
    expect(await within(section).findByText('No reviews yet')).toBeInTheDocument();
    const save = within(section).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(within(section).getByRole('button', { name: 'No' }));
    expect(save).toBeEnabled();
  });

  it('shows why the reviews could not be read, with Try again', async () => {
    let answers = 0;
    mockApi({
      ...detail,
      [apiPath('getApplicationReviews')]: () => {
        answers += 1;
        return answers === 1
          ? apiResponse(503, { msg: 'The service is busy. Please try again in a moment.' })
          : apiResponse(200, { reviews: [review({})], summary: summary({ yes: 1 }) });
      },
    });
    openDetail();
    const user = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Team reviews' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The service is busy. Please try again in a moment.',
    );
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('1 Yes')).toBeInTheDocument();
  });
});

describe('the Applications card with reviews', () => {
  it("shows each applicant's summary and sorts the best reviewed first", async () => {
    const applicants = [
      applicant(4, NO_REVIEWS),
      applicant(3, summary({ no: 2 })),
      applicant(2, summary({ yes: 2, 'strong-yes': 1 })),
      applicant(1, summary({ 'strong-yes': 1 })),
    ];
    const listed = employerJob({ jobTitle: 'Content Writer', applicantCount: 4, applicants });
    mockApi({ ...employerBase, ...jobApplicantsApi(listed) });
    renderApp(`/dashboard/jobs/${listed._id}`);
    const user = userEvent.setup();

    const card = await screen.findByRole('region', { name: /Applications/ });
    const order = () => shownIn(card).map((name) => `View ${name} Smith`);
    await waitFor(() => expect(order()).toHaveLength(4));
    expect(order()).toEqual([
      'View Candidate4 Smith',
      'View Candidate3 Smith',
      'View Candidate2 Smith',
      'View Candidate1 Smith',
    ]);
    const rowOf = (name: string) => within(card).getByText(name).closest('li')!;
    expect(rowOf('Candidate2 Smith')).toHaveTextContent('Team reviews: 2 Yes, 1 Strong yes');
    expect(rowOf('Candidate4 Smith')).toHaveTextContent('Team reviews: No reviews');

    await user.selectOptions(within(card).getByRole('combobox', { name: 'Sort by' }), 'Best reviewed');
    // The order is the server's: the card asks for the page sorted so.
    await waitFor(() =>
      expect(order()).toEqual([
        'View Candidate1 Smith',
        'View Candidate2 Smith',
        'View Candidate3 Smith',
        'View Candidate4 Smith',
      ]),
    );
  });

  it('pages through one stage sorted by Best reviewed, each applicant once, with the stage counts in the tabs', async () => {
    const shortlisted = (i: number, counts: Partial<ReviewSummary>) => ({
      ...applicant(i, summary(counts)),
      stage: 'shortlisted' as const,
    });
    // Newest first, as the job's applicants come; six shortlisted, one new.
    const applicants = [
      shortlisted(7, {}),
      shortlisted(6, { no: 1 }),
      applicant(5, summary({ 'strong-yes': 3 })),
      shortlisted(4, { yes: 1 }),
      shortlisted(3, { 'strong-yes': 2 }),
      shortlisted(2, { yes: 1, no: 1 }),
      shortlisted(1, { 'strong-yes': 1 }),
    ];
    const listed = employerJob({ jobTitle: 'Content Writer', applicantCount: 7, applicants });
    const fetchMock = mockApi({ ...employerBase, ...jobApplicantsApi(listed) });
    renderApp(`/dashboard/jobs/${listed._id}`);
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: /Applications/ });
    const order = () => shownIn(card);

    const tabs = within(card).getByRole('navigation', { name: 'Applications by stage' });
    await user.click(within(tabs).getByRole('button', { name: 'Shortlisted 6' }));
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Sort by' }), 'Best reviewed');
    await waitFor(() => expect(order()).toEqual(['Candidate3', 'Candidate1', 'Candidate4', 'Candidate2']));
    expect(within(card).getByText('Showing 1 - 4 of 6')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Next applications' }));
    await waitFor(() => expect(order()).toEqual(['Candidate6', 'Candidate7']));
    expect(within(card).getByText('Showing 5 - 6 of 6')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Next applications' })).toBeDisabled();
    // Each page was asked of the server for that stage and order, the second from where the first ended.
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === apiPath('getJobApplicants'))
      .map((url) => Object.fromEntries(url.searchParams));
    expect(asked.at(-1)).toMatchObject({ stage: 'shortlisted', sort: 'best-reviewed', cursor: '4' });
    await user.click(within(card).getByRole('button', { name: 'Previous applications' }));
    await waitFor(() => expect(order()).toEqual(['Candidate3', 'Candidate1', 'Candidate4', 'Candidate2']));
  });
});
