import { Outlet } from 'react-router';
import { SkipLink } from '@/components/skip-link';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';

/** Public pages: fixed top navigation, the page, footer. */
export function PublicLayout() {
  return (
    <div className="public-layout d-flex flex-column min-vh-100">
      <SkipLink />
      <TopNav />
      <main id="main-content" className="flex-grow-1" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
