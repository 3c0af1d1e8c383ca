// The public page of one company (shared/company-page.ts): the slug's item names the company
// (one GetItem), the company item (one GetItem) and its first open jobs (one Query of 11),
// however many jobs and followers it has. An old slug answers with the current one, for the
// handler's 301; a slug whose company is gone is a deleted company's (410).
import type { CompanyPageData } from '#shared/company-page.js';
import { getCompany, getSlug, toCompanyProfile, type CompanyItem } from '#functions/teams/index.js';
import { companyOpenJobs } from './company-jobs.js';

export type CompanyPageRead =
  | { redirectTo: string }
  | {
      page: CompanyPageData;
      /** The company item of a company's page, for what only the server writes (its Organization). */
      company?: CompanyItem;
    };

export async function readCompanyPage(slug: string): Promise<CompanyPageRead> {
  const slugItem = await getSlug(slug);
  if (!slugItem) return { page: { state: 'unknown', slug } };
  const company = await getCompany(slugItem.companyID);
  if (!company) return { page: { state: 'deleted', slug } };
  if (company.slug && company.slug !== slug) return { redirectTo: company.slug };
  const [profile, jobs] = await Promise.all([toCompanyProfile(company), companyOpenJobs(company.companyID)]);
  return {
    page: {
      state: 'company',
      slug,
      company: profile,
      jobs: jobs.jobs,
      ...(jobs.pagination.nextCursor ? { nextCursor: jobs.pagination.nextCursor } : {}),
    },
    company,
  };
}
