// The build's second entry (web/vite.config.ts, environment "ssr"): renders the public pages
// of shared/prerendered-pages.ts to HTML, as a visitor's first render shows them, so their
// first paint needs no JavaScript. main.tsx hydrates that HTML.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { appRoutes } from './app/router';

export { PRERENDERED_PAGES } from '#shared/prerendered-pages.js';

/** The markup of the app at `path` for a visitor (no session). */
export async function renderPage(path: string): Promise<string> {
  const { query, dataRoutes } = createStaticHandler(appRoutes);
  const context = await query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers a redirect; it cannot be prerendered`);
  if (context.statusCode !== 200) throw new Error(`${path} renders with status ${context.statusCode}`);
  const router = createStaticRouter(dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider>
        {/* The client creates its own router (main.tsx): no hydration data in an inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}
