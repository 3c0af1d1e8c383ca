import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { markAppReady } from '@/lib/early-input';
import type { PageData } from '@/lib/page-data';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

/**
 * The app around its router (one per page's lifetime, created by main.tsx outside React's
 * render), with the data the server rendered the page with, if any.
 */
export function App({ router, pageData }: { router: AppRouter; pageData?: PageData }) {
  // After the page's first render (or hydration) has committed, its screens' effects included.
  useEffect(markAppReady, []);
  return (
    <AppProvider pageData={pageData}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
