import { RouterProvider } from 'react-router/dom';
import type { PageData } from '@/lib/page-data';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

/**
 * The app around its router (one per page's lifetime, created by main.tsx outside React's
 * render), with the data the server rendered the page with, if any.
 */
export function App({ router, pageData }: { router: AppRouter; pageData?: PageData }) {
  return (
    <AppProvider pageData={pageData}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
