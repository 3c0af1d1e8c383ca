// Tags (skills, languages): read-only, or each with a remove button when `onRemove` is given.
import { XLg } from 'react-bootstrap-icons';
import './tag-list.css';

interface TagListProps {
  label: string;
  values: string[];
  onRemove?: (value: string) => void;
  /** Shown when there are no values (nothing is shown when omitted). */
  emptyText?: string;
  className?: string;
}

export function TagList({ label, values, onRemove, emptyText, className }: TagListProps) {
  if (values.length === 0) return emptyText ? <p className="text-body-secondary mb-0">{emptyText}</p> : null;
  return (
    <ul className={['tag-list', className ?? ''].filter(Boolean).join(' ')} aria-label={label}>
      {values.map((value) => (
        <li key={value} className="tag">
          {value}
          {onRemove ? (
            <button type="button" aria-label={`Remove ${value}`} onClick={() => onRemove(value)}>
              <XLg aria-hidden="true" />
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
