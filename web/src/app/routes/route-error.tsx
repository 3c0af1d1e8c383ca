import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { pageTitle } from '@/config';
import { paths } from '@/lib/paths';
import { NotFoundRoute } from './not-found';

/** Error boundary of the router: a failed lazy load (e.g. after a deploy) or a render error. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;

  return (
    <main id="main-content" className="container py-5 text-center" role="alert">
      <title>{pageTitle('Something went wrong')}</title>
      <h1 className="h2">Something went wrong</h1>
      <p className="text-body-secondary">Please reload the page. If it keeps happening, try again later.</p>
      <div className="d-flex gap-3 justify-content-center">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link className="btn btn-outline-primary" to={paths.home} reloadDocument>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
