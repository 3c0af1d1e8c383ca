// A company's slug: made from its name as a reader would spell it, and free for another company
// only when nobody holds it or a year after its company let it go.
import { describe, expect, it } from 'vitest';
import { companySlug, slugFromName } from '#shared/schemas/companies.js';
import { SLUG_HELD_DAYS, slugIsFreeFor } from '#functions/teams/company-slugs.js';
import { newSlugItem } from '#functions/teams/company-items.js';

describe('slugFromName', () => {
  it.each([
    ['Acme & Co', 'acme-co'],
    ['  Zürich Ärzte GmbH ', 'zurich-arzte-gmbh'],
    ['A', 'company-a'],
    ['日本', 'company'],
    ['x'.repeat(80), 'x'.repeat(55)],
    ['Dev--Ops!!', 'dev-ops'],
  ])('%j makes %j, a valid slug', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
    expect(companySlug.safeParse(slug).success).toBe(true);
  });
});

describe('slugIsFreeFor', () => {
  const now = new Date('2026-11-29T12:00:00.000Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const held = newSlugItem('acme', 'company-a');

  it('is free when nobody has it, and to the company that holds it', () => {
    expect(slugIsFreeFor(undefined, 'company-b', now)).toBe(true);
    expect(slugIsFreeFor(held, 'company-a', now)).toBe(true);
  });

  it('is another company’s while held, and for a year after it was retired', () => {
    expect(slugIsFreeFor(held, 'company-b', now)).toBe(false);
    expect(slugIsFreeFor({ ...held, retiredAt: daysAgo(SLUG_HELD_DAYS - 1) }, 'company-b', now)).toBe(false);
    expect(slugIsFreeFor({ ...held, retiredAt: daysAgo(SLUG_HELD_DAYS + 1) }, 'company-b', now)).toBe(true);
  });
});
