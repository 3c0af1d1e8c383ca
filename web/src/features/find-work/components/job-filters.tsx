// Search box (job title) and the filters job type, department and country, with Clear all.
import { memo, useEffect, useId, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { Search } from 'react-bootstrap-icons';
import { Button } from '@/components/button';
import { CountrySelect } from '@/components/country-select';
import { JOB_TYPE_FILTER_ORDER, jobTypeLabel } from '@/lib/job-display';
import { useDepartmentNames } from '@/lib/departments';
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
  const departments = useDepartmentNames();
  // A department from the URL stays selectable even before (or without) the lookup.
  const chosen = filters.department;
  const departmentOptions = chosen && !departments.includes(chosen) ? [...departments, chosen] : departments;
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
        <div>
          <Form.Label htmlFor={`${id}-type`} className="small fw-medium">
            Job type
          </Form.Label>
          <Form.Select
            id={`${id}-type`}
            size="sm"
            value={filters.jobType ?? ''}
            onChange={(event) => onChange('jobType', event.target.value)}
          >
            <option value="">All job types</option>
            {JOB_TYPE_FILTER_ORDER.map((type) => (
              <option key={type} value={type}>
                {jobTypeLabel(type)}
              </option>
            ))}
          </Form.Select>
        </div>
        <div>
          <Form.Label htmlFor={`${id}-department`} className="small fw-medium">
            Department
          </Form.Label>
          <Form.Select
            id={`${id}-department`}
            size="sm"
            value={filters.department ?? ''}
            onChange={(event) => onChange('department', event.target.value)}
          >
            <option value="">All departments</option>
            {departmentOptions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Form.Select>
        </div>
        <div>
          <Form.Label htmlFor={`${id}-country`} className="small fw-medium">
            Country
          </Form.Label>
          <CountrySelect
            id={`${id}-country`}
            size="sm"
            className="job-filter-country"
            placeholder="All countries"
            value={filters.country ?? ''}
            onChange={(event) => onChange('country', event.target.value)}
          />
        </div>
        <div className="job-filter-clear">
          <Button color="link" size="sm" onClick={onClearAll} disabled={!hasFilters}>
            Clear all
          </Button>
        </div>
      </div>
    </div>
  );
});
