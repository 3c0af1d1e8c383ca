import { companyOf, getTeam, toPublicTeam } from '../companies.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

// The team screen: the company, its members and its pending invitations (one Query on the
// company's partition, then the members' profiles in one batch).
export const handler = apiHandler(route.getTeam, async ({ session }) =>
  toPublicTeam(await getTeam(companyOf(session.user)), session.userID),
);
