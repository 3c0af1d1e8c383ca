// The filters on a phone: one "Filters" button that says how many are set, opening a sheet
// from the bottom with every filter; what is changed there applies when the sheet closes (by
// "Show results", its close button, Escape or a tap outside), in one search. Offcanvas is a
// modal dialog: focus moves into it and stays there, and goes back to the button on close.
import { useId, useMemo, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Sliders } from 'react-bootstrap-icons';
import { isTimeZone } from '#shared/remote-fit/time-zones.js';
import { Button } from '@/components/button';
import { useHydrated } from '@/lib/hydrated';
import { JOB_FILTER_KEYS, jobFiltersOf } from '@/lib/job-search-params';
import { FilterControls, type FilterControlsProps } from './filter-controls';
import type { FilterKey, FilterValues } from './use-job-search-params';
import { overlapChanges, zonePicked } from './use-reader-day';

/** The filters the sheet sets: every one but the search box's words. */
const SHEET_FILTERS = JOB_FILTER_KEYS.filter((key) => key !== 'jobTitle');
/** What the sheet sets: its filters and a visitor's time zone. */
const SHEET_KEYS: readonly FilterKey[] = [...SHEET_FILTERS, 'tz'];

type SheetProps = Pick<FilterControlsProps, 'timeZone' | 'isCandidate' | 'candidateCountry' | 'ratesDate'> & {
  /** The filters' values as the URL holds them. */
  values: FilterValues;
  /** How many filters are set (the chips under the button). */
  activeCount: number;
  /** Applies the sheet's changes (a blank value removes a filter). */
  onApply: (changes: Partial<Record<FilterKey, string>>) => void;
  className?: string;
};

const changesBetween = (from: FilterValues, to: FilterValues) => {
  const changes: Partial<Record<FilterKey, string>> = {};
  for (const key of SHEET_KEYS) if ((to[key] ?? '') !== (from[key] ?? '')) changes[key] = to[key] ?? '';
  return changes;
};

export function FiltersSheet({
  values,
  activeCount,
  onApply,
  timeZone,
  isCandidate,
  candidateCountry,
  ratesDate,
  className,
}: SheetProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // A portal: no server render (nor prerender) has one, and the button opens it only once the app runs.
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<FilterValues>(values);
  const draftFilters = useMemo(() => jobFiltersOf(draft), [draft]);
  // A zone the visitor picks in the sheet counts at once for its overlap filter.
  const zone = draft.tz && isTimeZone(draft.tz) ? draft.tz : timeZone;
  const edit = (changes: Partial<Record<FilterKey, string>>) =>
    setDraft((current) => ({
      ...current,
      ...Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v || undefined])),
    }));

  const show = () => {
    setDraft(values);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    const changes = changesBetween(values, draft);
    if (Object.keys(changes).length > 0) onApply(changes);
  };

  return (
    <div className={className}>
      <Button color="outline" size="sm" onClick={show} aria-haspopup="dialog" aria-expanded={open}>
        <Sliders aria-hidden="true" className="me-2" />
        Filters
        {activeCount > 0 ? (
          <span className="badge rounded-pill filters-count ms-2">
            {activeCount}
            <span className="visually-hidden"> set</span>
          </span>
        ) : null}
      </Button>
      {hydrated ? (
        <Offcanvas
          show={open}
          onHide={close}
          placement="bottom"
          className="filters-sheet"
          aria-labelledby={`${id}-title`}
        >
          <Offcanvas.Header closeButton closeLabel="Close filters and show results">
            <Offcanvas.Title as="h2" id={`${id}-title`} className="h5 mb-0">
              Filters
            </Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body>
            <div className="job-filter-row">
              <FilterControls
                id={`${id}-sheet`}
                filters={draftFilters}
                onChange={(key, value) => edit({ [key]: value })}
                onChanges={edit}
                timeZone={zone}
                isCandidate={isCandidate}
                candidateCountry={candidateCountry}
                onPickTimeZone={(picked) => edit(zonePicked(picked))}
                onOverlapChange={(hours) => edit(overlapChanges(hours, isCandidate ? undefined : zone))}
                ratesDate={ratesDate}
              />
            </div>
          </Offcanvas.Body>
          <div className="filters-sheet-actions">
            <Button color="link" onClick={() => edit(Object.fromEntries(SHEET_FILTERS.map((key) => [key, ''])))}>
              Clear all
            </Button>
            <Button onClick={close}>Show results</Button>
          </div>
        </Offcanvas>
      ) : null}
    </div>
  );
}
