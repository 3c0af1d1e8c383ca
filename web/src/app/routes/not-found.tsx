import { Link } from 'react-router';
import { pageTitle } from '@/config';
import { paths } from '@/lib/paths';

/** Any path the app does not know. */
export function NotFoundRoute() {
  return (
    <section className="container py-5 text-center not-found" aria-labelledby="not-found-heading">
      <title>{pageTitle('Page not found')}</title>
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading" className="h2">
        Page not found
      </h1>
      <p className="text-body-secondary">The page you are looking for does not exist or has moved.</p>
      <Link className="btn btn-primary" to={paths.home}>
        Go to the home page
      </Link>
    </section>
  );
}
