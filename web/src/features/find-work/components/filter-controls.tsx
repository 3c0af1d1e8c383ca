// The search's filters, one control each: job type, department and country, then the
// remote-fit filters (minimum pay, I can apply from, a visitor's time zone, overlap with my
// day), and verified companies only. Laid out in a row on wide screens and in the phone's filters sheet, each with its
// values and what a change does (applied at once in the row, kept for the sheet's close).
import Form from 'react-bootstrap/Form';
import { CountrySelect } from '@/components/country-select';
import type { FilterChip } from '@/components/filter-chips';
import { DepartmentSelect, FilterField, JobTypeSelect } from '@/components/job-selects';
import { JOB_TYPE_FILTER_ORDER } from '@/lib/job-display';
import { JOB_TYPE_LABELS } from '#shared/constants.js';
import type { JobSearchFilters as Filters } from '#shared/schemas/job-search-filters.js';
import {
  ApplyFromFilter,
  MinimumPayFilter,
  OverlapFilter,
  remoteFitChips,
  VisitorTimeZoneFilter,
} from './remote-fit-filters';
import type { FilterKey } from './use-job-search-params';

export interface FilterControlsProps {
  /** Prefix of the controls' ids (the row and the sheet each have theirs). */
  id: string;
  filters: Filters;
  onChange: (key: FilterKey, value: string) => void;
  onChanges: (changes: Partial<Record<FilterKey, string>>) => void;
  /** The zone of the reader's day, if known: the overlap filter needs it. */
  timeZone?: string;
  /** Candidates have their day on their profile; others pick a time zone here. */
  isCandidate: boolean;
  /** A signed-in candidate's country, offered for "I can apply from". */
  candidateCountry?: string;
  onPickTimeZone: (zone: string) => void;
  onOverlapChange: (hours: string) => void;
  /** The day of the reference rates of the search's pay filter. */
  ratesDate?: string;
}

export function FilterControls({
  id,
  filters,
  onChange,
  onChanges,
  timeZone,
  isCandidate,
  candidateCountry,
  onPickTimeZone,
  onOverlapChange,
  ratesDate,
}: FilterControlsProps) {
  return (
    <>
      <FilterField id={`${id}-type`} label="Job type">
        <JobTypeSelect
          id={`${id}-type`}
          name="jobType"
          size="sm"
          placeholder="All job types"
          types={JOB_TYPE_FILTER_ORDER}
          value={filters.jobType ?? ''}
          onChange={(event) => onChange('jobType', event.target.value)}
        />
      </FilterField>
      <FilterField id={`${id}-department`} label="Department">
        {/* A department from the URL stays selectable even before (or without) the lookup. */}
        <DepartmentSelect
          id={`${id}-department`}
          name="department"
          size="sm"
          placeholder="All departments"
          kept={filters.department}
          keptLast
          value={filters.department ?? ''}
          onChange={(event) => onChange('department', event.target.value)}
        />
      </FilterField>
      <FilterField id={`${id}-country`} label="Country">
        <CountrySelect
          id={`${id}-country`}
          name="country"
          size="sm"
          className="job-filter-country"
          placeholder="All countries"
          value={filters.country ?? ''}
          onChange={(event) => onChange('country', event.target.value)}
        />
      </FilterField>
      <MinimumPayFilter
        id={`${id}-pay`}
        className="job-filter-pay job-filter-wide"
        filters={filters}
        onChanges={onChanges}
        ratesDate={ratesDate}
      />
      <ApplyFromFilter
        id={`${id}-apply-from`}
        applyFrom={filters.applyFrom}
        myCountry={candidateCountry}
        onChanges={onChanges}
      />
      {isCandidate ? null : (
        <VisitorTimeZoneFilter
          id={`${id}-zone`}
          className="job-filter-wide"
          timeZone={timeZone}
          onPick={onPickTimeZone}
        />
      )}
      <OverlapFilter
        id={`${id}-overlap`}
        overlapHours={filters.overlapHours}
        hasTimeZone={!!timeZone}
        isCandidate={isCandidate}
        onChange={onOverlapChange}
      />
      <div className="job-filter-verified">
        {/* The row's heading above the box, as the other filters have; the box's own label names it. */}
        <div className="small fw-medium mb-2" aria-hidden="true">
          Companies
        </div>
        <Form.Check
          id={`${id}-verified`}
          name="verifiedOnly"
          label="Verified companies only"
          checked={filters.verifiedOnly === true}
          onChange={(event) => onChange('verifiedOnly', event.target.checked ? 'true' : '')}
        />
      </div>
    </>
  );
}

/** Every filter in force as a chip (the words of the search box excepted: the box shows them). */
export function searchChips(filters: Filters): FilterChip<FilterKey>[] {
  const chips: FilterChip<FilterKey>[] = [];
  if (filters.jobType) chips.push({ key: 'jobType', label: JOB_TYPE_LABELS[filters.jobType] });
  if (filters.department) chips.push({ key: 'department', label: filters.department });
  if (filters.country) chips.push({ key: 'country', label: `Country: ${filters.country}` });
  const verified: FilterChip<FilterKey>[] = filters.verifiedOnly
    ? [{ key: 'verifiedOnly', label: 'Verified companies only' }]
    : [];
  return [...chips, ...remoteFitChips(filters), ...verified];
}

/** What removing a chip changes: a minimum pay goes with its interval and currency. */
export const removalOf = (key: FilterKey): Partial<Record<FilterKey, string>> =>
  key === 'minPay' ? { minPay: '', payInterval: '', payCurrency: '' } : { [key]: '' };
