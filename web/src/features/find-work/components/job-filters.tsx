// Search box (job title) and the filters (filter-controls.tsx): in a row with Clear all on wide
// screens; on a phone behind one Filters button whose sheet applies on close (filters-sheet.tsx).
// Under them, every filter in force as a chip that removes it.
import { memo, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import Form from 'react-bootstrap/Form';
import { Search } from 'react-bootstrap-icons';
import { Button } from '@/components/button';
import { FilterChips } from '@/components/filter-chips';
import { useEarlyChoices, useEarlyInput } from '@/lib/early-input';
import { FilterControls, removalOf, searchChips, type FilterControlsProps } from './filter-controls';
import { FiltersSheet } from './filters-sheet';
import type { FilterValues } from './use-job-search-params';

interface JobFiltersProps extends Omit<FilterControlsProps, 'id'> {
  /** The filters' values as the URL holds them, and what they mean (`filters`). */
  values: FilterValues;
  onClearAll: () => void;
  hasFilters: boolean;
}

// Memoised: the filters stay as they are while a page of results arrives.
export const JobFilters = memo(function JobFilters({ values, onClearAll, hasFilters, ...controls }: JobFiltersProps) {
  const { filters, onChange, onChanges } = controls;
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

  const chips = searchChips(filters);

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
      <div className="job-filter-row job-filter-row-wide">
        <FilterControls id={id} {...controls} />
        <div className="job-filter-clear">
          <Button color="link" size="sm" onClick={onClearAll} disabled={!hasFilters}>
            Clear all
          </Button>
        </div>
      </div>
      <FiltersSheet
        className="job-filters-sheet"
        values={values}
        activeCount={chips.length}
        onApply={onChanges}
        timeZone={controls.timeZone}
        isCandidate={controls.isCandidate}
        candidateCountry={controls.candidateCountry}
        ratesDate={controls.ratesDate}
      />
      <FilterChips chips={chips} onRemove={(key) => onChanges(removalOf(key))} />
    </div>
  );
});
