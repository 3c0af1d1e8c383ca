// Pay on a yearly basis, across currencies, and as people write it (shared/remote-fit/pay.ts).
import { describe, expect, it } from 'vitest';
import {
  convertAmount,
  formatPay,
  meetsMinimumPay,
  type ReferenceRates,
  YEARLY_FACTOR,
  yearlyPay,
} from '#shared/remote-fit/pay.js';

const rates: ReferenceRates = { date: '2026-03-13', perEuro: { USD: 1.1, GBP: 0.8, CHF: 0.95 } };

describe('yearly pay', () => {
  it('counts a year as 12 months or 2,080 hours', () => {
    expect(YEARLY_FACTOR).toEqual({ annually: 1, monthly: 12, hourly: 2080 });
    expect(yearlyPay(60_000, 'annually')).toBe(60_000);
    expect(yearlyPay(5_000, 'monthly')).toBe(60_000);
    expect(yearlyPay(50, 'hourly')).toBe(104_000);
  });
});

describe('conversion at reference rates', () => {
  it('converts through the euro, which needs no rate of its own', () => {
    expect(convertAmount(110, 'USD', 'EUR', rates)).toBeCloseTo(100, 9);
    expect(convertAmount(100, 'EUR', 'GBP', rates)).toBeCloseTo(80, 9);
    expect(convertAmount(110, 'USD', 'GBP', rates)).toBeCloseTo(80, 9);
    expect(convertAmount(100, 'EUR', 'EUR', { date: rates.date, perEuro: {} })).toBe(100);
    expect(convertAmount(42, 'JPY', 'JPY', rates)).toBe(42);
  });

  it('has no answer for a currency without a rate', () => {
    expect(convertAmount(100, 'JPY', 'EUR', rates)).toBeUndefined();
    expect(convertAmount(100, 'EUR', 'JPY', rates)).toBeUndefined();
  });
});

describe('minimum pay filter', () => {
  const job = (maxSalary: number, paymentInterval: 'annually' | 'monthly' | 'hourly', currency: string) => ({
    maxSalary,
    paymentInterval,
    currency,
  });

  it("compares the job's maximum with the minimum, both yearly, in the filter's currency", () => {
    expect(meetsMinimumPay(job(80_000, 'annually', 'USD'), { minPay: 80_000, payCurrency: 'USD' }, rates)).toBe(true);
    expect(meetsMinimumPay(job(79_999, 'annually', 'USD'), { minPay: 80_000, payCurrency: 'USD' }, rates)).toBe(false);
    // 40 USD an hour is 83,200 USD a year, about 75,636 EUR.
    expect(meetsMinimumPay(job(40, 'hourly', 'USD'), { minPay: 75_000, payCurrency: 'EUR' }, rates)).toBe(true);
    expect(meetsMinimumPay(job(40, 'hourly', 'USD'), { minPay: 76_000, payCurrency: 'EUR' }, rates)).toBe(false);
    // 6,000 EUR a month is 72,000 EUR a year; a minimum of 6,500 a month is 78,000 a year.
    const monthly = { minPay: 6_500, payInterval: 'monthly' as const, payCurrency: 'EUR' };
    expect(meetsMinimumPay(job(6_000, 'monthly', 'EUR'), monthly, rates)).toBe(false);
    expect(meetsMinimumPay(job(80_000, 'annually', 'EUR'), monthly, rates)).toBe(true);
  });

  it('never matches a job without a currency, or in one without a rate', () => {
    expect(meetsMinimumPay(job(1_000_000, 'annually', ''), { minPay: 1, payCurrency: 'EUR' }, rates)).toBe(false);
    expect(meetsMinimumPay(job(1_000_000, 'annually', 'JPY'), { minPay: 1, payCurrency: 'EUR' }, rates)).toBe(false);
  });
});

describe('pay as people write it', () => {
  const pay = (
    minSalary: number,
    maxSalary: number,
    paymentInterval: 'annually' | 'monthly' | 'hourly',
    currency: string,
  ) => ({
    minSalary,
    maxSalary,
    paymentInterval,
    currency,
  });

  it('uses the currency symbol where the locale has one, else its code', () => {
    expect(formatPay(pay(60_000, 80_000, 'annually', 'USD'), 'en')).toBe('$60,000 - $80,000 a year');
    expect(formatPay(pay(25, 35, 'hourly', 'CHF'), 'en')).toBe('CHF 25 - 35 an hour');
    expect(formatPay(pay(4_000, 4_000, 'monthly', 'GBP'), 'en')).toBe('£4,000 a month');
  });

  it("writes numbers in the reader's locale, cents only when there are", () => {
    expect(formatPay(pay(60_000, 80_000, 'annually', 'EUR'), 'de-DE')).toBe('60.000\u00a0€ - 80.000\u00a0€ a year');
    expect(formatPay(pay(25.5, 30, 'hourly', 'USD'), 'en')).toBe('$25.50 - $30.00 an hour');
    expect(formatPay(pay(60_000, 80_000, 'annually', 'USD'), 'not a locale!')).toBe('$60,000 - $80,000 a year');
  });

  it('says so when the pay has no currency', () => {
    expect(formatPay(pay(60_000, 80_000, 'annually', ''), 'en')).toBe('Pay not stated in a currency');
  });
});
