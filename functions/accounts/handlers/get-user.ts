import { apiHandler } from '#functions/api-handler.js';
import { publicUserWithPhoto } from '#functions/teams/index.js';
import * as route from '#shared/routes.js';

// The session check has already read the profile; answer with its public part, a signed
// link to the photo, and when the session needs renewing.
export const handler = apiHandler(route.getUser, async ({ session }) => ({
  user: await publicUserWithPhoto(session.user),
  ...(session.expiresAt ? { sessionExpiresAt: session.expiresAt * 1000 } : {}),
}));
