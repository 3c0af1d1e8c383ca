// The remote-fit filters of a job search in the URL (minimum pay, the country one can apply
// from, overlap with one's day), read the way the job search and "Email me jobs like these"
// both send them. A value the API would refuse (a made-up currency, "overlapHours=3") counts
// as not set, so a hand-edited link still searches.
import {
  JOB_CURRENCIES,
  OVERLAP_CHOICES,
  PAY_INTERVALS,
  type OverlapChoice,
  type PayInterval,
} from '#shared/constants.js';
import { findCountry } from '#shared/countries.js';
import { browserChoice, useBrowserChoice } from './browser-choice';

export const REMOTE_FIT_KEYS = ['minPay', 'payInterval', 'payCurrency', 'applyFrom', 'overlapHours'] as const;
export type RemoteFitKey = (typeof REMOTE_FIT_KEYS)[number];

export interface RemoteFitFilters {
  minPay?: number;
  payInterval?: PayInterval;
  payCurrency?: string;
  applyFrom?: string;
  overlapHours?: OverlapChoice;
}

/** The currency a pay filter starts with when none was used yet. */
export const DEFAULT_PAY_CURRENCY = 'USD';
const LAST_CURRENCY_KEY = 'payFilterCurrency';

/** A currency code of the list in capitals ("eur" is EUR), else undefined. */
const knownCurrency = (code: string | undefined) =>
  JOB_CURRENCIES.find((known) => known === code?.trim().toUpperCase());

/** The currency of the last pay filter made in this browser, else USD. */
export const lastPayCurrency = (): string =>
  knownCurrency(browserChoice.read(LAST_CURRENCY_KEY)) ?? DEFAULT_PAY_CURRENCY;
/** The same, in a component (USD while a prerendered page hydrates). */
export const useLastPayCurrency = (): string =>
  knownCurrency(useBrowserChoice(LAST_CURRENCY_KEY)) ?? DEFAULT_PAY_CURRENCY;
export const keepPayCurrency = (code: string) => browserChoice.keep(LAST_CURRENCY_KEY, code);

const minPayParam = (value: string | undefined): number | undefined => {
  const amount = Number(value);
  return value && Number.isFinite(amount) && amount > 0 && amount <= 1_000_000_000 ? amount : undefined;
};

const payIntervalParam = (value: string | undefined): PayInterval | undefined =>
  (PAY_INTERVALS as readonly string[]).includes(value ?? '') ? (value as PayInterval) : undefined;

const overlapParam = (value: string | undefined): OverlapChoice | undefined =>
  OVERLAP_CHOICES.find((hours) => String(hours) === value);

/**
 * The filters in URL values. A minimum pay always comes with its interval and currency (the
 * API compares pay in one): a link without them gets a year and the last currency used.
 */
export function remoteFitParams(values: Partial<Record<RemoteFitKey, string>>): RemoteFitFilters {
  const minPay = minPayParam(values.minPay);
  return {
    minPay,
    payInterval: minPay === undefined ? undefined : (payIntervalParam(values.payInterval) ?? 'annually'),
    payCurrency: minPay === undefined ? undefined : (knownCurrency(values.payCurrency) ?? lastPayCurrency()),
    applyFrom: values.applyFrom ? findCountry(values.applyFrom)?.name : undefined,
    overlapHours: overlapParam(values.overlapHours),
  };
}
