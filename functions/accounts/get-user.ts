import { toPublicUser } from '#commons/data/users.js';
import { apiHandler } from '#commons/http/api-handler.js';

// The session check has already read the profile; answer with its public part.
export const handler = apiHandler('getUser', async ({ session }) => ({ user: toPublicUser(session.user) }));
