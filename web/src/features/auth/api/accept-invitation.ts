// POST /api/accept-invitation: a new account from the invitation link, in the company and signed in.
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';

export const acceptInvitation = (body: RouteBody<'acceptInvitation'>) =>
  callApi('acceptInvitation', { body }).then((data) => data.user);
