// What every handler wraps itself in: the platform's handler layer (platform/http/api-handler.ts)
// with who is calling found by the accounts' sessions (accounts/session-check.ts) and a company's
// standing by teams/. It sits above
// the areas, with the handlers: the platform imports no area.
import { apiHandlerWith } from '#platform/http/api-handler.js';
import { resolveSessionAndRead } from '#functions/accounts/index.js';
import { companySuspended } from '#functions/teams/index.js';

// A suspended company's members are refused every call that acts for it (teams/company-standing.ts).
export const apiHandler = apiHandlerWith(resolveSessionAndRead, { companySuspended });
