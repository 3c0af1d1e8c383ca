import { CheckCircleFill } from 'react-bootstrap-icons';

/** A list of short claims, each with a green tick. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={['list-unstyled check-list', className ?? ''].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <li key={item}>
          <CheckCircleFill className="text-success me-2" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
