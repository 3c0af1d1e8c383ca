// Above the jobs table: the title search (prefix, any case), and the Filters menu (country,
// department) with Reset and Apply; the filters in force show as removable chips.
import { useEffect, useId, useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { Funnel, Search } from 'react-bootstrap-icons';
import { Button } from '@/components/button';
import { CountrySelect } from '@/components/country-select';
import { FilterChips } from '@/components/filter-chips';
import { DepartmentSelect, FilterField } from '@/components/job-selects';
import type { JobsFilterKey } from './use-jobs-params';

const SEARCH_DELAY_MS = 400;

interface JobsToolbarProps {
  jobTitle?: string;
  country?: string;
  department?: string;
  onChange: (changes: Partial<Record<JobsFilterKey, string>>) => void;
}

export function JobsToolbar({ jobTitle, country, department, onChange }: JobsToolbarProps) {
  const id = useId();
  const [title, setTitle] = useState(jobTitle ?? '');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState({ country: country ?? '', department: department ?? '' });

  // The box follows the URL (back, forward, chips), and the URL follows the box after a pause.
  useEffect(() => setTitle(jobTitle ?? ''), [jobTitle]);
  useEffect(() => {
    if (title.trim() === (jobTitle ?? '')) return;
    const timer = setTimeout(() => onChange({ jobTitle: title }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [title, jobTitle, onChange]);
  // Opening the menu starts from the filters in force.
  const toggle = (next: boolean) => {
    if (next) setDraft({ country: country ?? '', department: department ?? '' });
    setOpen(next);
  };
  const apply = (values: { country: string; department: string }) => {
    onChange(values);
    setOpen(false);
  };

  const chips = [
    country ? { key: 'country' as const, label: `Country: ${country}` } : null,
    department ? { key: 'department' as const, label: `Department: ${department}` } : null,
  ].filter((chip) => chip !== null);

  return (
    <>
      <div className="jobs-toolbar">
        <form
          role="search"
          className="jobs-search"
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ jobTitle: title });
          }}
        >
          <Form.Label htmlFor={`${id}-search`} className="visually-hidden">
            Search jobs by title
          </Form.Label>
          <div className="input-group">
            <span className="input-group-text bg-white" aria-hidden="true">
              <Search />
            </span>
            <Form.Control
              id={`${id}-search`}
              type="search"
              placeholder="Search jobs by title"
              value={title}
              maxLength={100}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
        </form>
        <Dropdown show={open} onToggle={toggle} autoClose="outside" align="end">
          <Dropdown.Toggle as={Button} color="outline" id={`${id}-filters`}>
            <Funnel aria-hidden="true" className="me-2" />
            Filters{chips.length > 0 ? ` (${chips.length})` : ''}
          </Dropdown.Toggle>
          <Dropdown.Menu className="jobs-filter-menu">
            <Form
              onSubmit={(event) => {
                event.preventDefault();
                apply(draft);
              }}
            >
              <FilterField id={`${id}-country`} label="Country" className="mb-3">
                <CountrySelect
                  id={`${id}-country`}
                  placeholder="All countries"
                  size="sm"
                  value={draft.country}
                  onChange={(event) => setDraft({ ...draft, country: event.target.value })}
                />
              </FilterField>
              <FilterField id={`${id}-department`} label="Department" className="mb-3">
                <DepartmentSelect
                  id={`${id}-department`}
                  placeholder="All departments"
                  kept={draft.department}
                  size="sm"
                  value={draft.department}
                  onChange={(event) => setDraft({ ...draft, department: event.target.value })}
                />
              </FilterField>
              <div className="d-flex justify-content-end gap-2">
                <Button color="outline" size="sm" onClick={() => apply({ country: '', department: '' })}>
                  Reset
                </Button>
                <Button type="submit" size="sm">
                  Apply
                </Button>
              </div>
            </Form>
          </Dropdown.Menu>
        </Dropdown>
      </div>
      <FilterChips chips={chips} onRemove={(key) => onChange({ [key]: '' })} className="jobs-chips" />
    </>
  );
}
