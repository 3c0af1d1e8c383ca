// API paths as the web client names them: through the route table (shared/route-paths.ts), so
// that tests which fake or watch the API follow a path that moves.
import { routePaths } from '../../shared/route-paths.js';

export const apiPath = (name: keyof typeof routePaths): string => routePaths[name].path;
