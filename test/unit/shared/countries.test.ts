// The country reference data (shared/countries.ts): lookups by name, the alphabetical list.
import ct from 'countries-and-timezones';
import { describe, expect, it, vi } from 'vitest';
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

  it('derives the country list on first use, not on import (a cold start of a function that never looks one up)', async () => {
    vi.resetModules();
    const derive = vi.spyOn(ct, 'getAllCountries');
    try {
      const fresh = await import('#shared/countries.js');
      expect(derive).not.toHaveBeenCalled();
      expect(fresh.findCountry('France')?.code).toBe('FR');
      expect(fresh.findCountry('Spain')?.code).toBe('ES');
      expect(derive).toHaveBeenCalledTimes(1);
    } finally {
      derive.mockRestore();
    }
  });
});
