// The time zones of a country as the job form offers them: "Atlantic/Reykjavik (GMT+00:00)",
// named as the country's people know them (shared/remote-fit/time-zones.ts).
import { countryTimeZones, timeZoneOptionLabel } from '#shared/remote-fit/time-zones.js';

export function timezoneOptions(countryName: string | undefined): string[] {
  return countryName ? countryTimeZones(countryName).map((zone) => timeZoneOptionLabel(zone)) : [];
}
