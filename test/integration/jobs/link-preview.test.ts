// Link previews through the local gateway, as a chat app or a social network reads a shared
// link: a job's page and every prerendered public page carry Open Graph and Twitter card tags
// with the page's title and description, its absolute address and the social card's; a job's
// names the job, the company and the pay. The card itself is a PNG of at least 1200 x 630.
import fs from 'node:fs';
import { parse, type HTMLElement } from 'node-html-parser';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SOCIAL_CARD, SITE_ADDRESS_PLACEHOLDER } from '#shared/link-preview.js';
import { PRERENDERED_PAGES } from '#shared/prerendered-pages.js';
import { addJob, uniqueWord } from '../../support/jobs.js';
import { createSignedInUser } from '../../../tools/test-users.js';

const stack = inject('stack');
const site = stack.env.SITE_URL!;

async function openPage(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(path, stack.appUrl), { headers });
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return { html, document: parse(html) };
}

/** The page's preview tags, by property or name, with their (decoded) content. */
const previewOf = (document: HTMLElement) =>
  Object.fromEntries(
    document
      .querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')
      .map((meta) => [meta.getAttribute('property') ?? meta.getAttribute('name'), meta.getAttribute('content')]),
  );

/** The tags every page's preview has alike: the card, the type and the site's name. */
const cardTags = {
  'og:type': 'website',
  'og:site_name': 'Remote Hiring Marketplace',
  'og:image': `${site}${SOCIAL_CARD.path}`,
  'og:image:type': 'image/png',
  'og:image:width': '1200',
  'og:image:height': '630',
  'og:image:alt': SOCIAL_CARD.alt,
  'twitter:card': 'summary_large_image',
  'twitter:image': `${site}${SOCIAL_CARD.path}`,
  'twitter:image:alt': SOCIAL_CARD.alt,
};

/** Width and height from a PNG's header (its IHDR chunk, first after the signature). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('link previews', () => {
  const word = uniqueWord();
  const company = `Sums ${word} & "Sons"`;
  let jobID: string;

  beforeAll(async () => {
    const employer = await createSignedInUser(stack, 'employer', { companyName: company });
    jobID = (
      await addJob(employer.client, {
        jobTitle: `${word} Analyst`,
        jobType: 'full-time',
        aboutRole: 'Model our cash <flows> & forecasts.',
        paymentInterval: 'annually',
        minSalary: 60000,
        maxSalary: 80000,
        currency: 'USD',
      })
    )._id;
  });

  it('a job’s page: its title names the job and the company, its description starts with the pay', async () => {
    const { document } = await openPage(`/jobs/${jobID}`);
    const title = `${word} Analyst at ${company} (Remote)`;
    const description = '$60,000 - $80,000 a year · Full-time · Anywhere. Model our cash <flows> & forecasts.';
    const url = `${site}/jobs/${jobID}`;

    expect(previewOf(document)).toEqual({
      ...cardTags,
      'og:title': title,
      'og:description': description,
      'og:url': url,
      'twitter:title': title,
      'twitter:description': description,
    });
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
  });

  it('every prerendered page: its own title and description, its absolute address, the site’s address in place', async () => {
    for (const path of PRERENDERED_PAGES) {
      // Compressed or not, the gateway fills in the site's address.
      for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
        const { html, document } = await openPage(path, headers);
        const title = document.querySelector('title')!.textContent;
        const description = document.querySelector('meta[name="description"]')!.getAttribute('content');
        expect(title, path).not.toBe('');
        expect(previewOf(document), path).toEqual({
          ...cardTags,
          'og:title': title,
          'og:description': description,
          'og:url': `${site}${path}`,
          'twitter:title': title,
          'twitter:description': description,
        });
        expect(html, path).not.toContain(SITE_ADDRESS_PLACEHOLDER);
      }
    }
  });

  it('the social card is a PNG of at least 1200 x 630, in the sources and served at its address', async () => {
    const committed = pngSize(fs.readFileSync(new URL(`../../../web/public${SOCIAL_CARD.path}`, import.meta.url)));
    expect(committed.width).toBeGreaterThanOrEqual(1200);
    expect(committed.height).toBeGreaterThanOrEqual(630);
    expect(committed).toEqual({ width: SOCIAL_CARD.width, height: SOCIAL_CARD.height });

    const response = await fetch(new URL(SOCIAL_CARD.path, stack.appUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual(committed);
  });
});
