// The build's last step (web/vite.config.ts, builder.buildApp): puts the app's index.html
// beside the server renderer as its shell (shared/job-page.ts WEB_RENDERER), then writes each
// page of shared/prerendered-pages.ts as <path>/index.html, rendered by it
// (src/server-render.tsx: the page's markup in #root, main.tsx hydrates it, its title in the head).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { WEB_RENDERER } from '../shared/job-page.ts';

interface ServerRenderModule {
  PRERENDERED_PAGES: readonly string[];
  prerenderedDocument(shell: string, path: string): Promise<string>;
}

export async function writePrerenderedPages(options: { outDir: string }): Promise<void> {
  const rendererDir = path.join(options.outDir, WEB_RENDERER.dir);
  const { PRERENDERED_PAGES, prerenderedDocument } = (await import(
    pathToFileURL(path.join(rendererDir, WEB_RENDERER.module)).href
  )) as ServerRenderModule;
  const shell = fs.readFileSync(path.join(options.outDir, 'index.html'), 'utf8');
  fs.writeFileSync(path.join(rendererDir, WEB_RENDERER.shell), shell);
  for (const page of PRERENDERED_PAGES) {
    const file = path.join(options.outDir, page, 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await prerenderedDocument(shell, page));
  }
}
