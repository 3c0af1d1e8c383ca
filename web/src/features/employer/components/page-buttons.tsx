// Previous and next under a paged list, each disabled at its end of the list.
import { ChevronLeft, ChevronRight } from 'react-bootstrap-icons';
import { Button } from '@/components/button';

export function PageButtons({
  page,
  pages,
  onPage,
  previousLabel,
  nextLabel,
  withText = false,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The buttons' accessible names, e.g. "Previous page". */
  previousLabel: string;
  nextLabel: string;
  /** "Previous" and "Next" written beside the arrows. */
  withText?: boolean;
}) {
  return (
    <div className="d-flex gap-2">
      <Button
        color="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={previousLabel}
      >
        <ChevronLeft aria-hidden="true" />
        {withText ? ' Previous' : null}
      </Button>
      <Button
        color="outline"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label={nextLabel}
      >
        {withText ? 'Next ' : null}
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
