// What a list screen shows while its first page loads: a spinner and what is loading, said
// to screen readers as it appears.
import Spinner from 'react-bootstrap/Spinner';

export function ListLoading({ label }: { label: string }) {
  return (
    <div className="text-center py-5" role="status">
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <p className="mt-2 mb-0">{label}</p>
    </div>
  );
}
