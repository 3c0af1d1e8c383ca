import { Outlet } from 'react-router';
import { ScrollToTop } from '@/components/scroll-to-top';

/** Root of every route: scroll handling, then the matched layout. */
export function RootRoute() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
