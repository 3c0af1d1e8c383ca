// The built web app (web/dist): the site the Web stack deploys, and the server renderer the
// job pages' function carries (api-stack.ts).
import { buildWebSync, webBuildIsFresh, webDist } from '../local/web-build.js';

/**
 * The built SPA. `cdk synth`/`deploy` build it first when web/dist is missing or older
 * than its sources, so what deploys is always the current web app.
 */
export function builtSite(): string {
  if (!webBuildIsFresh()) {
    console.warn('web/dist is missing or older than its sources: building the web app (npm run build:web)...');
    try {
      buildWebSync();
    } catch (error) {
      throw new Error(
        `The web app did not build, so there is nothing to deploy: fix the errors above and run npm run build:web (${String(error)}).`,
        { cause: error },
      );
    }
  }
  return webDist;
}
