// API paths as the web client names them: through the route table (shared/route-paths.ts), so
// that tests which fake or watch the API follow a path that moves. Relative, not #shared:
// Playwright's loader maps .js to .ts only for relative imports.
import { routePaths, type RoutePathName } from '../../shared/route-paths.js';

export const apiPath = (name: RoutePathName): string => routePaths[name].path;
