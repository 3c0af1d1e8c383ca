// Vite config of the SPA. Root is web/; the build lands in web/dist. The root vitest.config.ts
// extends this file (project "web"), so keep every path absolute: vitest runs with root '.'.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { WEB_RENDERER } from '../shared/job-page.ts';
import { writePrerenderedPages } from './prerender-pages.ts';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
/**
 * The server renderer's build (Node code): prerenders the public pages at build time, and
 * renders job pages in the function that serves them (infra/api-stack.ts deploys it there; the
 * site's deployment leaves it out, and the local gateway serves no dot-folder).
 */
const serverOutDir = `${outDir}/${WEB_RENDERER.dir}`;

/**
 * web/page-start.js, inline at the end of every page's head (index.html and the pages made from
 * it), its comments left out: it must run before the first paint, and an external script would
 * make the paint wait for a download.
 */
function pageStart(): Plugin {
  const file = fileURLToPath(new URL('./page-start.js', import.meta.url));
  return {
    name: 'page-start',
    transformIndexHtml: () => [
      {
        tag: 'script',
        children: fs.readFileSync(file, 'utf8').replace(/^\s*\/\/.*\n/gm, ''),
        injectTo: 'head',
      },
    ],
  };
}

/** Where `npm start` (the local gateway) listens; `/api`, `/jobs/` and `/companies/` are proxied there in `vite` dev mode. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: webDir,
  plugins: [react(), pageStart()],
  resolve: {
    // `@/` is web/src. The API contract comes in through package.json "imports" (#shared/*).
    alias: [{ find: /^@\//, replacement: `${srcDir}/` }],
    // Vite's client defaults, set explicitly so vitest (project "web") resolves packages the way
    // the browser build does. Left to vitest, `react-router` loads as CJS while `react-router/dom`
    // pulls in the ESM build: two router contexts, and "useRouteError must be used within a data router".
    conditions: ['module', 'browser', 'development|production'],
  },
  build: {
    outDir,
    emptyOutDir: true,
    // The chunk map lets the benchmark (bench/web-size.ts) sum what each page loads.
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    // One stylesheet for the whole app: a prerendered page needs its screen's styles before the
    // screen's code arrives (a later stylesheet moved the page), and the screens' own styles are
    // small beside Bootstrap's.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Long-lived chunks for React and zod, cached across deploys of the app code. Other
        // packages go with the screens that use them (a catch-all vendor chunk put the
        // dashboard's libraries on /home), and zod stays apart so public pages without forms
        // do not load it. Screens are split by route (see src/app/router.tsx). The rest of what
        // the entry imports statically is one chunk, not the entry plus small pieces it shares
        // with screens (classnames, prop-types, ...), each of which cost every page a request.
        // The public job search (/find-work, where job links and search engines land) is one
        // chunk with everything it imports that the entry does not hold (rolldown takes a
        // group's dependencies along): split by default it came in 13 small chunks, which a
        // phone on a slow network fetches in rounds (Lighthouse mobile, interleaved runs: LCP
        // 2.94 -> 2.76 s, performance 93 -> 95). Screens that share some of those modules
        // (forms with a country, the dashboard's job search) load that chunk too: 1 to 5 KB
        // more, in fewer files.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 3,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            { name: 'index', tags: ['$initial'], priority: 1 },
            {
              name: 'find-work',
              test: /src[\\/]features[\\/]find-work[\\/](routes[\\/]find-work\.tsx|components[\\/]|api[\\/])/,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  environments: {
    // web/src/server-render.tsx, built for Node: the public pages at build time, job pages at run time.
    ssr: {
      // Bundled whole: Node cannot load some packages' browser-style imports
      // (react-bootstrap/Spinner is a folder) or their CSS; and the function that runs it has
      // nothing else.
      resolve: { noExternal: true },
      build: {
        outDir: serverOutDir,
        emptyOutDir: true,
        copyPublicDir: false,
        manifest: false,
        sourcemap: false,
        // Less for a function to load at a cold start.
        minify: true,
        rolldownOptions: {
          input: { [WEB_RENDERER.module.replace(/\.mjs$/, '')]: `${srcDir}/server-render.tsx` },
          // One file (the chunk groups above are for browsers), an ES module wherever it lies.
          output: { codeSplitting: false, entryFileNames: '[name].mjs' },
        },
      },
    },
  },
  // `vite build` builds the app (client), then the server renderer, then writes the public
  // pages' HTML into the app's build.
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.ssr!);
      await writePrerenderedPages({ outDir });
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      // Job and company pages are rendered by their functions, behind the gateway too.
      '/jobs/': { target: apiTarget, changeOrigin: false },
      '/companies/': { target: apiTarget, changeOrigin: false },
    },
  },
});
