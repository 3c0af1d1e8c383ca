import { apiHandler } from '#functions/api-handler.js';
import { moderate } from '#functions/flows/moderation.js';
import { TRUST_MSG } from '#shared/schemas/trust.js';
import * as route from '#shared/routes.js';

// An operator's action from the console, audited before it is carried out.
export const handler = apiHandler(route.moderate, async ({ body, session }) => ({
  msg: TRUST_MSG.done[body.action],
  entry: await moderate(session.user, body),
}));
