import { apiHandler } from '#functions/api-handler.js';
import { updateCandidateProfile } from '#functions/candidates/index.js';
import { toPublicUser } from '../users.js';
import * as route from '#shared/routes.js';

// Settings sends { firstName, lastName }; /edit-profile sends { jobTitle, country, bio } and
// the working day { timeZone, workStart, workEnd }.
// The profile and its sourcing entries change together (candidates.ts).
export const handler = apiHandler(route.updateCandidateProfile, async ({ body, session }) => ({
  user: toPublicUser(await updateCandidateProfile(session.user, body)),
}));
