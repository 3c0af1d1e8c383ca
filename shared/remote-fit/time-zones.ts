// Time zones by the names people know, and the overlap of two working days.
import { TZDateMini, tzOffset } from '@date-fns/tz';
import ct from 'countries-and-timezones';
import { findCountry, timezoneLabel } from '../countries.js';

/** A candidate's working day when their profile does not say. */
export const DEFAULT_WORK_START = '09:00';
export const DEFAULT_WORK_END = '17:00';

/** Whether `name` is an IANA time-zone name this runtime knows ("Asia/Kolkata"). */
export function isTimeZone(name: string): boolean {
  if (!name.includes('/') && name !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone most of a country's people live in, for the countries whose zones in alphabetical
 * order would start with an outlying one (America/Adak for the United States). Every other
 * country has one zone, or its first zone is already the main one.
 */
const MAIN_ZONE: Readonly<Record<string, string>> = {
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CL: 'America/Santiago',
  CY: 'Asia/Nicosia',
  ES: 'Europe/Madrid',
  GL: 'America/Nuuk',
  KI: 'Pacific/Tarawa',
  MH: 'Pacific/Majuro',
  MN: 'Asia/Ulaanbaatar',
  MX: 'America/Mexico_City',
  MY: 'Asia/Kuala_Lumpur',
  PF: 'Pacific/Tahiti',
  PG: 'Pacific/Port_Moresby',
  PS: 'Asia/Hebron',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  TF: 'Indian/Kerguelen',
  US: 'America/New_York',
  UZ: 'Asia/Tashkent',
  VN: 'Asia/Ho_Chi_Minh',
};

/**
 * The tz database keeps one zone for places that share their clocks and makes the others
 * links to it: Iceland's zone is Africa/Abidjan. Where the link for this country exists
 * (Atlantic/Reykjavik), that is the name its people know. Of several such links the first
 * in alphabetical order is the current spelling (Africa/Asmara, not Africa/Asmera).
 */
function ownName(zone: string, countryCode: string, deprecatedZones: readonly string[]): string {
  if (ct.getTimezone(zone)?.countries[0] === countryCode) return zone;
  const ownLink = deprecatedZones
    .filter((name) => {
      const link = ct.getTimezone(name);
      return link?.aliasOf === zone && link.countries.includes(countryCode as never) && name.includes('/');
    })
    .sort()
    .find(isTimeZone);
  return ownLink ?? zone;
}

const zonesByCode = new Map<string, readonly string[]>();

/** A country's zones by its ISO code: its own names, the main zone first, then alphabetical. */
export function countryCodeTimeZones(code: string): readonly string[] {
  let zones = zonesByCode.get(code);
  if (!zones) {
    const current = ct.getCountry(code)?.timezones ?? [];
    const withDeprecated = ct.getCountry(code, { deprecated: true })?.timezones ?? [];
    const names = [...new Set(current.map((zone) => ownName(zone, code, withDeprecated)))].filter(isTimeZone).sort();
    const main = MAIN_ZONE[code];
    zones = main && names.includes(main) ? [main, ...names.filter((name) => name !== main)] : names;
    zonesByCode.set(code, zones);
  }
  return zones;
}

/** The IANA names people know for a country's zones (Iceland: Atlantic/Reykjavik); [] for an unknown country. */
export function countryTimeZones(countryName: string): string[] {
  const country = findCountry(countryName);
  return country ? [...countryCodeTimeZones(country.code)] : [];
}

let everyZone: string[] | undefined;

/** Every zone some country uses, by the names countryTimeZones gives, sorted: a visitor's picker. */
export function allTimeZones(): string[] {
  everyZone ??= [...new Set(Object.keys(ct.getAllCountries()).flatMap((code) => countryCodeTimeZones(code)))].sort();
  return [...everyZone];
}

/** The zone a person in that country most likely works in; undefined for an unknown country or one without zones. */
export function defaultTimeZone(countryName?: string): string | undefined {
  return countryName ? countryTimeZones(countryName)[0] : undefined;
}

/**
 * A candidate's working day, with the defaults for what their profile does not say: the time
 * zone of their country, 09:00 to 17:00. Defaults are filled in when read, never stored, so a
 * candidate who moves country follows it until they pick a zone themselves.
 */
export function candidateWorkingDay(profile: {
  country?: string;
  timeZone?: string;
  workStart?: string;
  workEnd?: string;
}): { timeZone?: string; workStart: string; workEnd: string } {
  const timeZone = profile.timeZone || defaultTimeZone(profile.country);
  return {
    ...(timeZone ? { timeZone } : {}),
    workStart: profile.workStart || DEFAULT_WORK_START,
    workEnd: profile.workEnd || DEFAULT_WORK_END,
  };
}

const LABEL = /^(.+) \(GMT[+-]\d{2}:\d{2}\)$/;

/** "Europe/Paris (GMT+01:00)" -> "Europe/Paris"; a plain zone name -> itself; anything else -> undefined. */
export function zoneOfLabel(label: string): string | undefined {
  const trimmed = label.trim();
  const name = LABEL.exec(trimmed)?.[1] ?? trimmed;
  return isTimeZone(name) ? name : undefined;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "+05:30" from minutes east of UTC. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  return `${sign}${twoDigits(Math.floor(size / 60))}:${twoDigits(size % 60)}`;
}

/**
 * "Atlantic/Reykjavik (GMT+00:00)": the label the job form lists and stores. Without `at`, the
 * zone's standard offset from the countries-and-timezones data, which the browser and the API
 * share, where each runtime's own time-zone data may be of another release (a label the form
 * offers must be one the API accepts); with `at`, the offset in effect then by the runtime's data.
 */
export function timeZoneOptionLabel(name: string, at?: Date): string {
  if (!at || !isTimeZone(name)) return timezoneLabel(name);
  return `${name} (GMT${offsetText(tzOffset(name, at))})`;
}

const MINUTES_A_DAY = 24 * 60;
const QUARTER_HOUR_MS = 15 * 60_000;

const minutesOf = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

/** A day's length in hours; an end before the start runs past midnight, and an end equal to it is round the clock. */
export function workingDayHours(start: string, end: string): number {
  const minutes = (minutesOf(end) - minutesOf(start) + MINUTES_A_DAY) % MINUTES_A_DAY;
  return (minutes || MINUTES_A_DAY) / 60;
}

interface WorkingDay {
  timeZone: string;
  start: string;
  end: string;
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The instants a day begins and ends by the local clock of its zone, so across a daylight-saving change too. */
function dayInterval(zone: string, day: WorkingDay, date: CalendarDate): [number, number] {
  const at = (clock: string, later: number) => {
    const minutes = minutesOf(clock);
    return new TZDateMini(
      date.year,
      date.month,
      date.day + later,
      Math.floor(minutes / 60),
      minutes % 60,
      zone,
    ).getTime();
  };
  const overnight = minutesOf(day.end) <= minutesOf(day.start);
  return [at(day.start, 0), at(day.end, overnight ? 1 : 0)];
}

function resolvedZone(timeZone: string): string {
  const zone = zoneOfLabel(timeZone);
  if (!zone) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return zone;
}

/**
 * How many hours of the job's working day fall in the reader's, to the quarter hour below:
 * the reader's day on today's date in their zone against the job's days of the day before,
 * that day and the day after in its zone, so that zones either side of midnight meet. Each
 * day is placed by its zone's clock on that date, daylight-saving time included. A zone may be
 * a name or a job form label; an unknown one throws (a job without a zone has flexible hours:
 * the caller does not ask).
 */
export function workingDayOverlapHours(job: WorkingDay, reader: WorkingDay, today: Date = new Date()): number {
  const readerZone = resolvedZone(reader.timeZone);
  const jobZone = resolvedZone(job.timeZone);
  const local = new TZDateMini(today.getTime(), readerZone);
  const date = { year: local.getFullYear(), month: local.getMonth(), day: local.getDate() };
  const [readerBegins, readerEnds] = dayInterval(readerZone, reader, date);
  let shared = 0;
  for (const dayOffset of [-1, 0, 1]) {
    const [jobBegins, jobEnds] = dayInterval(jobZone, job, { ...date, day: date.day + dayOffset });
    shared += Math.max(0, Math.min(readerEnds, jobEnds) - Math.max(readerBegins, jobBegins));
  }
  shared = Math.min(shared, readerEnds - readerBegins);
  return Math.floor(shared / QUARTER_HOUR_MS) / 4;
}

/**
 * Whether a job meets an overlap filter. A job without a time zone (undefined) has flexible
 * hours and meets every one; "Full day" (8) asks for the whole of a reader's shorter day.
 */
export function matchesOverlap(overlap: number | undefined, wanted: 2 | 4 | 6 | 8, readerDayHours: number): boolean {
  if (overlap === undefined) return true;
  return overlap >= (wanted === 8 ? Math.min(8, readerDayHours) : wanted);
}

let hoursFormat: Intl.NumberFormat | undefined;

/** "4.5 h overlap with your day", "No overlap with your day", or "Flexible hours" for a job without a time zone. */
export function describeOverlap(hours: number | undefined): string {
  if (hours === undefined) return 'Flexible hours';
  if (hours <= 0) return 'No overlap with your day';
  // Made on first use: every function that validates a request loads this module.
  hoursFormat ??= new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
  return `${hoursFormat.format(hours)} h overlap with your day`;
}
