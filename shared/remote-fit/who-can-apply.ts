// Who can apply to a job from where: regions to pick countries by, and the rule in words.
import { allCountries } from '../countries.js';
import { countryCodeTimeZones } from './time-zones.js';

export const REGIONS = [
  { id: 'europe', label: 'Europe' },
  { id: 'americas', label: 'Americas' },
  { id: 'asia-pacific', label: 'Asia-Pacific' },
  { id: 'africa', label: 'Africa' },
  { id: 'middle-east', label: 'Middle East' },
] as const;
export type RegionId = (typeof REGIONS)[number]['id'];

/** The region of a country by the area of its main zone ("Europe/Berlin"). */
const REGION_OF_AREA: Readonly<Record<string, RegionId>> = {
  Europe: 'europe',
  America: 'americas',
  Asia: 'asia-pacific',
  Australia: 'asia-pacific',
  Pacific: 'asia-pacific',
  Africa: 'africa',
};

/**
 * Countries whose main zone's area does not tell their region: islands of the Atlantic and
 * Indian oceans and Svalbard (areas Atlantic, Indian, Arctic), and Cyprus, whose zone is
 * Asia/Nicosia but which is an EU member, which is what an employer hiring "in Europe" means.
 */
const REGION_OF_COUNTRY: Readonly<Record<string, RegionId>> = {
  CY: 'europe',
  FO: 'europe',
  IS: 'europe',
  SJ: 'europe',
  BM: 'americas',
  FK: 'americas',
  GS: 'americas',
  CC: 'asia-pacific',
  CX: 'asia-pacific',
  IO: 'asia-pacific',
  MV: 'asia-pacific',
  CV: 'africa',
  KM: 'africa',
  MG: 'africa',
  MU: 'africa',
  RE: 'africa',
  SC: 'africa',
  SH: 'africa',
  YT: 'africa',
};

/**
 * The Middle East, as employers use the word: the Gulf, the Levant, Iraq, Iran and Yemen, and
 * Egypt and Türkiye, which are in it as commonly as in Africa and Europe and so are in both.
 */
const MIDDLE_EAST = new Set([
  'AE',
  'BH',
  'IL',
  'IQ',
  'IR',
  'JO',
  'KW',
  'LB',
  'OM',
  'PS',
  'QA',
  'SA',
  'SY',
  'YE',
  'EG',
  'TR',
]);
const ALSO_IN_THEIR_CONTINENT = new Set(['EG', 'TR']);

function regionsOf(code: string): RegionId[] {
  const area = countryCodeTimeZones(code)[0]?.split('/')[0] ?? '';
  const continent = REGION_OF_COUNTRY[code] ?? REGION_OF_AREA[area];
  if (!MIDDLE_EAST.has(code)) return continent ? [continent] : [];
  return ALSO_IN_THEIR_CONTINENT.has(code) && continent ? ['middle-east', continent] : ['middle-east'];
}

/** The names of a region's countries (as shared/countries.ts spells them), in alphabetical order. */
export function regionCountries(id: RegionId): string[] {
  return allCountries()
    .filter((country) => regionsOf(country.code).includes(id))
    .map((country) => country.name);
}

/** Whether someone in `country` may apply: any country when the job lists none (Anywhere). */
export function canApplyFrom(applicantCountries: readonly string[] | undefined, country: string | undefined): boolean {
  if (!applicantCountries?.length) return true;
  const wanted = country?.trim().toLowerCase();
  return !!wanted && applicantCountries.some((listed) => listed.toLowerCase() === wanted);
}

/** "Anywhere", "Only from: Germany, Poland" or "Only from: Germany, Poland, +3". */
export function describeWhoCanApply(applicantCountries: readonly string[] | undefined, shown = 2): string {
  if (!applicantCountries?.length) return 'Anywhere';
  const named = applicantCountries.slice(0, shown).join(', ');
  const more = applicantCountries.length - shown;
  return `Only from: ${named}${more > 0 ? `, +${more}` : ''}`;
}

let listFormat: Intl.ListFormat | undefined;

/** Why someone elsewhere cannot apply: "This job is open to applicants in Germany and Poland". */
export function applicationRefusal(applicantCountries: readonly string[]): string {
  listFormat ??= new Intl.ListFormat('en', { type: 'conjunction' });
  return `This job is open to applicants in ${listFormat.format(applicantCountries)}`;
}
