// The filters in force as chips, each with a button that removes it (the employer's jobs
// table, the job search).
import CloseButton from 'react-bootstrap/CloseButton';
import './filter-chips.css';

export interface FilterChip<K extends string> {
  key: K;
  label: string;
}

export function FilterChips<K extends string>({
  chips,
  onRemove,
  className = '',
}: {
  chips: readonly FilterChip<K>[];
  onRemove: (key: K) => void;
  className?: string;
}) {
  if (chips.length === 0) return null;
  return (
    <ul className={`filter-chips list-unstyled mb-0 ${className}`} aria-label="Filters in force">
      {chips.map((chip) => (
        <li key={chip.key} className="filter-chip">
          {chip.label}
          <CloseButton aria-label={`Remove filter ${chip.label}`} onClick={() => onRemove(chip.key)} />
        </li>
      ))}
    </ul>
  );
}
