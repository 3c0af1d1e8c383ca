// PUT /api/update-company-bio: company name, size and country; answers the updated user.
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';

export const updateCompanyBio = (body: RouteBody<'updateCompanyBio'>) =>
  callApi('updateCompanyBio', { body }).then((data) => data.user);
