// The remote-fit filters of the job search: Minimum pay (amount, interval, currency), I can
// apply from (a country), Overlap with my day, and a visitor's time zone for the overlap; and
// their chips.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { JOB_CURRENCIES, OVERLAP_CHOICES, PAY_INTERVALS, type PayInterval } from '#shared/constants.js';
import { describeMinimumPay, describeOverlapChoice } from '#shared/remote-fit/describe-filters.js';
import { PER_INTERVAL } from '#shared/remote-fit/pay.js';
import { allTimeZones, isTimeZone } from '#shared/remote-fit/time-zones.js';
import { Button } from '@/components/button';
import { CountrySelect } from '@/components/country-select';
import type { FilterChip } from '@/components/filter-chips';
import { FilterField } from '@/components/job-selects';
import { Options } from '@/components/options';
import { useHydrated } from '@/lib/hydrated';
import { useEarlyInput } from '@/lib/early-input';
import type { JobSearchFilterKey, JobSearchFilters } from '#shared/schemas/job-search-filters.js';
import { keepPayCurrency, useLastPayCurrency } from '@/lib/job-search-params';

type Changes = Partial<Record<JobSearchFilterKey, string>>;

// The codes alone, as chips and alerts write them: the names (shared/currencies.ts) would add
// their package to the public job search. Made once, like the country options.
const CURRENCY_OPTIONS = JOB_CURRENCIES.map((code) => (
  <option key={code} value={code}>
    {code}
  </option>
));

/** The reference rates' day ("2026-03-10") in the reader's own way of writing dates. */
function ratesDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(navigator.language, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

/** Amount, interval and currency; the amount applies on Enter or on leaving the box. */
export function MinimumPayFilter({
  id,
  className,
  filters,
  onChanges,
  ratesDate,
}: {
  id: string;
  className?: string;
  filters: Pick<JobSearchFilters, 'minPay' | 'payInterval' | 'payCurrency'>;
  onChanges: (changes: Changes) => void;
  /** The day of the reference rates the search converted pay at. */
  ratesDate?: string;
}) {
  const { minPay, payInterval, payCurrency } = filters;
  const [amount, setAmount] = useState(minPay === undefined ? '' : String(minPay));
  const [interval, setIntervalChoice] = useState<PayInterval>(payInterval ?? 'annually');
  const lastCurrency = useLastPayCurrency();
  const [currencyChoice, setCurrency] = useState(payCurrency);
  const currency = currencyChoice ?? lastCurrency;
  // The controls follow the URL when it changes (chips, Clear all, back and forward); an
  // amount typed before the app took over the page is kept, and applies when the field is left.
  const [minPayInUrl, setMinPayInUrl] = useState(minPay);
  if (minPay !== minPayInUrl) {
    setMinPayInUrl(minPay);
    setAmount(minPay === undefined ? '' : String(minPay));
  }
  const amountField = useRef<HTMLInputElement>(null);
  useEarlyInput(amountField, amount, setAmount);
  useEffect(() => {
    if (payInterval) setIntervalChoice(payInterval);
  }, [payInterval]);
  useEffect(() => {
    if (payCurrency) setCurrency(payCurrency);
  }, [payCurrency]);

  const apply = (next: { amount: string; interval: PayInterval; currency: string }) => {
    const value = Number(next.amount.trim());
    if (next.amount.trim() && Number.isFinite(value) && value > 0) {
      keepPayCurrency(next.currency);
      onChanges({ minPay: String(value), payInterval: next.interval, payCurrency: next.currency });
    } else if (minPay !== undefined) {
      onChanges({ minPay: '', payInterval: '', payCurrency: '' });
    } else {
      setAmount('');
    }
  };
  const applyAmount = () => {
    if (amount.trim() !== (minPay === undefined ? '' : String(minPay))) apply({ amount, interval, currency });
  };
  const showRates = !!ratesDate && minPay !== undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyAmount();
  };

  return (
    <form className={className} noValidate onSubmit={submit}>
      <Form.Label htmlFor={`${id}-amount`} className="small fw-medium">
        Minimum pay
      </Form.Label>
      <div className="input-group input-group-sm">
        <Form.Control
          ref={amountField}
          id={`${id}-amount`}
          type="number"
          inputMode="numeric"
          min={0}
          placeholder="Any"
          enterKeyHint="search"
          value={amount}
          aria-describedby={showRates ? `${id}-rates` : undefined}
          onChange={(event) => setAmount(event.target.value)}
          onBlur={applyAmount}
        />
        <Form.Select
          aria-label="Pay per"
          value={interval}
          onChange={(event) => {
            const next = event.target.value as PayInterval;
            setIntervalChoice(next);
            if (minPay !== undefined) apply({ amount, interval: next, currency });
          }}
        >
          <Options values={PAY_INTERVALS} labelOf={(per) => PER_INTERVAL[per]} />
        </Form.Select>
        <Form.Select
          aria-label="Pay currency"
          value={currency}
          onChange={(event) => {
            const next = event.target.value;
            setCurrency(next);
            if (minPay !== undefined) apply({ amount, interval, currency: next });
          }}
        >
          {CURRENCY_OPTIONS}
        </Form.Select>
      </div>
      {showRates ? (
        <div id={`${id}-rates`} className="form-text">
          Converted at reference rates of {ratesDay(ratesDate)}
        </div>
      ) : null}
    </form>
  );
}

/** A country; a candidate gets theirs in one click. */
export function ApplyFromFilter({
  id,
  applyFrom,
  myCountry,
  onChanges,
}: {
  id: string;
  applyFrom?: string;
  /** A signed-in candidate's country, from their profile. */
  myCountry?: string;
  onChanges: (changes: Changes) => void;
}) {
  return (
    <FilterField id={id} label="I can apply from">
      <CountrySelect
        id={id}
        name="applyFrom"
        size="sm"
        className="job-filter-country"
        placeholder="Any country"
        value={applyFrom ?? ''}
        onChange={(event) => onChanges({ applyFrom: event.target.value })}
      />
      {myCountry && applyFrom !== myCountry ? (
        <Button color="link" size="sm" className="px-0" onClick={() => onChanges({ applyFrom: myCountry })}>
          Use my country ({myCountry})
        </Button>
      ) : null}
    </FilterField>
  );
}

/** Any, 2+, 4+, 6+ hours or a full day; needs the reader's time zone. */
export function OverlapFilter({
  id,
  overlapHours,
  hasTimeZone,
  isCandidate,
  onChange,
}: {
  id: string;
  overlapHours?: number;
  hasTimeZone: boolean;
  isCandidate: boolean;
  onChange: (hours: string) => void;
}) {
  const hint = hasTimeZone
    ? undefined
    : isCandidate
      ? 'Add your time zone to your profile first'
      : 'Pick your time zone first';
  return (
    <FilterField id={id} label="Overlap with my day">
      <Form.Select
        id={id}
        size="sm"
        disabled={!hasTimeZone}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={hasTimeZone ? String(overlapHours ?? '') : ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Any</option>
        <Options values={OVERLAP_CHOICES} labelOf={(hours) => (hours >= 8 ? 'Full day' : `${hours}+ h`)} />
      </Form.Select>
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
    </FilterField>
  );
}

/** The browser's own zone, if it is a zone by a place's name (not "UTC" or "Etc/GMT+5"). */
function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone.includes('/') && !zone.startsWith('Etc/') && isTimeZone(zone) ? zone : '';
}

/**
 * A visitor's time zone: offered from the browser, used only once they choose it. The list of
 * some 400 zones is made when the visitor first reaches for the picker (it takes tens of
 * milliseconds to check them): until then it holds the zone it shows.
 */
export function VisitorTimeZoneFilter({
  id,
  className,
  timeZone,
  onPick,
}: {
  id: string;
  className?: string;
  timeZone?: string;
  onPick: (zone: string) => void;
}) {
  // The browser's zone only after hydration: a prerendered page was made without it.
  const hydrated = useHydrated();
  const browserZone = useMemo(() => (hydrated ? browserTimeZone() : ''), [hydrated]);
  const [zones, setZones] = useState<readonly string[]>();
  const listZones = () => setZones((listed) => listed ?? allTimeZones());
  const [choice, setDraft] = useState<string>();
  useEffect(() => {
    if (timeZone) setDraft(timeZone);
  }, [timeZone]);
  // Only a zone of the list is offered by default.
  const offered = zones && !zones.includes(browserZone) ? '' : browserZone;
  const draft = choice ?? timeZone ?? offered;
  const options = !zones ? [draft] : zones.includes(draft) ? zones : [draft, ...zones];
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onPick(draft);
      }}
    >
      <Form.Label htmlFor={id} className="small fw-medium">
        My time zone
      </Form.Label>
      <div className="input-group input-group-sm">
        <Form.Select
          id={id}
          className="job-filter-zone"
          value={draft}
          onPointerDown={listZones}
          onFocus={listZones}
          onChange={(event) => setDraft(event.target.value)}
        >
          <option value="">Select a time zone</option>
          {options
            .filter((zone) => zone)
            .map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
        </Form.Select>
        <Button type="submit" color="outline" size="sm" disabled={draft === (timeZone ?? '')}>
          Use
        </Button>
      </div>
    </form>
  );
}

/** The chips of the remote-fit filters in force. */
export function remoteFitChips(filters: JobSearchFilters): FilterChip<JobSearchFilterKey>[] {
  const { minPay, payInterval, payCurrency, applyFrom, overlapHours } = filters;
  const chips: FilterChip<JobSearchFilterKey>[] = [];
  if (minPay !== undefined) chips.push({ key: 'minPay', label: describeMinimumPay(minPay, payInterval, payCurrency) });
  if (applyFrom) chips.push({ key: 'applyFrom', label: `Can apply from ${applyFrom}` });
  if (overlapHours) chips.push({ key: 'overlapHours', label: describeOverlapChoice(overlapHours) });
  return chips;
}
