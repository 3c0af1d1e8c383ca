// Pay as people write it, and pay compared across intervals and currencies.
import type { PayInterval } from '../constants.js';

/** Times a year an amount is paid: a full-time year is 2,080 working hours (52 weeks of 40). */
export const YEARLY_FACTOR: Record<PayInterval, number> = { annually: 1, monthly: 12, hourly: 2080 };

/** "a year", "a month", "an hour": the interval after an amount. */
export const PER_INTERVAL: Record<PayInterval, string> = { annually: 'a year', monthly: 'a month', hourly: 'an hour' };

/** An amount paid per `interval`, on a yearly basis. */
export function yearlyPay(amount: number, interval: PayInterval): number {
  return amount * YEARLY_FACTOR[interval];
}

/** Reference exchange rates of one day: units of each currency one euro buys. */
export interface ReferenceRates {
  /** YYYY-MM-DD. */
  date: string;
  /** Units per 1 EUR; EUR itself may be absent (it is 1). */
  perEuro: Record<string, number>;
}

const perEuro = (currency: string, rates: ReferenceRates) =>
  currency === 'EUR' ? (rates.perEuro.EUR ?? 1) : rates.perEuro[currency];

/** `amount` of `from` in `to` at the reference rates; undefined when either currency has no rate. */
export function convertAmount(amount: number, from: string, to: string, rates: ReferenceRates): number | undefined {
  if (from === to) return amount;
  const fromRate = perEuro(from, rates);
  const toRate = perEuro(to, rates);
  if (!fromRate || !toRate) return undefined;
  return (amount / fromRate) * toRate;
}

/**
 * Whether a job's maximum pay, on a yearly basis and in the filter's currency, reaches the
 * filter's minimum on a yearly basis. A job without a currency, or in one without a rate,
 * never does: its pay cannot be compared.
 */
export function meetsMinimumPay(
  job: { maxSalary: number; paymentInterval: PayInterval; currency: string },
  filter: { minPay: number; payInterval?: PayInterval; payCurrency: string },
  rates: ReferenceRates,
): boolean {
  if (!job.currency) return false;
  const jobYearly = convertAmount(
    yearlyPay(job.maxSalary, job.paymentInterval),
    job.currency,
    filter.payCurrency,
    rates,
  );
  return jobYearly !== undefined && jobYearly >= yearlyPay(filter.minPay, filter.payInterval ?? 'annually');
}

/** The reader's locale: the browser's, 'en' on a server without one or for a tag Intl refuses. */
function usableLocale(locale: string | undefined): string {
  try {
    return Intl.getCanonicalLocales(locale ?? [])[0] ?? 'en';
  } catch {
    return 'en';
  }
}

const browserLocale = () => (globalThis as { navigator?: { language?: string } }).navigator?.language;

/** The currency's symbol in that locale ("$", "€"), or undefined where it shows as its code. */
function currencySymbol(currency: string, locale: string): string | undefined {
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
    const shown = parts.find((part) => part.type === 'currency')?.value;
    return shown && shown !== currency ? shown : undefined;
  } catch {
    return undefined;
  }
}

/**
 * "$60,000 - $80,000 a year" where the currency has a symbol in the locale, "CHF 25 - 35 an
 * hour" where it shows as its code; numbers in the reader's locale, cents only when there are.
 */
export function formatPay(
  job: { minSalary: number; maxSalary: number; paymentInterval: PayInterval; currency: string },
  locale?: string,
): string {
  if (!job.currency) return 'Pay not stated in a currency';
  const tag = usableLocale(locale ?? browserLocale());
  const digits = Number.isInteger(job.minSalary) && Number.isInteger(job.maxSalary) ? 0 : 2;
  const numberOptions = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  const symbol = currencySymbol(job.currency, tag);
  const amount = symbol
    ? new Intl.NumberFormat(tag, { style: 'currency', currency: job.currency, ...numberOptions }).format
    : new Intl.NumberFormat(tag, numberOptions).format;
  const range =
    job.minSalary === job.maxSalary ? amount(job.minSalary) : `${amount(job.minSalary)} - ${amount(job.maxSalary)}`;
  return `${symbol ? range : `${job.currency} ${range}`} ${PER_INTERVAL[job.paymentInterval]}`;
}
