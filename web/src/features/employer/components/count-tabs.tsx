// Tabs that narrow a list, each with how many it holds (jobs by status, applications by
// stage). The tab shown is the current page's (aria-current), as the tabs change the view
// in place.
import type { ReactNode } from 'react';

export interface CountTab<V> {
  value: V;
  label: string;
}

export function CountTabs<V, T extends CountTab<V>>({
  label,
  className,
  listClassName,
  tabs,
  selected,
  countOf,
  onSelect,
}: {
  /** What the tabs sort the list by, e.g. "Jobs by status". */
  label: string;
  className: string;
  listClassName: string;
  tabs: readonly T[];
  selected: V;
  countOf: (tab: T) => ReactNode;
  onSelect: (value: V) => void;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {tabs.map((tab) => {
          const current = tab.value === selected;
          return (
            <li key={tab.label} className="nav-item">
              <button
                type="button"
                className={`nav-link${current ? ' active' : ''}`}
                aria-current={current ? 'page' : undefined}
                onClick={() => onSelect(tab.value)}
              >
                {tab.label} <span className="jobs-tab-count">{countOf(tab)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
