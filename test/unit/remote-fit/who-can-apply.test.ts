// Who can apply from where (shared/remote-fit/who-can-apply.ts): regions, the rule and its wording.
import { describe, expect, it } from 'vitest';
import { allCountries } from '#shared/countries.js';
import {
  applicationRefusal,
  canApplyFrom,
  describeWhoCanApply,
  regionCountries,
  REGIONS,
} from '#shared/remote-fit/who-can-apply.js';

describe('regions', () => {
  it('groups countries by the area of their main zone', () => {
    expect(regionCountries('europe')).toEqual(expect.arrayContaining(['Germany', 'Russia', 'Spain', 'Portugal']));
    expect(regionCountries('americas')).toEqual(
      expect.arrayContaining(['United States of America', 'Brazil', 'Canada', 'Bermuda']),
    );
    expect(regionCountries('asia-pacific')).toEqual(expect.arrayContaining(['India', 'Japan', 'Australia', 'Fiji']));
    expect(regionCountries('africa')).toEqual(expect.arrayContaining(['Nigeria', 'Kenya', 'Madagascar', 'Cabo Verde']));
  });

  it('places islands whose zone names an ocean, and Cyprus, by hand', () => {
    expect(regionCountries('europe')).toEqual(expect.arrayContaining(['Iceland', 'Faroe Islands', 'Cyprus']));
    expect(regionCountries('asia-pacific')).toContain('Maldives');
    expect(regionCountries('asia-pacific')).not.toContain('Cyprus');
  });

  it('takes the Middle East out of Asia, and counts Egypt and Türkiye in their continent as well', () => {
    const middleEast = regionCountries('middle-east');
    expect(middleEast).toEqual(
      expect.arrayContaining(['United Arab Emirates', 'Saudi Arabia', 'Israel', 'Palestine', 'Egypt', 'Türkiye']),
    );
    expect(regionCountries('asia-pacific')).not.toContain('United Arab Emirates');
    expect(regionCountries('africa')).toContain('Egypt');
    expect(regionCountries('europe')).toContain('Türkiye');
  });

  it('names countries as the country list does, in its order, each region with its label', () => {
    expect(REGIONS.map((region) => region.label)).toEqual([
      'Europe',
      'Americas',
      'Asia-Pacific',
      'Africa',
      'Middle East',
    ]);
    const order = allCountries().map((country) => country.name);
    for (const region of REGIONS) {
      const names = regionCountries(region.id);
      expect(names.length, region.id).toBeGreaterThan(10);
      expect(names, region.id).toEqual(order.filter((name) => names.includes(name)));
    }
  });

  it('leaves out only places without people or zones of their own', () => {
    const inSomeRegion = new Set(REGIONS.flatMap((region) => regionCountries(region.id)));
    const left = allCountries()
      .map((country) => country.name)
      .filter((name) => !inSomeRegion.has(name));
    expect(left.sort()).toEqual(['Antarctica', 'French Southern Territories', 'Heard Island and McDonald Islands']);
  });
});

describe('who can apply', () => {
  it('lets anyone apply to a job that lists no country', () => {
    expect(canApplyFrom([], 'Germany')).toBe(true);
    expect(canApplyFrom(undefined, undefined)).toBe(true);
  });

  it('lets only the listed countries apply otherwise, whatever the case', () => {
    expect(canApplyFrom(['Germany', 'Poland'], 'poland')).toBe(true);
    expect(canApplyFrom(['Germany', 'Poland'], ' Germany ')).toBe(true);
    expect(canApplyFrom(['Germany', 'Poland'], 'France')).toBe(false);
    expect(canApplyFrom(['Germany'], undefined)).toBe(false);
  });

  it('says who can apply, shortened after a few countries', () => {
    expect(describeWhoCanApply(undefined)).toBe('Anywhere');
    expect(describeWhoCanApply([])).toBe('Anywhere');
    expect(describeWhoCanApply(['Germany', 'Poland'])).toBe('Only from: Germany, Poland');
    expect(describeWhoCanApply(['Germany', 'Poland', 'Spain', 'Italy', 'France'])).toBe(
      'Only from: Germany, Poland, +3',
    );
    expect(describeWhoCanApply(['Germany', 'Poland', 'Spain'], 3)).toBe('Only from: Germany, Poland, Spain');
  });

  it('tells someone elsewhere where the job is open', () => {
    expect(applicationRefusal(['Germany'])).toBe('This job is open to applicants in Germany');
    expect(applicationRefusal(['Germany', 'Poland'])).toBe('This job is open to applicants in Germany and Poland');
    expect(applicationRefusal(['Germany', 'Poland', 'Spain'])).toBe(
      'This job is open to applicants in Germany, Poland, and Spain',
    );
  });
});
