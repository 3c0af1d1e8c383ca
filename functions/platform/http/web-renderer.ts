// The web build's server renderer (shared/job-page.ts WEB_RENDERER: render.mjs and the app's
// index.html as shell.html), which turns a page's data into its HTML with the app's own
// components. In AWS it lies in web/ beside the function's code (infra/api-stack.ts puts it
// there); the local stack points WEB_RENDERER_DIR at the build's own folder. Loaded once per
// function instance, on first use.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { WEB_RENDERER, type PageRenderer } from '#shared/job-page.js';
import { config } from '../config.js';

export interface WebRenderer {
  renderer: PageRenderer;
  shell: string;
}

/** The folder beside the running code's file: the function's package root in Lambda. */
const besideCode = () => path.join(path.dirname(fileURLToPath(import.meta.url)), 'web');

let loading: Promise<WebRenderer> | undefined;

async function load(): Promise<WebRenderer> {
  const dir = config.webRendererDir ?? besideCode();
  const [renderer, shell] = await Promise.all([
    import(pathToFileURL(path.join(dir, WEB_RENDERER.module)).href) as Promise<PageRenderer>,
    readFile(path.join(dir, WEB_RENDERER.shell), 'utf8'),
  ]);
  return { renderer, shell };
}

export function webRenderer(): Promise<WebRenderer> {
  if (!loading) {
    const attempt = load();
    loading = attempt;
    // A failed load (a missing build) is tried again by the next request.
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
  }
  return loading;
}
