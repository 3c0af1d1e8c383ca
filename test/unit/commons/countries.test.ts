// The country reference data (shared/countries.ts): lookups by name, the alphabetical list.
import { describe, expect, it } from 'vitest';
import { allCountries, findCountry } from '#shared/countries.js';

describe('countries', () => {
  it('finds a country by name whatever its case and surrounding spaces, in its reference spelling', () => {
    expect(findCountry('  united states of america ')).toMatchObject({ code: 'US', name: 'United States of America' });
    expect(findCountry('FRANCE')?.timezones).toContain('Europe/Paris');
    expect(findCountry('Atlantis')).toBeUndefined();
  });

  it('lists every country once, in alphabetical order of name (accented names in their place)', () => {
    const names = allCountries().map((country) => country.name);
    expect(names.length).toBeGreaterThan(240);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names.indexOf('Åland Islands')).toBe(names.indexOf('Albania') - 1);
    expect(allCountries()).toBe(allCountries());
  });
});
