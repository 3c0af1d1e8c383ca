// The job form's currency list: the codes of JOB_CURRENCIES (a product choice), with their
// ISO 4217 names from `currency-codes`.
import currencyCodes from 'currency-codes';
import { JOB_CURRENCIES, type JobCurrency } from './constants.js';

export interface Currency {
  code: JobCurrency;
  /** ISO 4217 name, e.g. "US Dollar". */
  name: string;
}

export const CURRENCIES: Currency[] = JOB_CURRENCIES.map((code) => ({
  code,
  name: currencyCodes.code(code)?.currency ?? code,
}));

const byCode = new Map(CURRENCIES.map((currency) => [currency.code as string, currency]));

export function findCurrency(code: string): Currency | undefined {
  return byCode.get(code.toUpperCase());
}
