// Time zones by the names people know (shared/remote-fit/time-zones.ts), and the overlap of two working days.
import ct from 'countries-and-timezones';
import { describe, expect, it } from 'vitest';
import {
  allTimeZones,
  countryTimeZones,
  defaultTimeZone,
  describeOverlap,
  isTimeZone,
  matchesOverlap,
  timeZoneOptionLabel,
  workingDayHours,
  workingDayOverlapHours,
  zoneOfLabel,
} from '#shared/remote-fit/time-zones.js';

const day = (timeZone: string, start = '09:00', end = '17:00') => ({ timeZone, start, end });

describe("a country's time zones", () => {
  it('names a zone as its people know it where the tz database links it to another country', () => {
    expect(countryTimeZones('Iceland')).toEqual(['Atlantic/Reykjavik']);
    expect(countryTimeZones('Bosnia and Herzegovina')).toEqual(['Europe/Sarajevo']);
    expect(countryTimeZones('Netherlands')).toEqual(['Europe/Amsterdam']);
    expect(countryTimeZones('Eritrea')).toEqual(['Africa/Asmara']);
    expect(countryTimeZones('  iceland ')).toEqual(['Atlantic/Reykjavik']);
    expect(countryTimeZones('Atlantis')).toEqual([]);
    expect(countryTimeZones('Heard Island and McDonald Islands')).toEqual([]);
  });

  it("offers no country another country's zone when the tz database names one of its own", () => {
    const borrowed: string[] = [];
    for (const country of Object.values(ct.getAllCountries())) {
      for (const zone of countryTimeZones(country.name)) {
        const primaryCountry = ct.getTimezone(zone)?.countries[0];
        if (primaryCountry === country.id) continue;
        const ownLinks = ct.getCountry(country.id, { deprecated: true })!.timezones.filter((name) => {
          const link = ct.getTimezone(name);
          return link?.aliasOf === zone && link.countries.includes(country.id) && name.includes('/');
        });
        if (ownLinks.length > 0) borrowed.push(`${country.name}: ${zone} (${ownLinks.join(', ')})`);
      }
    }
    expect(borrowed).toEqual([]);
  });

  it('offers every country each of its zones once, each a zone the runtime knows', () => {
    for (const country of Object.values(ct.getAllCountries())) {
      const zones = countryTimeZones(country.name);
      expect(zones.length, country.name).toBe(new Set(zones.map((zone) => ct.getTimezone(zone)?.aliasOf ?? zone)).size);
      expect(zones.length, country.name).toBe(country.timezones.length);
      expect(zones.every(isTimeZone), country.name).toBe(true);
    }
  });

  it("defaults to the zone most of a country's people live in, else its only zone", () => {
    expect(defaultTimeZone('United States of America')).toBe('America/New_York');
    expect(defaultTimeZone('Australia')).toBe('Australia/Sydney');
    expect(defaultTimeZone('Spain')).toBe('Europe/Madrid');
    expect(defaultTimeZone('Russia')).toBe('Europe/Moscow');
    expect(defaultTimeZone('Iceland')).toBe('Atlantic/Reykjavik');
    expect(defaultTimeZone('Germany')).toBe('Europe/Berlin');
    expect(defaultTimeZone(undefined)).toBeUndefined();
    expect(defaultTimeZone('Atlantis')).toBeUndefined();
    for (const country of Object.values(ct.getAllCountries())) {
      const zones = countryTimeZones(country.name);
      expect(defaultTimeZone(country.name)).toBe(zones[0]);
      expect(zones.slice(1)).toEqual([...zones.slice(1)].sort());
    }
  });

  it('lists every zone some country uses, once, sorted, for a visitor to pick from', () => {
    const zones = allTimeZones();
    expect(zones).toEqual([...new Set(zones)].sort());
    expect(zones).toContain('Atlantic/Reykjavik');
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).not.toContain('Africa/Timbuktu');
    for (const name of ['Iceland', 'India', 'United States of America']) {
      for (const zone of countryTimeZones(name)) expect(zones).toContain(zone);
    }
  });
});

describe('zone labels', () => {
  it('labels a zone with its standard offset, or the offset in effect at a given moment', () => {
    expect(timeZoneOptionLabel('Atlantic/Reykjavik')).toBe('Atlantic/Reykjavik (GMT+00:00)');
    expect(timeZoneOptionLabel('Europe/Paris')).toBe('Europe/Paris (GMT+01:00)');
    expect(timeZoneOptionLabel('Asia/Kathmandu')).toBe('Asia/Kathmandu (GMT+05:45)');
    expect(timeZoneOptionLabel('Europe/Paris', new Date('2026-07-01T12:00:00Z'))).toBe('Europe/Paris (GMT+02:00)');
    expect(timeZoneOptionLabel('America/St_Johns', new Date('2026-01-15T12:00:00Z'))).toBe(
      'America/St_Johns (GMT-03:30)',
    );
  });

  it('reads the zone of a label, a plain zone name, and nothing else', () => {
    expect(zoneOfLabel('Europe/Paris (GMT+01:00)')).toBe('Europe/Paris');
    expect(zoneOfLabel('America/St_Johns (GMT-03:30)')).toBe('America/St_Johns');
    expect(zoneOfLabel(' Asia/Kolkata ')).toBe('Asia/Kolkata');
    expect(zoneOfLabel(timeZoneOptionLabel('Atlantic/Reykjavik'))).toBe('Atlantic/Reykjavik');
    expect(zoneOfLabel('')).toBeUndefined();
    expect(zoneOfLabel('somewhere nice')).toBeUndefined();
    expect(zoneOfLabel('Mars/Olympus_Mons (GMT+01:00)')).toBeUndefined();
  });
});

describe('working-day overlap', () => {
  it('measures a day, overnight ones too', () => {
    expect(workingDayHours('09:00', '17:00')).toBe(8);
    expect(workingDayHours('08:30', '12:45')).toBe(4.25);
    expect(workingDayHours('22:00', '06:00')).toBe(8);
    expect(workingDayHours('09:00', '09:00')).toBe(24);
  });

  it('overlaps two days in the same zone fully, or by the part they share', () => {
    const at = new Date('2026-01-15T12:00:00Z');
    expect(workingDayOverlapHours(day('Europe/Paris'), day('Europe/Paris'), at)).toBe(8);
    expect(workingDayOverlapHours(day('Europe/Paris', '13:00', '21:00'), day('Europe/Paris'), at)).toBe(4);
    expect(workingDayOverlapHours(day('Europe/Paris (GMT+01:00)'), day('Europe/Berlin'), at)).toBe(8);
  });

  it('meets zones either side of midnight: Auckland and Los Angeles share an evening and a morning', () => {
    // 15 January: Los Angeles is at UTC-8, Auckland at UTC+13 (summer). LA's 09:00-17:00 on the
    // 15th is 17:00-01:00 UTC; Auckland's 09:00-17:00 on the 16th is 20:00-04:00 UTC.
    const at = new Date('2026-01-15T20:00:00Z');
    expect(workingDayOverlapHours(day('Pacific/Auckland'), day('America/Los_Angeles'), at)).toBe(5);
    expect(workingDayOverlapHours(day('America/Los_Angeles'), day('Pacific/Auckland'), at)).toBe(5);
    expect(workingDayOverlapHours(day('Asia/Tokyo'), day('Europe/London'), at)).toBe(0);
  });

  it('overlaps a night shift with the day it runs into', () => {
    // Los Angeles 22:00-06:00 on 14-15 January is 06:00-14:00 UTC; Berlin's day is 08:00-16:00 UTC.
    const at = new Date('2026-01-15T03:00:00Z');
    expect(workingDayOverlapHours(day('Europe/Berlin'), day('America/Los_Angeles', '22:00', '06:00'), at)).toBe(6);
  });

  it('counts half-hour and quarter-hour zones to the quarter hour', () => {
    // Kolkata (UTC+5:30) 09:00-17:00 is 03:30-11:30 UTC. Adelaide is UTC+9:30 in July (winter),
    // 23:30-07:30 UTC, and UTC+10:30 in January (summer), 22:30-06:30 UTC.
    expect(
      workingDayOverlapHours(day('Asia/Kolkata'), day('Australia/Adelaide'), new Date('2026-07-15T03:00:00Z')),
    ).toBe(4);
    expect(
      workingDayOverlapHours(day('Asia/Kolkata'), day('Australia/Adelaide'), new Date('2026-01-15T03:00:00Z')),
    ).toBe(3);
    // Berlin 08:00-16:00 UTC in winter.
    expect(workingDayOverlapHours(day('Asia/Kolkata'), day('Europe/Berlin'), new Date('2026-01-15T12:00:00Z'))).toBe(
      3.5,
    );
    expect(workingDayOverlapHours(day('Asia/Kathmandu'), day('Europe/Berlin'), new Date('2026-01-15T12:00:00Z'))).toBe(
      3.25,
    );
  });

  it('follows daylight-saving time: New York changes weeks before Berlin in March', () => {
    const berlinNewYork = (at: string) =>
      workingDayOverlapHours(day('Europe/Berlin'), day('America/New_York'), new Date(at));
    // February: UTC+1 and UTC-5, six hours apart.
    expect(berlinNewYork('2026-02-16T15:00:00Z')).toBe(2);
    // 16 March: New York is on summer time (8 March), Berlin not yet (29 March): five hours apart.
    expect(berlinNewYork('2026-03-16T15:00:00Z')).toBe(3);
    // April: both on summer time, six hours apart again.
    expect(berlinNewYork('2026-04-15T15:00:00Z')).toBe(2);
  });

  it('places a day by the clock of its zone on the day of a change', () => {
    // Berlin's 00:00-08:00 is 23:00-07:00 UTC in winter; on 29 March 2026 Berlin moves to
    // UTC+2 at 02:00, and the same day ends at 06:00 UTC.
    const berlinNightUtcMorning = (at: string) =>
      workingDayOverlapHours(day('Europe/Berlin', '00:00', '08:00'), day('UTC', '00:00', '12:00'), new Date(at));
    expect(berlinNightUtcMorning('2026-03-22T12:00:00Z')).toBe(7);
    expect(berlinNightUtcMorning('2026-03-29T12:00:00Z')).toBe(6);
  });

  it('refuses a zone it does not know', () => {
    expect(() =>
      workingDayOverlapHours(day('Mars/Olympus_Mons'), day('UTC'), new Date('2026-01-15T12:00:00Z')),
    ).toThrow(RangeError);
  });
});

describe('overlap filter and wording', () => {
  it('matches flexible-hours jobs always, and a full day as the whole of a shorter reader day', () => {
    expect(matchesOverlap(undefined, 8, 8)).toBe(true);
    expect(matchesOverlap(4, 4, 8)).toBe(true);
    expect(matchesOverlap(3.75, 4, 8)).toBe(false);
    expect(matchesOverlap(7.75, 8, 8)).toBe(false);
    expect(matchesOverlap(8, 8, 8)).toBe(true);
    expect(matchesOverlap(6, 8, 6)).toBe(true);
    expect(matchesOverlap(5, 8, 6)).toBe(false);
    expect(matchesOverlap(0, 2, 8)).toBe(false);
  });

  it('says how much of the reader day a job shares', () => {
    expect(describeOverlap(4)).toBe('4 h overlap with your day');
    expect(describeOverlap(4.5)).toBe('4.5 h overlap with your day');
    expect(describeOverlap(3.25)).toBe('3.25 h overlap with your day');
    expect(describeOverlap(0)).toBe('No overlap with your day');
    expect(describeOverlap(undefined)).toBe('Flexible hours');
  });
});
