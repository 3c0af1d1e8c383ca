// /share-requirement: the page's texts, the form's fields and options, keyboard-friendly errors
// beside the fields (from the shared schema and from the server), and the success message.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiResponse, mockApi, renderApp, visitor } from '../support/test-utils';
import { apiPath } from '../../support/api-paths';

// Screens load on demand: the first visit of a screen in a test file can take a few seconds.
configure({ asyncUtilTimeout: 8000 });

async function openPage() {
  renderApp('/share-requirement');
  return screen.findByRole('heading', { level: 1, name: 'Hire Smarter' }, { timeout: 5000 });
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Full name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/^Email address/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Phone number/), '+44 20 7946 0000');
  await user.type(screen.getByLabelText(/^Company name/), 'Analytical Engines');
  await user.selectOptions(screen.getByLabelText(/^Requirement \*/), 'Looking for a service');
  await user.type(screen.getByLabelText(/^Requirement details/), 'Two assistants.');
  await user.selectOptions(screen.getByLabelText(/^Duration/), '6 to 12 Months');
}

describe('share requirement page', { timeout: 20_000 }, () => {
  it('shows Hire Smarter, the three steps and the form with the form’s options', async () => {
    mockApi({ [apiPath('getUser')]: visitor });
    await openPage();

    expect(screen.getByText(/two weeks/)).toBeInTheDocument();
    const steps = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(steps).toEqual([
      'Step 1: Tell us what you need',
      'Step 2: Interview our Talent',
      'Step 3: Onboard your Hire',
    ]);

    const requirement = screen.getByLabelText(/^Requirement \*/);
    expect(
      within(requirement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select your requirement', 'Looking for an employee', 'Looking for a service', 'Not sure']);
    const duration = screen.getByLabelText(/^Duration/);
    expect(
      within(duration)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select a duration',
      'Less than 1 Month',
      '1 to 3 Months',
      '3 to 6 Months',
      '6 to 12 Months',
      'More than 1 Year',
      'Not sure',
    ]);
    expect(screen.getByLabelText(/^Email address/)).toHaveAttribute('type', 'email');
    const details = screen.getByLabelText(/^Requirement details \(optional\)/);
    expect(details.tagName).toBe('TEXTAREA');
    expect(details).toHaveAttribute('rows', '5');
    expect(details).not.toHaveAttribute('aria-required');
    for (const label of [
      /^Full name/,
      /^Email address/,
      /^Phone number/,
      /^Company name/,
      /^Requirement \*/,
      /^Duration/,
    ]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
  });

  it('shows an error beside each required field, sends nothing, and focuses the first', async () => {
    const fetchMock = mockApi({ [apiPath('getUser')]: visitor });
    await openPage();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Submit requirement' }));

    const fullName = screen.getByLabelText(/^Full name/);
    await waitFor(() => expect(fullName).toHaveAttribute('aria-invalid', 'true'));
    expect(fullName).toHaveFocus();
    expect(fullName).toHaveAccessibleDescription('Full name is required');
    expect(screen.getByLabelText(/^Email address/)).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription('Phone number is required');
    expect(screen.getByLabelText(/^Company name/)).toHaveAccessibleDescription('Company name is required');
    expect(screen.getByLabelText(/^Requirement \*/)).toHaveAccessibleDescription('Requirement is required');
    expect(screen.getByLabelText(/^Duration/)).toHaveAccessibleDescription('Duration is required');
    expect(screen.getByLabelText(/^Requirement details/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('submit-requirement'))).toBe(false);
  });

  it('submits by keyboard alone and shows the server’s success message', async () => {
    const fetchMock = mockApi({
      [apiPath('getUser')]: visitor,
      [apiPath('submitRequirement')]: () => apiResponse(200, { msg: 'Thank you! We have received your requirement.' }),
    });
    await openPage();
    const user = userEvent.setup();
    await fillValidForm(user);

    screen.getByLabelText(/^Duration/).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit requirement' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Thank you! We have received your requirement.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes(apiPath('submitRequirement')));
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phoneNo: '+44 20 7946 0000',
      companyName: 'Analytical Engines',
      requirement: '2',
      details: 'Two assistants.',
      duration: '4',
    });

    await user.click(screen.getByRole('button', { name: 'Submit another requirement' }));
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('');
  });

  it('shows the server’s field errors beside the fields', async () => {
    mockApi({
      [apiPath('getUser')]: visitor,
      [apiPath('submitRequirement')]: () =>
        apiResponse(400, {
          msg: 'Please enter a valid phone number',
          fieldErrors: { phoneNo: 'Please enter a valid phone number' },
        }),
    });
    await openPage();
    const user = userEvent.setup();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Submit requirement' }));

    const phone = screen.getByLabelText(/^Phone number/);
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Please enter a valid phone number'));
    expect(phone).toHaveFocus();
  });
});
