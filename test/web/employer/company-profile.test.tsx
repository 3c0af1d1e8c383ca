// The company's public profile as its members edit it (/edit-company: the "Public page"
// section and the logo) and read it (/dashboard/company-bio).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '#shared/schemas/accounts.js';
import { LOGO_MAX_BYTES, TAGLINE_MAX, type CompanyProfile } from '#shared/schemas/companies.js';
import { apiResponse, employer, mockApi, renderApp, signedIn } from '../support/test-utils';
import { bodyOf, callsTo, employerBase } from '../support/employer-fixtures';
import { apiPath } from '../../support/api-paths';

const company: CompanyProfile = {
  companyID: employer.companyID!,
  slug: 'analytical-engines',
  companyName: 'Analytical Engines',
  companySize: '11-50',
  country: 'Kenya',
  website: 'https://engines.example.com',
  tagline: 'Engines that think',
  about: 'We build engines.\nBy hand.\n\nThey compute <b>anything</b>.',
  remotePolicy: 'remote-first',
  founded: 1843,
  logoUrl: 'https://files.example.com/logos/old.png?X-Amz-Signature=abc',
};
const member: User = { ...employer, country: 'Kenya', company };

/** The employer screens' calls, signed in as a member of `company`. */
const api = (handlers: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({ ...employerBase, [apiPath('getUser')]: signedIn(member), ...handlers });

describe('/edit-company: the public page', () => {
  it('shows the saved profile, then sends every field, the blank ones cleared', async () => {
    const fetchMock = api({
      [apiPath('updateCompanyBio')]: () =>
        apiResponse(200, { user: { ...member, company: { ...company, slug: 'engines', tagline: 'New' } } }),
    });
    const { router } = renderApp('/edit-company');
    const user = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Public page' });
    const slug = within(section).getByLabelText('Company page address');
    expect(slug).toHaveValue('analytical-engines');
    expect(within(section).getByText(`${window.location.origin}/companies/`)).toBeInTheDocument();
    expect(within(section).getByLabelText('Website')).toHaveValue('https://engines.example.com');
    expect(within(section).getByLabelText('Tagline')).toHaveValue('Engines that think');
    expect(within(section).getByText(`18/${TAGLINE_MAX}`)).toBeInTheDocument();
    expect(within(section).getByLabelText('About')).toHaveValue(company.about);
    expect(within(section).getByLabelText('About')).toHaveAccessibleDescription(
      'Shown as plain text; blank lines start new paragraphs.',
    );
    expect(within(section).getByLabelText('Remote policy')).toHaveValue('remote-first');
    expect(within(section).getByLabelText('Year founded')).toHaveValue(1843);

    await user.clear(slug);
    await user.type(slug, 'Engines');
    await user.clear(within(section).getByLabelText('Website'));
    await user.clear(within(section).getByLabelText('Tagline'));
    await user.type(within(section).getByLabelText('Tagline'), 'New');
    // The count follows the typing.
    expect(within(section).getByText(`3/${TAGLINE_MAX}`)).toBeInTheDocument();
    await user.clear(within(section).getByLabelText('About'));
    await user.selectOptions(within(section).getByLabelText('Remote policy'), 'Not stated');
    await user.clear(within(section).getByLabelText('Year founded'));
    await user.click(screen.getByRole('button', { name: 'Update bio' }));

    expect(await screen.findByText('Company bio updated successfully')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, apiPath('updateCompanyBio'))[0]!)).toEqual({
      companyName: 'Analytical Engines',
      companySize: '11-50',
      country: 'Kenya',
      slug: 'engines',
      website: '',
      tagline: 'New',
      about: '',
      remotePolicy: '',
      founded: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/company-bio'), { timeout: 4000 });
  });

  it('sends a new year, website and policy as typed', async () => {
    const fetchMock = api({ [apiPath('updateCompanyBio')]: () => apiResponse(200, { user: member }) });
    renderApp('/edit-company');
    const user = userEvent.setup();

    const founded = await screen.findByLabelText('Year founded');
    await user.clear(founded);
    await user.type(founded, '1999');
    await user.clear(screen.getByLabelText('Website'));
    await user.type(screen.getByLabelText('Website'), ' https://engines.example.org/jobs ');
    await user.selectOptions(screen.getByLabelText('Remote policy'), 'Hybrid');
    await user.click(screen.getByRole('button', { name: 'Update bio' }));

    expect(await screen.findByText('Company bio updated successfully')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, apiPath('updateCompanyBio'))[0]!)).toMatchObject({
      slug: 'analytical-engines',
      website: 'https://engines.example.org/jobs',
      remotePolicy: 'hybrid',
      founded: 1999,
    });
  });

  it('refuses a tagline too long, a website not on https, a year to come and an emptied address, before sending', async () => {
    const fetchMock = api();
    renderApp('/edit-company');
    const user = userEvent.setup();

    const tagline = await screen.findByLabelText('Tagline');
    // The field stops typing at the limit; a longer text can still come in (an older save, a paste).
    fireEvent.change(tagline, { target: { value: 'x'.repeat(TAGLINE_MAX + 1) } });
    const website = screen.getByLabelText('Website');
    await user.clear(website);
    await user.type(website, 'http://engines.example.com');
    const founded = screen.getByLabelText('Year founded');
    await user.clear(founded);
    await user.type(founded, String(new Date().getUTCFullYear() + 1));
    await user.clear(screen.getByLabelText('Company page address'));
    await user.click(screen.getByRole('button', { name: 'Update bio' }));

    expect(await screen.findByText(`Tagline must be at most ${TAGLINE_MAX} characters`)).toBeInTheDocument();
    expect(tagline).toHaveAttribute('aria-invalid', 'true');
    expect(tagline).toHaveAccessibleDescription(expect.stringContaining(`Tagline must be at most ${TAGLINE_MAX}`));
    expect(website).toHaveAttribute('aria-invalid', 'true');
    expect(website).toHaveAccessibleDescription('The website must be an https:// address');
    expect(founded).toHaveAccessibleDescription(expect.stringMatching(/^The year founded must be between 1800 and/));
    expect(screen.getByLabelText('Company page address')).toHaveAccessibleDescription(
      expect.stringContaining('The address must be 3 to 60 characters of a-z, 0-9 and -'),
    );
    expect(callsTo(fetchMock, apiPath('updateCompanyBio'))).toHaveLength(0);
  });

  it('shows "This address is taken" on the address field, and stays', async () => {
    const fetchMock = api({
      [apiPath('updateCompanyBio')]: () => apiResponse(409, { msg: 'This address is taken' }),
    });
    const { router } = renderApp('/edit-company');
    const user = userEvent.setup();

    const slug = await screen.findByLabelText('Company page address');
    await user.clear(slug);
    await user.type(slug, 'acme');
    await user.click(screen.getByRole('button', { name: 'Update bio' }));

    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('This address is taken'));
    expect(slug).toHaveFocus();
    expect(bodyOf(callsTo(fetchMock, apiPath('updateCompanyBio'))[0]!)).toMatchObject({ slug: 'acme' });
    expect(screen.queryByText('Company bio updated successfully')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit-company');
  });
});

describe('/edit-company: the logo', () => {
  it('uploads the chosen file as multipart field logo and shows the new logo', async () => {
    const logoUrl = 'https://files.example.com/logos/new.png?X-Amz-Signature=def';
    const fetchMock = api({
      [apiPath('uploadCompanyLogo')]: () => apiResponse(200, { user: { ...member, company: { ...company, logoUrl } } }),
    });
    renderApp('/edit-company');
    const user = userEvent.setup();

    const input = await screen.findByLabelText('Upload logo');
    expect(screen.getByRole('img', { name: 'Company logo' })).toHaveAttribute('src', company.logoUrl);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await user.upload(input, file);

    expect(await screen.findByText('Logo updated successfully')).toBeInTheDocument();
    const calls = callsTo(fetchMock, apiPath('uploadCompanyLogo'));
    expect(calls).toHaveLength(1);
    expect((calls[0]![1] as RequestInit).method).toBe('PUT');
    const form = (calls[0]![1] as RequestInit).body as FormData;
    expect([...form.keys()]).toEqual(['logo']);
    expect((form.get('logo') as File).name).toBe('logo.png');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Company logo' })).toHaveAttribute('src', logoUrl));
    // Nothing else was saved: the form still waits for Update bio.
    expect(callsTo(fetchMock, apiPath('updateCompanyBio'))).toHaveLength(0);
  });

  it('refuses a file over 1 MB or of another type at once, and shows a refusal of the server', async () => {
    const fetchMock = api({
      [apiPath('uploadCompanyLogo')]: () => apiResponse(400, { msg: 'The logo is not an image we can read.' }),
    });
    renderApp('/edit-company');
    // A browser's file dialog may still offer other types ("All files"): the check must hold without accept.
    const user = userEvent.setup({ applyAccept: false });

    const input = await screen.findByLabelText('Upload logo');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    await user.upload(input, new File([new Uint8Array(LOGO_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The logo must be at most 1000000 bytes (1 MB).');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('The logo must be at most 1000000 bytes'));
    await user.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('The logo must be a PNG, JPEG or WebP image.')).toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('uploadCompanyLogo'))).toHaveLength(0);

    await user.upload(input, new File(['not a png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('The logo is not an image we can read.')).toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('uploadCompanyLogo'))).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Company logo' })).toHaveAttribute('src', company.logoUrl);
  });
});

describe('/dashboard/company-bio: the public profile', () => {
  it('shows the logo, tagline, website, policy, year and about as plain paragraphs, with View public page', async () => {
    api();
    renderApp('/dashboard/company-bio');

    const section = await screen.findByRole('region', { name: 'Analytical Engines' });
    expect(within(section).getByRole('img', { name: 'Company logo' })).toHaveAttribute('src', company.logoUrl);
    expect(within(section).getByText('Engines that think')).toBeInTheDocument();
    const website = within(section).getByRole('link', { name: 'https://engines.example.com' });
    expect(website).toHaveAttribute('href', 'https://engines.example.com');
    expect(website).toHaveAttribute('rel', 'nofollow noopener');
    expect(within(section).getByText('Remote-first')).toBeInTheDocument();
    expect(within(section).getByText('1843')).toBeInTheDocument();
    // Two paragraphs; the line break inside the first stays, and markup is shown as text.
    const paragraphs = within(section)
      .getByText(/We build engines/)
      .parentElement!.querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      'We build engines.\nBy hand.',
      'They compute <b>anything</b>.',
    ]);
    expect(section.querySelector('b')).toBeNull();
    expect(screen.getByRole('link', { name: 'View public page' })).toHaveAttribute(
      'href',
      '/companies/analytical-engines',
    );
    expect(screen.getByText('11-50 employees')).toBeInTheDocument();
  });

  it('has no public page link while the company has no address', async () => {
    api({ [apiPath('getUser')]: signedIn({ ...member, company: { ...company, slug: '' } }) });
    renderApp('/dashboard/company-bio');
    expect(await screen.findByRole('region', { name: 'Analytical Engines' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit bio' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View public page' })).not.toBeInTheDocument();
  });

  it('says what is not given, and shows a placeholder for no logo', async () => {
    api({
      [apiPath('getUser')]: signedIn({
        ...member,
        company: { companyID: company.companyID, slug: 'analytical-engines', companyName: 'Analytical Engines' },
      }),
    });
    renderApp('/dashboard/company-bio');
    const section = await screen.findByRole('region', { name: 'Analytical Engines' });
    expect(within(section).getByRole('img', { name: 'No logo yet' })).toBeInTheDocument();
    // Website, remote policy, year founded and about.
    expect(within(section).getAllByText('Not given')).toHaveLength(4);
  });
});
