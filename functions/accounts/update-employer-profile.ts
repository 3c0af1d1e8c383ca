import { publicUserWithPhoto } from '#commons/data/photos.js';
import { updateUserProfile } from '#commons/data/users.js';
import { apiHandler } from '#commons/http/api-handler.js';
import * as route from '#shared/routes.js';

// Settings, name edit of an employer (a candidate's goes through update-candidate-profile,
// which also keeps the sourcing entries in step).
export const handler = apiHandler(route.updateEmployerProfile, async ({ body, session }) => ({
  user: await publicUserWithPhoto(
    await updateUserProfile(session.userID, { firstName: body.firstName, lastName: body.lastName }),
  ),
}));
