// PUT /api/update-company-bio: company name, size and country, and the public page's fields
// (absent: unchanged; '' or null: cleared); answers the updated user.
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';

export const updateCompanyBio = (body: RouteBody<'updateCompanyBio'>) =>
  callApi('updateCompanyBio', { body }).then((data) => data.user);
