// The Company screen's Verification section: a member sends a code to an address at the
// website's domain, enters it and sees the company verified; the server's refusals shown where
// they belong; a verified company's domain without the form.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '#shared/schemas/accounts.js';
import type { CompanyProfile } from '#shared/schemas/companies.js';
import { VERIFY_MSG } from '#shared/schemas/company-verification.js';
import { apiResponse, employer, errorUnder, mockApi, renderApp, signedIn } from '../support/test-utils';
import { bodyOf, callsTo, employerBase } from '../support/employer-fixtures';
import { apiPath } from '../../support/api-paths';

const company: CompanyProfile = {
  companyID: employer.companyID!,
  slug: 'acme',
  companyName: 'Acme',
  website: 'https://www.acme.com',
};
const member: User = { ...employer, companyName: 'Acme', company };
const verifiedMember: User = { ...member, company: { ...company, verified: true, verifiedDomain: 'acme.com' } };

/** The Company screen of a member of `user`'s company, and its Verification section. */
async function openCompanyScreen(user: User, handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ ...employerBase, [apiPath('getUser')]: signedIn(user), ...handlers });
  renderApp('/dashboard/company-bio');
  const section = await screen.findByRole('region', { name: 'Verification' });
  return { fetchMock, section };
}

const codeSent = () => apiResponse(200, { msg: VERIFY_MSG.codeSent('jo@acme.com'), email: 'jo@acme.com' });

describe('/dashboard/company-bio: verifying the company', () => {
  it('sends a code to a work email, takes the code and shows the company verified', async () => {
    const { fetchMock, section } = await openCompanyScreen(member, {
      [apiPath('startCompanyVerification')]: codeSent,
      [apiPath('confirmCompanyVerification')]: () =>
        apiResponse(200, { msg: VERIFY_MSG.verified('acme.com'), user: verifiedMember }),
    });
    const user = userEvent.setup();

    expect(
      within(section).getByText(
        "Verify your company to show a Verified mark on your page and jobs. We send a code to an address at your website's domain.",
      ),
    ).toBeInTheDocument();
    expect(within(section).getByLabelText('Website')).toHaveValue('https://www.acme.com');
    await user.type(within(section).getByLabelText('Work email'), ' Jo@Acme.com ');
    await user.click(within(section).getByRole('button', { name: 'Send code' }));

    expect(await within(section).findByText(VERIFY_MSG.codeSent('jo@acme.com'))).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, apiPath('startCompanyVerification'))[0]!)).toEqual({
      website: 'https://www.acme.com',
      email: 'jo@acme.com',
    });
    await user.type(within(section).getByLabelText('Verification code, character 1 of 6'), 'ab12cd');
    await user.click(within(section).getByRole('button', { name: 'Verify' }));

    expect(await within(section).findByText('Your company is verified as acme.com.')).toBeInTheDocument();
    expect(within(section).getByTitle('Verified: owns acme.com')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(within(section).queryByLabelText('Work email')).not.toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, apiPath('confirmCompanyVerification'))[0]!)).toEqual({ otp: 'AB12CD' });
    // The server's message, as a toast too.
    expect(screen.getAllByText('Your company is verified as acme.com.')).toHaveLength(2);
  });

  it('checks the address in the browser: it must be at the website’s domain', async () => {
    const { fetchMock, section } = await openCompanyScreen(member);
    const user = userEvent.setup();

    await user.type(within(section).getByLabelText('Work email'), 'jo@gmail.com');
    await user.click(within(section).getByRole('button', { name: 'Send code' }));

    await waitFor(() =>
      expect(errorUnder(within(section).getByLabelText('Work email'))).toBe(VERIFY_MSG.domainMismatch),
    );
    expect(callsTo(fetchMock, apiPath('startCompanyVerification'))).toHaveLength(0);
  });

  it('shows a refused address’s 400 under the work email, and a per-field one under its field', async () => {
    const answers = [
      apiResponse(400, { msg: VERIFY_MSG.freeMail }),
      apiResponse(400, { msg: 'Bad website', fieldErrors: { website: 'That website cannot be reached' } }),
    ];
    const { section } = await openCompanyScreen(member, {
      [apiPath('startCompanyVerification')]: () => answers.shift()!,
    });
    const user = userEvent.setup();

    await user.type(within(section).getByLabelText('Work email'), 'jo@acme.com');
    await user.click(within(section).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(errorUnder(within(section).getByLabelText('Work email'))).toBe(VERIFY_MSG.freeMail));

    await user.click(within(section).getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(errorUnder(within(section).getByLabelText('Website'))).toBe('That website cannot be reached'),
    );
    expect(within(section).queryByLabelText('Verification code, character 1 of 6')).not.toBeInTheDocument();
  });

  it('shows a wrong code’s message under the code, and goes back to a different address', async () => {
    const WRONG = 'Invalid verification code. Please try again';
    const { section } = await openCompanyScreen(member, {
      [apiPath('startCompanyVerification')]: codeSent,
      [apiPath('confirmCompanyVerification')]: () => apiResponse(400, { msg: WRONG }),
    });
    const user = userEvent.setup();

    await user.type(within(section).getByLabelText('Work email'), 'jo@acme.com');
    await user.click(within(section).getByRole('button', { name: 'Send code' }));
    await user.type(await within(section).findByLabelText('Verification code, character 1 of 6'), 'AB12CD');
    await user.click(within(section).getByRole('button', { name: 'Verify' }));

    const codeBoxes = within(section).getByRole('group', { name: 'Verification code' });
    await waitFor(() => expect(codeBoxes).toHaveAccessibleDescription(WRONG));
    expect(within(section).queryByText(/verified as/)).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Use a different address' }));
    expect(within(section).getByLabelText('Work email')).toHaveValue('jo@acme.com');
    expect(within(section).getByRole('button', { name: 'Send code' })).toBeEnabled();
  });
});

describe('/dashboard/company-bio: a verified company', () => {
  it('shows the Verified mark and the domain, without the form', async () => {
    const { fetchMock, section } = await openCompanyScreen(verifiedMember);

    expect(within(section).getByText('Your company is verified as acme.com.')).toBeInTheDocument();
    expect(within(section).getByTitle('Verified: owns acme.com')).toHaveTextContent('Verified');
    expect(within(section).queryByLabelText('Work email')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('startCompanyVerification'))).toHaveLength(0);
  });
});
