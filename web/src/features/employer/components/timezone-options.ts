// The time zones of a country as the job form offers them: "Europe/Paris (GMT+01:00)", from
// the countries-and-timezones reference (shared/countries.ts).
import { findCountry, timezoneLabel } from '#shared/countries.js';

export function timezoneOptions(countryName: string | undefined): string[] {
  const country = countryName ? findCountry(countryName) : undefined;
  return (country?.timezones ?? []).map(timezoneLabel);
}
