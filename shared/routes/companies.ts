// The route table, companies: a company's public side (docs/product/companies.md), its logo,
// the open jobs of its public page and candidates following it. One entry per call: see
// shared/routes.ts for what reads the table. The page itself is a site function, not a call (infra/api-stack.ts COMPANY_PAGE).
import { userResponse } from '../schemas/accounts.js';
import { companyJobsPage, getCompanyJobsQuery } from '../schemas/companies.js';
import {
  confirmCompanyVerificationBody,
  confirmCompanyVerificationResponse,
  startCompanyVerificationBody,
  startCompanyVerificationResponse,
} from '../schemas/company-verification.js';
import {
  companyNewsEmailsBody,
  companyNewsEmailsResponse,
  followCompanyBody,
  followResponse,
  followStatusResponse,
  getFollowedCompaniesQuery,
  getFollowedCompaniesResponse,
  getFollowStatusQuery,
  unfollowCompanyQuery,
} from '../schemas/follows.js';
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
export const followCompany = route('followCompany', {
  method: 'PUT',
  path: '/api/follow-company',
  access: 'candidate',
  bodyKind: 'json',
  handler: 'companies/handlers/follow-company',
  body: followCompanyBody,
  response: followResponse,
  uses: { table: 'write' },
  summary: 'The caller follows a company (following it again changes nothing; at most 200).',
});
export const unfollowCompany = route('unfollowCompany', {
  method: 'DELETE',
  path: '/api/unfollow-company',
  access: 'candidate',
  bodyKind: 'none',
  handler: 'companies/handlers/unfollow-company',
  query: unfollowCompanyQuery,
  response: followResponse,
  uses: { table: 'write' },
  summary: 'The caller stops following a company (one not followed: nothing to do).',
});
export const getFollowStatus = route('getFollowStatus', {
  method: 'GET',
  path: '/api/get-follow-status',
  access: 'candidate',
  bodyKind: 'none',
  handler: 'companies/handlers/get-follow-status',
  query: getFollowStatusQuery,
  response: followStatusResponse,
  uses: { table: 'read' },
  summary: 'Whether the caller follows a company (its public page’s Follow button).',
});
export const getFollowedCompanies = route('getFollowedCompanies', {
  method: 'GET',
  path: '/api/get-followed-companies',
  access: 'candidate',
  bodyKind: 'none',
  handler: 'companies/handlers/get-followed-companies',
  query: getFollowedCompaniesQuery,
  response: getFollowedCompaniesResponse,
  // files: signs links to the companies' logos.
  uses: { table: 'read', files: { logos: 'read' } },
  summary: 'The companies the caller follows, newest followed first, 10 a page.',
});
export const updateCompanyNewsEmails = route('updateCompanyNewsEmails', {
  method: 'PUT',
  path: '/api/update-company-news-emails',
  access: 'candidate',
  bodyKind: 'json',
  handler: 'companies/handlers/update-company-news-emails',
  body: companyNewsEmailsBody,
  response: companyNewsEmailsResponse,
  uses: { table: 'write' },
  summary: "Turns the daily email of the followed companies' new jobs on or off.",
});
export const startCompanyVerification = route('startCompanyVerification', {
  method: 'POST',
  path: '/api/start-company-verification',
  access: 'member',
  bodyKind: 'json',
  handler: 'companies/handlers/start-company-verification',
  body: startCompanyVerificationBody,
  response: startCompanyVerificationResponse,
  uses: { table: 'write', email: true, secrets: ['codes', 'origin'] },
  summary:
    "Emails a one-time code to an address at the company's website's domain (free email services refused); any member may.",
});
export const confirmCompanyVerification = route('confirmCompanyVerification', {
  method: 'POST',
  path: '/api/confirm-company-verification',
  access: 'member',
  bodyKind: 'json',
  handler: 'companies/handlers/confirm-company-verification',
  body: confirmCompanyVerificationBody,
  response: confirmCompanyVerificationResponse,
  // files: photos and logos read to sign the answer's links.
  uses: { table: 'write', files: { photos: 'read', logos: 'read' }, companyRenames: true, secrets: ['codes'] },
  summary: 'Marks the company verified with the domain of the address the code went to, and puts the mark on its jobs.',
});
