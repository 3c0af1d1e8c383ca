// The remote-fit filters in words, as chips, alert lists and digest emails show them.
import type { PayInterval } from '../constants.js';
import { PER_INTERVAL } from './pay.js';

/** "Pay from 80,000 USD a year". */
export function describeMinimumPay(amount: number, interval: PayInterval = 'annually', currency = ''): string {
  return `Pay from ${amount.toLocaleString('en')}${currency ? ` ${currency}` : ''} ${PER_INTERVAL[interval]}`;
}

/** "4+ h overlap" or "Full-day overlap". */
export function describeOverlapChoice(hours: number): string {
  return hours >= 8 ? 'Full-day overlap' : `${hours}+ h overlap`;
}
