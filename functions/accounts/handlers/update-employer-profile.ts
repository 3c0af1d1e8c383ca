import { apiHandler } from '#functions/api-handler.js';
import { publicUserWithPhoto } from '#functions/teams/index.js';
import { updateUserProfile } from '../users.js';
import * as route from '#shared/routes.js';

// Settings, name edit of an employer (a candidate's goes through update-candidate-profile,
// which also keeps the sourcing entries in step).
export const handler = apiHandler(route.updateEmployerProfile, async ({ body, session }) => ({
  user: await publicUserWithPhoto(
    await updateUserProfile(session.userID, { firstName: body.firstName, lastName: body.lastName }),
  ),
}));
