// Country and time-zone reference data from the countries-and-timezones package
// (ISO two-letter code, name, zones with their UTC offsets). Flags are derived from the code.
import ct from 'countries-and-timezones';

export interface Country {
  code: string;
  name: string;
  timezones: string[];
}

let byLowerName: Map<string, Country> | undefined;

/**
 * Every country by lower-cased name, built on first use: the package derives its country
 * list from the time-zone data, work a function's cold start should only pay when it looks a
 * country up.
 */
function countriesByLowerName(): Map<string, Country> {
  byLowerName ??= new Map(
    Object.values(ct.getAllCountries()).map(({ id, name, timezones }) => [
      name.toLowerCase(),
      { code: id, name, timezones: [...timezones] },
    ]),
  );
  return byLowerName;
}

let sortedByName: Country[] | undefined;

/** A name without accents, lower-cased: "Åland Islands" sorts as "aland islands". */
const sortKey = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Every country, in alphabetical order of name: the order of localeCompare (a unit test
 * checks it), by plain comparison of accent-free names. Not with a collator: its first use
 * loads ICU's collation data, a long task on a phone for the country filter of /find-work,
 * and a cost to every Lambda cold start. Sorted
 * on first use, so that functions that only look a country up never sort.
 */
export function allCountries(): readonly Country[] {
  sortedByName ??= [...countriesByLowerName().values()]
    .map((country) => ({ country, key: sortKey(country.name) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ country }) => country);
  return sortedByName;
}

/** Finds a country by name, case-insensitively (the API carries country names). */
export function findCountry(name: string): Country | undefined {
  return countriesByLowerName().get(name.trim().toLowerCase());
}

/** "Europe/Paris (GMT+01:00)": the label the job form shows and stores for a zone. */
export function timezoneLabel(zoneName: string): string {
  const zone = ct.getTimezone(zoneName);
  return zone ? `${zone.name} (GMT${zone.utcOffsetStr})` : zoneName;
}
