// What every handler wraps itself in: the platform's handler layer (platform/http/api-handler.ts)
// with who is calling found by the accounts' sessions (accounts/session-check.ts). It sits above
// the areas, with the handlers: the platform imports no area.
import { apiHandlerWith } from '#platform/http/api-handler.js';
import { resolveSessionAndRead } from '#functions/accounts/index.js';

export const apiHandler = apiHandlerWith(resolveSessionAndRead);
