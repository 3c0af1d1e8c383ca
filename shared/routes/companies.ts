// The route table, companies: a company's public side (docs/product/companies.md), its logo
// and the open jobs of its public page. One entry per call: see shared/routes.ts for what
// reads the table. The page itself is a site function, not a call (infra/api-stack.ts COMPANY_PAGE).
import { userResponse } from '../schemas/accounts.js';
import { companyJobsPage, getCompanyJobsQuery } from '../schemas/companies.js';
import { route } from './route-definition.js';

export const getCompanyJobs = route('getCompanyJobs', {
  method: 'GET',
  path: '/api/get-company-jobs',
  access: 'public',
  bodyKind: 'none',
  handler: 'companies/handlers/get-company-jobs',
  query: getCompanyJobsQuery,
  response: companyJobsPage,
  uses: { table: 'read' },
  summary: "The next page of a company's open jobs, newest first (its public page's Load more).",
});
export const uploadCompanyLogo = route('uploadCompanyLogo', {
  method: 'PUT',
  path: '/api/upload-company-logo',
  access: 'member',
  bodyKind: 'multipart',
  handler: 'companies/handlers/upload-company-logo',
  response: userResponse,
  // files: logos written; photos read to sign the answer's photo link.
  uses: { table: 'write', files: { logos: 'write', photos: 'read' } },
  summary: "Stores the company's logo (multipart field logo: PNG, JPEG or WebP up to 1 MB), resized; any member may.",
});
