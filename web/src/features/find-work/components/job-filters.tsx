// Search box (job title) and the filters job type, department and country, with Clear all.
import { memo, useEffect, useId, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { Search } from 'react-bootstrap-icons';
import { Button } from '@/components/button';
import { CountrySelect } from '@/components/country-select';
import { DepartmentSelect, FilterField, JobTypeSelect } from '@/components/job-selects';
import { JOB_TYPE_FILTER_ORDER } from '@/lib/job-display';
import type { JobFilters as Filters } from '../api/search-jobs';
import type { FilterKey } from './use-job-search-params';

interface JobFiltersProps {
  filters: Filters;
  onChange: (key: FilterKey, value: string) => void;
  onClearAll: () => void;
  hasFilters: boolean;
}

// Memoised: the filters stay as they are while a page of results arrives.
export const JobFilters = memo(function JobFilters({ filters, onChange, onClearAll, hasFilters }: JobFiltersProps) {
  const id = useId();
  const [title, setTitle] = useState(filters.jobTitle ?? '');
  // The box follows the URL (Clear all, back and forward).
  useEffect(() => setTitle(filters.jobTitle ?? ''), [filters.jobTitle]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange('jobTitle', title);
  };

  return (
    <div className="job-filters">
      <form role="search" aria-label="Search jobs" className="job-search-form" onSubmit={submit}>
        <Form.Label htmlFor={`${id}-title`} className="visually-hidden">
          Search jobs by title
        </Form.Label>
        <div className="input-group">
          <span className="input-group-text" aria-hidden="true">
            <Search />
          </span>
          <Form.Control
            id={`${id}-title`}
            type="search"
            placeholder="Search jobs by title"
            value={title}
            maxLength={100}
            onChange={(event) => setTitle(event.target.value)}
          />
          <Button type="submit">Search</Button>
        </div>
      </form>
      <div className="job-filter-row">
        <FilterField id={`${id}-type`} label="Job type">
          <JobTypeSelect
            id={`${id}-type`}
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
            size="sm"
            className="job-filter-country"
            placeholder="All countries"
            value={filters.country ?? ''}
            onChange={(event) => onChange('country', event.target.value)}
          />
        </FilterField>
        <div className="job-filter-clear">
          <Button color="link" size="sm" onClick={onClearAll} disabled={!hasFilters}>
            Clear all
          </Button>
        </div>
      </div>
    </div>
  );
});
