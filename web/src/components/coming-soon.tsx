import { Link } from 'react-router';
import { pageTitle } from '@/config';

/** Placeholder of a screen that is not built yet, so that every route of the spec exists. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="container py-5 coming-soon" aria-labelledby="coming-soon-heading">
      <title>{pageTitle(title)}</title>
      <h1 id="coming-soon-heading" className="h2">
        {title}
      </h1>
      <p className="text-body-secondary">This screen is coming soon.</p>
      <Link to="/home">Back to the home page</Link>
    </section>
  );
}
