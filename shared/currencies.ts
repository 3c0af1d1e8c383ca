// The job form's currency list: the codes of JOB_CURRENCIES (a product choice), with their
// ISO 4217 names from `currency-codes` and a flag from `country-to-currency`.
//
// Which flag: a currency has several countries. ISO 4217 builds a national currency's code
// from its country's ISO 3166 code plus a letter (USD: US, CHF: CH), so among the countries
// whose default currency it is (country-to-currency) we take the one whose code starts the
// currency code; failing that, the package's first such country. The euro belongs to no
// single country: it gets the flag of the European Union (regional indicator "EU").
import currencyCodes from 'currency-codes';
import countryToCurrency from 'country-to-currency';
import { JOB_CURRENCIES, type JobCurrency } from './constants.js';
import { flagOf } from './countries.js';

export interface Currency {
  code: JobCurrency;
  /** ISO 4217 name, e.g. "US Dollar". */
  name: string;
  /** Emoji flag of the currency's country (or of the EU for EUR). */
  flag: string;
}

const countriesByCurrency = new Map<string, string[]>();
for (const [country, currency] of Object.entries(countryToCurrency as Record<string, string>)) {
  countriesByCurrency.set(currency, [...(countriesByCurrency.get(currency) ?? []), country]);
}

/** The ISO 3166 code whose flag stands for the currency. */
export function currencyCountry(code: string): string | undefined {
  if (code === 'EUR') return 'EU';
  const countries = countriesByCurrency.get(code) ?? [];
  return countries.find((country) => code.startsWith(country)) ?? countries[0];
}

export const CURRENCIES: Currency[] = JOB_CURRENCIES.map((code) => {
  const country = currencyCountry(code);
  return { code, name: currencyCodes.code(code)?.currency ?? code, flag: country ? flagOf(country) : '' };
});

const byCode = new Map(CURRENCIES.map((currency) => [currency.code as string, currency]));

export function findCurrency(code: string): Currency | undefined {
  return byCode.get(code.toUpperCase());
}
