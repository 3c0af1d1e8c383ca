// The candidate's job page with the application form, the profile, edit profile and the
// resume upload.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RESUME_MAX_BYTES } from '#shared/constants.js';
import type { User } from '#shared/schemas/accounts.js';
import { apiResponse, candidate, mockApi, renderApp, signedIn } from '../support/test-utils';
import { callsTo, noNotifications, sampleJob } from '../support/candidate-fixtures';
import { apiPath } from '../../support/api-paths';

const profile: User = {
  ...candidate,
  country: 'France',
  resumePath: `resumes/${candidate.userID}/11111111-2222-4333-8444-555555555555.pdf`,
  bio: { about: 'I debug things.', skills: ['COBOL'], languages: ['English'] },
};
const base = { [apiPath('getUser')]: signedIn(profile), [apiPath('getNotifications')]: noNotifications };
const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as Record<string, unknown>;

describe('job page /dashboard/find-jobs/{jobID}', () => {
  const job = sampleJob({
    paymentInterval: 'hourly',
    minSalary: 20,
    maxSalary: 35,
    currency: 'GBP',
    timeZone: 'Europe/London (GMT+00:00)',
  });

  it('shows the job and a prefilled form; submitting sends the application, toasts and returns after 2 seconds', async () => {
    const fetchMock = mockApi({
      ...base,
      [apiPath('getJobCandidate')]: () => apiResponse(200, { job }),
      [apiPath('applyToJob')]: () => apiResponse(200, { msg: 'Your application has been sent.' }),
    });
    const { router } = renderApp(`/dashboard/find-jobs/${job._id}`);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: job.jobTitle })).toBeInTheDocument();
    expect(screen.getByText('£20 - £35 an hour')).toBeInTheDocument();
    expect(screen.getByText('08:00 - 17:00, Europe/London (GMT+00:00)')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Last name')).toHaveValue('Hopper');
    expect(screen.getByLabelText('Email address')).toHaveValue('grace@example.com');
    expect(screen.getByLabelText('Country')).toHaveValue('France');
    expect(screen.getByRole('option', { name: 'France' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('applyToJob'))).toHaveLength(0);

    await user.type(screen.getByLabelText('Phone number'), '+1 555 123 4567');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByText('Your application has been sent')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, apiPath('applyToJob'))[0]!)).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      country: 'France',
      phoneNo: '+1 555 123 4567',
      jobID: job._id,
      answers: {},
    });
    expect(router.state.location.pathname).toBe(`/dashboard/find-jobs/${job._id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/find-jobs'), { timeout: 4000 });
  });

  it('shows the server message as an error toast (already applied) and stays', async () => {
    mockApi({
      ...base,
      [apiPath('getJobCandidate')]: () => apiResponse(200, { job }),
      [apiPath('applyToJob')]: () => apiResponse(409, { msg: 'You have already applied to this job' }),
    });
    const { router } = renderApp(`/dashboard/find-jobs/${job._id}`);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Phone number'), '+1 555 123 4567');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByText('You have already applied to this job')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/find-jobs/${job._id}`);
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeEnabled();
  });

  it('says the job is no longer open when it is closed or gone', async () => {
    mockApi({ ...base, [apiPath('getJobCandidate')]: () => apiResponse(404, { msg: 'This job is no longer open.' }) });
    renderApp(`/dashboard/find-jobs/${job._id}`);
    expect(await screen.findByRole('heading', { name: 'This job is no longer open' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Find jobs' })).toHaveAttribute('href', '/dashboard/find-jobs');
    expect(screen.queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();
  });
});

describe('profile /dashboard/candidate-bio', () => {
  it('shows the profile with Edit profile, View resume and Upload resume; View resume opens the signed link in a new tab', async () => {
    const tab = { location: { href: '' }, closed: false, close: vi.fn(), opener: {} };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const fetchMock = mockApi({
      ...base,
      [apiPath('getResume')]: () => apiResponse(200, { signedUrl: 'http://files.example/resume.pdf?sig=1' }),
    });
    renderApp('/dashboard/candidate-bio');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('heading', { name: 'Grace Hopper' }).closest('section')!).getByText('GH'),
    ).toBeInTheDocument();
    expect(screen.getByText('Developer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/edit-profile');
    expect(screen.getByText('I debug things.')).toBeInTheDocument();
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();
    expect(screen.getByText('Full-time')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Skills' })).getByText('COBOL')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Languages' })).getByText('English')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload resume' })).toHaveAttribute('href', '/upload-resume');

    await user.click(screen.getByRole('button', { name: 'View resume' }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('http://files.example/resume.pdf?sig=1'));
    expect(tab.opener).toBeNull();
    expect(
      new URL(String(callsTo(fetchMock, apiPath('getResume'))[0]![0]), 'http://localhost').searchParams.get(
        'resumePath',
      ),
    ).toBe(profile.resumePath);
  });

  it('closes the tab and toasts the message when the link cannot be had', async () => {
    const tab = { location: { href: '' }, closed: false, close: vi.fn(), opener: {} };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mockApi({ ...base, [apiPath('getResume')]: () => apiResponse(404, { msg: 'We could not find that resume.' }) });
    renderApp('/dashboard/candidate-bio');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'View resume' }));

    expect(await screen.findByText('We could not find that resume.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });
});

describe('/edit-profile', () => {
  it('keeps Enter from submitting, adds trimmed tags once, and saves then returns to the profile', async () => {
    const updated = {
      ...profile,
      jobTitle: 'Compiler Engineer',
      bio: { about: 'I debug things.', skills: ['COBOL', 'Fortran'], languages: ['English'] },
    };
    const fetchMock = mockApi({
      ...base,
      [apiPath('updateCandidateProfile')]: () => apiResponse(200, { user: updated }),
    });
    const { router } = renderApp('/edit-profile');
    const user = userEvent.setup();

    const title = await screen.findByLabelText('Job title');
    expect(title).toHaveValue('Developer');
    await user.clear(title);
    await user.type(title, 'Compiler Engineer{Enter}');
    expect(callsTo(fetchMock, apiPath('updateCandidateProfile'))).toHaveLength(0);

    const skills = screen.getByRole('textbox', { name: 'Skills' });
    await user.type(skills, '  Fortran  {Enter}');
    await user.type(skills, 'fortran{Enter}');
    await user.type(skills, '   {Enter}');
    await user.type(skills, 'Lisp');
    await user.click(screen.getByRole('button', { name: 'Add to Skills' }));
    expect(
      within(screen.getByRole('list', { name: 'Skills' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['COBOL', 'Fortran', 'Lisp']);
    expect(skills).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove Lisp' }));
    expect(callsTo(fetchMock, apiPath('updateCandidateProfile'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Update profile' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, apiPath('updateCandidateProfile'))[0]!)).toEqual({
      jobTitle: 'Compiler Engineer',
      jobType: 'full-time',
      country: 'France',
      timeZone: 'Europe/Paris',
      workStart: '09:00',
      workEnd: '17:00',
      bio: { about: 'I debug things.', skills: ['COBOL', 'Fortran'], languages: ['English'] },
      showInSearch: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/candidate-bio'), { timeout: 4000 });
    expect(await screen.findByText('Compiler Engineer')).toBeInTheDocument();
  });

  it('hides the profile from employer search with its switch, which says what that means', async () => {
    const fetchMock = mockApi({
      ...base,
      [apiPath('updateCandidateProfile')]: () => apiResponse(200, { user: { ...profile, showInSearch: false } }),
    });
    renderApp('/edit-profile');
    const user = userEvent.setup();

    const visible = await screen.findByRole('switch', { name: 'Show my profile in employer search' });
    expect(visible).toBeChecked();
    expect(visible).toHaveAccessibleDescription(/only the companies you apply to can see your profile and resume/);
    await user.click(visible);
    await user.click(screen.getByRole('button', { name: 'Update profile' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, apiPath('updateCandidateProfile'))[0]!)).toMatchObject({ showInSearch: false });
  });

  it('sends the working day: the time zone and hours the candidate picks', async () => {
    const fetchMock = mockApi({
      ...base,
      [apiPath('updateCandidateProfile')]: () => apiResponse(200, { user: profile }),
    });
    renderApp('/edit-profile');
    const user = userEvent.setup();

    const zone = await screen.findByLabelText('Time zone');
    expect(zone).toHaveValue('Europe/Paris');
    expect(screen.getByLabelText('Start')).toHaveValue('09:00');
    expect(screen.getByLabelText('End')).toHaveValue('17:00');
    expect(screen.getByRole('group', { name: 'Working hours' })).toHaveAccessibleDescription(/8 h day/);
    await user.selectOptions(zone, 'Asia/Kolkata');
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '22:00' } });
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '06:30' } });
    expect(screen.getByRole('group', { name: 'Working hours' })).toHaveAccessibleDescription(
      /8\.5 h day, ending the next day/,
    );
    await user.click(screen.getByRole('button', { name: 'Update profile' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, apiPath('updateCandidateProfile'))[0]!)).toMatchObject({
      timeZone: 'Asia/Kolkata',
      workStart: '22:00',
      workEnd: '06:30',
    });
  });

  it("follows the country's time zone until the candidate picks one by hand", async () => {
    mockApi(base);
    renderApp('/edit-profile');
    const user = userEvent.setup();

    const zone = await screen.findByLabelText('Time zone');
    await user.selectOptions(screen.getByLabelText('Country'), 'Iceland');
    expect(zone).toHaveValue('Atlantic/Reykjavik');
    await user.selectOptions(screen.getByLabelText('Country'), 'United States of America');
    expect(zone).toHaveValue('America/New_York');
    await user.selectOptions(zone, 'America/Chicago');
    await user.selectOptions(screen.getByLabelText('Country'), 'Germany');
    expect(zone).toHaveValue('America/Chicago');
  });

  it('keeps a time zone saved by hand when the country changes', async () => {
    mockApi({ ...base, [apiPath('getUser')]: signedIn({ ...profile, timeZone: 'Asia/Tokyo' }) });
    renderApp('/edit-profile');
    const user = userEvent.setup();

    const zone = await screen.findByLabelText('Time zone');
    expect(zone).toHaveValue('Asia/Tokyo');
    await user.selectOptions(screen.getByLabelText('Country'), 'Germany');
    expect(zone).toHaveValue('Asia/Tokyo');
  });

  it('says what is wrong with the working day and sends nothing', async () => {
    const fetchMock = mockApi(base);
    renderApp('/edit-profile');
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText('Time zone'), '');
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Update profile' }));

    expect(await screen.findByText('Choose a time zone from the list, such as Europe/Berlin')).toBeInTheDocument();
    expect(screen.getByLabelText('Start')).toHaveAccessibleDescription(
      'Start of your working day must be a time such as 08:00',
    );
    expect(callsTo(fetchMock, apiPath('updateCandidateProfile'))).toHaveLength(0);
  });

  it('requires a job title and about, and shows server errors as a toast', async () => {
    mockApi({
      ...base,
      [apiPath('updateCandidateProfile')]: () => apiResponse(400, { msg: 'Unknown country: Atlantis' }),
    });
    renderApp('/edit-profile');
    const user = userEvent.setup();

    await user.clear(await screen.findByLabelText('Job title'));
    await user.clear(screen.getByLabelText('About'));
    await user.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByText('Job title is required')).toBeInTheDocument();
    expect(screen.getByText('About is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Job title'), 'Dev');
    await user.type(screen.getByLabelText('About'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByText('Unknown country: Atlantis')).toBeInTheDocument();
  });
});

describe('/upload-resume', () => {
  const pdf = (size = 1000, name = 'cv.pdf') => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

  it('shows the upload texts, refuses what the drop box refuses, and resets', async () => {
    mockApi(base);
    renderApp('/upload-resume');
    const user = userEvent.setup({ applyAccept: false });

    expect(await screen.findByText('Drag your resume here or click to upload')).toBeInTheDocument();
    expect(screen.getByText('Maximum file size of 2 MB')).toBeInTheDocument();
    expect(screen.getByText('No file added')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload resume' })).toBeDisabled();
    const input = screen.getByLabelText('Resume file (PDF)');

    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('File type must be .pdf')).toBeInTheDocument();

    await user.upload(input, pdf(RESUME_MAX_BYTES + 1));
    expect(await screen.findByText(`File is larger than ${RESUME_MAX_BYTES} bytes`)).toBeInTheDocument();
    expect(screen.getByText('No file added')).toBeInTheDocument();

    await user.upload(input, pdf(1234, 'my-cv.pdf'));
    expect(await screen.findByText('my-cv.pdf (1234 bytes)')).toBeInTheDocument();
    expect(screen.queryByText(/File is larger/)).not.toBeInTheDocument();

    // Dropping two files (the file dialog of a single-file input cannot pick two).
    const files = [pdf(10, 'a.pdf'), pdf(10, 'b.pdf')];
    fireEvent.drop(screen.getByRole('group', { name: 'Resume upload' }), {
      dataTransfer: {
        files,
        items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
        types: ['Files'],
      },
    });
    expect(await screen.findByText('Too many files')).toBeInTheDocument();
    await user.upload(input, pdf(0, 'empty.pdf'));
    expect(await screen.findByText('File is smaller than 1 bytes')).toBeInTheDocument();

    await user.upload(input, pdf(1234, 'my-cv.pdf'));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('No file added')).toBeInTheDocument();
  });

  it('uploads the file in the field "resume", toasts, and goes to the profile after 2 seconds', async () => {
    const fetchMock = mockApi({ ...base, [apiPath('uploadResume')]: () => apiResponse(200, { user: profile }) });
    const { router } = renderApp('/upload-resume');
    const user = userEvent.setup();

    await user.upload(await screen.findByLabelText('Resume file (PDF)'), pdf(2048, 'resume.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload resume' }));

    expect(await screen.findByText('Resume uploaded successfully')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, apiPath('uploadResume'))[0]! as [string, RequestInit];
    expect(init.method).toBe('PUT');
    const sent = (init.body as FormData).get('resume') as File;
    expect(sent.name).toBe('resume.pdf');
    expect(sent.size).toBe(2048);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/candidate-bio'), { timeout: 4000 });
  });

  it('shows a refused upload as an error toast', async () => {
    mockApi({ ...base, [apiPath('uploadResume')]: () => apiResponse(415, { msg: 'Please select a PDF file' }) });
    renderApp('/upload-resume');
    const user = userEvent.setup();

    await user.upload(await screen.findByLabelText('Resume file (PDF)'), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload resume' }));
    expect(await screen.findByText('Please select a PDF file')).toBeInTheDocument();
  });
});
