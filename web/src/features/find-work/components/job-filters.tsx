// Search box (job title) and the filters job type, department and country, the remote-fit
// filters (minimum pay, I can apply from, overlap with my day; a visitor's time zone), with
// Clear all and the chips of the remote-fit filters in force.
import { memo, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import Form from 'react-bootstrap/Form';
import { Search } from 'react-bootstrap-icons';
import { Button } from '@/components/button';
import { CountrySelect } from '@/components/country-select';
import { FilterChips } from '@/components/filter-chips';
import { DepartmentSelect, FilterField, JobTypeSelect } from '@/components/job-selects';
import { useEarlyChoices, useEarlyInput } from '@/lib/early-input';
import { JOB_TYPE_FILTER_ORDER } from '@/lib/job-display';
import type { JobFilters as Filters } from '../api/search-jobs';
import {
  ApplyFromFilter,
  MinimumPayFilter,
  OverlapFilter,
  remoteFitChips,
  VisitorTimeZoneFilter,
} from './remote-fit-filters';
import type { FilterKey } from './use-job-search-params';

interface JobFiltersProps {
  filters: Filters;
  onChange: (key: FilterKey, value: string) => void;
  onChanges: (changes: Partial<Record<FilterKey, string>>) => void;
  onClearAll: () => void;
  hasFilters: boolean;
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

// Memoised: the filters stay as they are while a page of results arrives.
export const JobFilters = memo(function JobFilters({
  filters,
  onChange,
  onChanges,
  onClearAll,
  hasFilters,
  timeZone,
  isCandidate,
  candidateCountry,
  onPickTimeZone,
  onOverlapChange,
  ratesDate,
}: JobFiltersProps) {
  const id = useId();
  const { pathname } = useLocation();
  const titleField = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(filters.jobTitle ?? '');
  // The box follows the URL when it changes (Clear all, back and forward), and not otherwise:
  // what was typed before the app took over is kept.
  const [titleInUrl, setTitleInUrl] = useState(filters.jobTitle);
  if (filters.jobTitle !== titleInUrl) {
    setTitleInUrl(filters.jobTitle);
    setTitle(filters.jobTitle ?? '');
  }
  useEarlyInput(titleField, title, setTitle);
  // A filter chosen before the app took over the prerendered page applies once it has.
  useEarlyChoices(
    {
      jobType: filters.jobType,
      department: filters.department,
      country: filters.country,
      applyFrom: filters.applyFrom,
    },
    onChanges,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange('jobTitle', title);
  };

  return (
    <div className="job-filters">
      {/* A real form: before the app has taken over the prerendered page (or without
          JavaScript), Enter goes to this page's address with the words. */}
      <form
        role="search"
        aria-label="Search jobs"
        className="job-search-form"
        method="get"
        action={pathname}
        onSubmit={submit}
      >
        <Form.Label htmlFor={`${id}-title`} className="visually-hidden">
          Search jobs by title
        </Form.Label>
        <div className="input-group">
          <span className="input-group-text" aria-hidden="true">
            <Search />
          </span>
          <Form.Control
            ref={titleField}
            id={`${id}-title`}
            name="jobTitle"
            type="search"
            placeholder="Search jobs by title"
            value={title}
            maxLength={100}
            onChange={(event) => setTitle(event.target.value)}
          />
          <Button type="submit" submitsWithoutApp>
            Search
          </Button>
        </div>
      </form>
      <div className="job-filter-row">
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
        <div className="job-filter-clear">
          <Button color="link" size="sm" onClick={onClearAll} disabled={!hasFilters}>
            Clear all
          </Button>
        </div>
      </div>
      <FilterChips
        chips={remoteFitChips(filters)}
        // A minimum pay goes with its interval and currency.
        onRemove={(key) =>
          onChanges(key === 'minPay' ? { minPay: '', payInterval: '', payCurrency: '' } : { [key]: '' })
        }
      />
    </div>
  );
});
