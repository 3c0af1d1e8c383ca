// A country's flag as an SVG image (country-flag-icons): emoji flags show as empty boxes on
// Linux and as two letters on Windows. Each flag is a file of its own that the browser fetches
// only when a page shows it. Decorative: the country's name always stands beside it.
import { findCountry } from '#shared/countries.js';

const FLAG_URLS = import.meta.glob<string>('../../../node_modules/country-flag-icons/3x2/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

// The glob's pattern must be a literal; its keys are the files' paths as written there.
const FLAG_DIR = '../../../node_modules/country-flag-icons/3x2/';
const flagUrl = (code: string) => FLAG_URLS[`${FLAG_DIR}${code.toUpperCase()}.svg`];

/** The URL of a country's flag, the country given by name; undefined for an unknown one. */
export function flagUrlOf(name: string): string | undefined {
  const country = findCountry(name);
  return country ? flagUrl(country.code) : undefined;
}

/** A country's name after its flag. */
export function CountryName({ name }: { name: string }) {
  return (
    <>
      <CountryFlag name={name} />
      {name}
    </>
  );
}

/** The flag of a country given by name (as the API carries it); nothing for an unknown one. */
export function CountryFlag({ name }: { name: string }) {
  const url = flagUrlOf(name);
  if (!url) return null;
  return <img className="country-flag" src={url} alt="" width={18} height={12} loading="lazy" decoding="async" />;
}
