// Country and time-zone reference data from the countries-and-timezones package
// (ISO two-letter code, name, zones with their UTC offsets). Flags are derived from the code.
import ct from 'countries-and-timezones';

export interface Country {
  code: string;
  name: string;
  timezones: string[];
}

const byLowerName = new Map<string, Country>(
  Object.values(ct.getAllCountries()).map(({ id, name, timezones }) => [name.toLowerCase(), { code: id, name, timezones: [...timezones] }]),
);

let sortedByName: Country[] | undefined;

/**
 * Every country, in alphabetical order of name. Sorted on first use, not on import: the
 * collator's first use costs ~6 ms, which every Lambda cold start paid whether or not it
 * ever lists countries (most only look one up).
 */
export function allCountries(): readonly Country[] {
  sortedByName ??= [...byLowerName.values()].sort((a, b) => a.name.localeCompare(b.name));
  return sortedByName;
}

/** Finds a country by name, case-insensitively (the API carries country names). */
export function findCountry(name: string): Country | undefined {
  return byLowerName.get(name.trim().toLowerCase());
}

/** The emoji flag of an ISO 3166-1 alpha-2 code, from its regional indicator symbols. */
export function flagOf(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((ch) => 0x1f1a5 + ch.charCodeAt(0)));
}

/** "Europe/Paris (GMT+01:00)": the label the job form shows and stores for a zone. */
export function timezoneLabel(zoneName: string): string {
  const zone = ct.getTimezone(zoneName);
  return zone ? `${zone.name} (GMT${zone.utcOffsetStr})` : zoneName;
}
