import 'bootstrap/dist/css/bootstrap.min.css';
// One variable font file carries every weight the theme uses (400 to 700).
import '@fontsource-variable/outfit/wght.css';
import 'react-toastify/ReactToastify.css';
import './styles/theme.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, loadMatchedRoutes } from './app/router';
import { readPageData } from './lib/page-data';
import { captureEarlyChoices } from './lib/early-input';
import { sessionHint } from './features/auth/api/refresh-session';
import { signupStorage } from './features/auth/signup-storage';

signupStorage.forgetAbandoned();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// A page the server rendered with its data (a job's page) renders from the same data here.
const pageData = readPageData(document);

/** Renders the app into the page, over whatever it holds. */
function renderAfresh(root: HTMLElement) {
  // A prerendered page (hidden meanwhile by page-start.js when a session may exist) goes.
  delete root.dataset.prerendered;
  const router = createAppRouter();
  // As a transition, the first render runs in slices instead of one long task while the page
  // is still loading.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App router={router} pageData={pageData} />
      </StrictMode>,
    );
  });
}

// A public page comes prerendered for a visitor (web/src/server-render.tsx, at build time, or by
// the job page's function): hydrate it when this browser's first render is that very page.
// With a session (the app first shows "Loading...") or a query string, render afresh over it;
// a page rendered from its data renders the same whatever the query (a shared link's tracking
// parameters), so it is hydrated with one.
const prerenderedFor = container.dataset.prerendered;
const sameQuery = window.location.search === '' || pageData !== undefined;
if (prerenderedFor === window.location.pathname && sameQuery && !sessionHint.present()) {
  // Not a top-level await: the screens' chunks import from this one, which must finish first.
  loadMatchedRoutes(window.location).then(
    () => {
      captureEarlyChoices(container);
      // As a transition, hydration runs in slices: the page stays responsive meanwhile.
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <App router={createAppRouter()} pageData={pageData} />
          </StrictMode>,
        );
      });
    },
    // A screen's code did not load: the router shows its error screen instead.
    () => renderAfresh(container),
  );
} else {
  renderAfresh(container);
}
