// A company's public profile and page on the local stack: the profile's fields through
// update-company-bio and get-user, the slug's uniqueness (409) and its 301 from the old slug,
// the page as a crawler reads it (complete HTML, Organization, canonical link), its open jobs
// newest first with Load more, a closed job leaving it, the jobs' cards linking to the page
// once the rename ran, the logo upload, 404 for an unknown slug and 410 once the company is gone.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CompanyPageData } from '#shared/company-page.js';
import { addJob, uniqueWord } from '../../support/jobs.js';
import { jsonLdOfType } from '../../support/structured-data.js';
import { deleteAccount } from '../support/accounts.js';
import { fetchPage } from '../support/pages.js';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');

// A whole 1x1 PNG: uploads are decoded (platform/images/image-cleaning.ts).
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154780163304e3bf31f00049a0265818985ed0000000049454e44ae426082',
  'hex',
);

/** The page, and the data it was rendered with. */
async function openPage(path: string) {
  const page = await fetchPage(stack, path, { redirect: 'manual' });
  const json = page.document.getElementById('page-data')?.textContent;
  return { ...page, data: json ? (JSON.parse(json) as CompanyPageData) : undefined };
}

const profile = {
  companyName: 'Placeholder',
  companySize: '11-50',
  country: 'Portugal',
  website: 'https://example.com/about',
  tagline: 'Calm software for busy clinics',
  about: 'We build scheduling <tools>.\n\nEveryone works from home.',
  remotePolicy: 'remote-first',
  founded: 2015,
};

type UserAnswer = { msg?: string; user: { company: Record<string, unknown> } };

async function updateBio(user: TestUser, body: Record<string, unknown>) {
  return user.client.call<UserAnswer>('PUT', '/api/update-company-bio', { json: body });
}

async function companyOf(user: TestUser) {
  const answer = await user.client.call<UserAnswer>('GET', '/api/get-user');
  expect(answer.status).toBe(200);
  return answer.body.data.user.company;
}

/** Waits for the background rename to put the slug on the job's search card. */
async function cardSlug(word: string, slug: string): Promise<string | undefined> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await fetch(new URL(`/api/search-jobs?jobTitle=${word}`, stack.appUrl));
    const { jobs } = ((await answer.json()) as { data: { jobs: { employer: { companySlug?: string } }[] } }).data;
    if (jobs[0]?.employer.companySlug === slug) return slug;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

describe('a company’s profile and public page', () => {
  const word = uniqueWord();
  const name = `Clinic ${word} Works`;
  const slug = `clinic-${word.toLowerCase()}`;
  let owner: TestUser;
  let rival: TestUser;
  let firstSlug: string;
  const jobIDs: string[] = [];

  beforeAll(async () => {
    [owner, rival] = await Promise.all([
      createSignedInUser(stack, 'employer', { companyName: name }),
      createSignedInUser(stack, 'employer', { companyName: `Rival ${word}` }),
    ]);
    firstSlug = String((await companyOf(owner)).slug);
    // Oldest first: the page lists the newest first.
    for (let index = 0; index < 12; index += 1) {
      jobIDs.push((await addJob(owner.client, { jobTitle: `${word} Nurse ${index}` }))._id);
    }
  });

  it('has a slug from sign-up, and keeps the profile’s fields, blank ones cleared', async () => {
    expect(firstSlug).toMatch(new RegExp(`^clinic-${word.toLowerCase()}-works-[0-9a-f]{8}$`));
    const answer = await updateBio(owner, { ...profile, companyName: name, slug });
    expect(answer.status, answer.body.data.msg).toBe(200);
    expect(answer.body.data.user.company).toMatchObject({ ...profile, companyName: name, slug });
    const cleared = await updateBio(owner, {
      ...profile,
      companyName: name,
      tagline: '',
      founded: null,
      remotePolicy: '',
    });
    expect(cleared.status).toBe(200);
    const company = await companyOf(owner);
    expect(company).toMatchObject({ slug, website: profile.website, about: profile.about });
    expect(company).not.toHaveProperty('tagline');
    expect(company).not.toHaveProperty('founded');
    expect(company).not.toHaveProperty('remotePolicy');
    expect((await updateBio(owner, { ...profile, companyName: name })).status).toBe(200);
  });

  it('refuses what the page could not show, with the reason', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ website: 'http://example.com' }, 'The website must be an https:// address'],
      [{ slug: 'No Spaces' }, 'The address must be 3 to 60 characters of a-z, 0-9 and -'],
      [{ slug: 'ab' }, 'The address must be 3 to 60 characters of a-z, 0-9 and -'],
      [{ tagline: 'x'.repeat(121) }, 'Tagline must be at most 120 characters'],
      [{ remotePolicy: 'office' }, 'Remote policy must be Fully remote, Remote-first or Hybrid'],
      [{ founded: 1700 }, `The year founded must be between 1800 and ${new Date().getUTCFullYear()}`],
    ];
    for (const [change, message] of cases) {
      const answer = await updateBio(owner, { ...profile, companyName: name, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.data.msg).toBe(message);
    }
  });

  it('keeps a slug to one company: 409 for another', async () => {
    const answer = await updateBio(rival, { companyName: `Rival ${word}`, companySize: '1-10', slug });
    expect(answer.status).toBe(409);
    expect(answer.body.data.msg).toBe('This address is taken');
  });

  it('shows the company, its facts and its newest open jobs without JavaScript', async () => {
    const page = await openPage(`/companies/${slug}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    expect(page.document.querySelector('h1')?.textContent).toBe(name);
    expect(page.text).toContain(profile.tagline);
    expect(page.text).toContain('Remote-first');
    expect(page.text).toContain('2015');
    // About as plain text, its paragraphs kept and nothing of it taken as HTML.
    const paragraphs = page.document.querySelectorAll('#root p').map((p) => p.textContent);
    expect(paragraphs).toContain('We build scheduling <tools>.');
    expect(paragraphs).toContain('Everyone works from home.');
    const website = page.document.querySelector(`a[href="${profile.website}"]`);
    expect(website?.getAttribute('rel')).toBe('nofollow noopener');
    const canonical = page.document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(canonical).toBe(new URL(`/companies/${slug}`, canonical).href);
    expect(page.document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(canonical);
    const organizations = jsonLdOfType(page.html, 'Organization');
    expect(organizations).toHaveLength(1);
    expect(organizations[0]).toMatchObject({ name, url: profile.website, description: profile.tagline });
    // The ten newest, newest first, and where Load more starts.
    const shown = page.data?.state === 'company' ? page.data.jobs.map((job) => job._id) : [];
    expect(shown).toEqual(jobIDs.slice(2).reverse());
    for (const jobID of shown) expect(page.document.querySelector(`a[href="/jobs/${jobID}"]`)).not.toBeNull();
    expect(page.data?.state === 'company' && page.data.nextCursor).toBeTruthy();
  });

  it('loads more jobs from the cursor, and refuses a cursor that is not one', async () => {
    const page = await openPage(`/companies/${slug}`);
    const cursor = page.data?.state === 'company' ? page.data.nextCursor! : '';
    const { companyID } = await companyOf(owner);
    const more = await fetch(
      new URL(`/api/get-company-jobs?companyID=${String(companyID)}&cursor=${cursor}`, stack.appUrl),
    );
    const { data } = (await more.json()) as { data: { jobs: { _id: string }[]; pagination: { isLastPage: boolean } } };
    expect(data.jobs.map((job) => job._id)).toEqual(jobIDs.slice(0, 2).reverse());
    expect(data.pagination.isLastPage).toBe(true);
    const forged = Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url');
    const refused = await fetch(
      new URL(`/api/get-company-jobs?companyID=${String(companyID)}&cursor=${forged}`, stack.appUrl),
    );
    expect(refused.status).toBe(400);
  });

  it('drops a closed job from the page', async () => {
    const closed = jobIDs.at(-1)!;
    const answer = await owner.client.call('PUT', '/api/update-job-active-status', {
      json: { jobID: closed, active: false },
    });
    expect(answer.status).toBe(200);
    const page = await openPage(`/companies/${slug}`);
    const shown = page.data?.state === 'company' ? page.data.jobs.map((job) => job._id) : [];
    expect(shown).not.toContain(closed);
    expect(shown).toHaveLength(10);
  });

  it('links the jobs’ cards to the page once the rename ran', async () => {
    expect(await cardSlug(word, slug)).toBe(slug);
  });

  it('answers 301 from the old slug to the new one, 404 for a slug nobody had', async () => {
    const old = await openPage(`/companies/${firstSlug}`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/companies/${slug}`);
    expect((await openPage(`/companies/nobody-${word.toLowerCase()}`)).status).toBe(404);
    expect((await openPage(`/companies/${slug.toUpperCase()}`)).status).toBe(404);
  });

  it('stores a logo and shows it on the page', async () => {
    const form = new FormData();
    form.append('logo', new Blob([PNG], { type: 'image/png' }), 'logo.png');
    const answer = await owner.client.call<UserAnswer>('PUT', '/api/upload-company-logo', { body: form });
    expect(answer.status, answer.body.data.msg).toBe(200);
    const logoUrl = String(answer.body.data.user.company.logoUrl);
    const image = await fetch(logoUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const page = await openPage(`/companies/${slug}`);
    expect(page.document.querySelector(`img[alt="${name} logo"]`)).not.toBeNull();
    const text = new FormData();
    text.append('logo', new Blob(['not an image'], { type: 'image/png' }), 'logo.png');
    const refused = await owner.client.call('PUT', '/api/upload-company-logo', { body: text });
    expect(refused.status).toBe(415);
    expect(refused.body.data.msg).toBe('The logo must be a PNG, JPEG or WebP image.');
  });

  it('answers 410 once the company is gone, its logo erased', async () => {
    const closing = await createSignedInUser(stack, 'employer', { companyName: `Closing ${word}` });
    const closingSlug = String((await companyOf(closing)).slug);
    expect((await openPage(`/companies/${closingSlug}`)).status).toBe(200);
    const noJobs = await openPage(`/companies/${closingSlug}`);
    expect(noJobs.text).toContain('No open jobs right now');
    const form = new FormData();
    form.append('logo', new Blob([PNG], { type: 'image/png' }), 'logo.png');
    const uploaded = await closing.client.call<UserAnswer>('PUT', '/api/upload-company-logo', { body: form });
    const logoUrl = String(uploaded.body.data.user.company.logoUrl);
    expect((await fetch(logoUrl)).status).toBe(200);
    expect((await deleteAccount(stack, closing)).status).toBe(200);
    expect((await openPage(`/companies/${closingSlug}`)).status).toBe(410);
    // Its logo went with it.
    expect((await fetch(logoUrl)).status).toBe(404);
  });
});
