// Company pages (docs/data-model.md, pattern 40) on a table of companies made before them:
//   - a company without a slug gets one made from its name (its own, or with four random hex
//     digits when taken), claimed and set in one transaction conditioned on it still having
//     none, so a run twice, or a member who chose one meanwhile, changes nothing; its jobs take
//     the slug through the rename queue, as after a bio update;
//   - a company with an open job is listed among the hiring companies (the sitemap), from its
//     counts, as every later post or close keeps it (jobs/company-job-lists.ts).
// A Scan: no key lists every company.
import { mapInBatches } from '#platform/async/in-batches.js';
import { getItem, transact } from '#platform/dynamodb/table.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';
import { companyJobCountsKey, companyRenameOf, keepHiringListing, queueCompanyRename } from '#functions/jobs/index.js';
import { firstSlugWrites, type CompanyItem } from '#functions/teams/index.js';
import { scanPage, type Cursor, type Migration } from './migration.js';

/** Gives the company a slug unless it has one; answers whether it did. */
async function slugCompany(company: CompanyItem): Promise<boolean> {
  if (company.slug) return false;
  try {
    const { slug, writes } = await firstSlugWrites(company);
    await transact(writes);
    await queueCompanyRename(companyRenameOf({ ...company, slug }));
    return true;
  } catch (error) {
    // Given one meanwhile (another run, or its members), or the slug just taken: the next run retries.
    if (conditionFailed(error)) return false;
    throw error;
  }
}

async function listIfHiring(company: CompanyItem): Promise<void> {
  const { Item } = await getItem({ Key: companyJobCountsKey(company.companyID), ConsistentRead: true });
  if (Item) await keepHiringListing(company.companyID, Item);
}

export const migrateToCompanyPages: Migration = {
  id: 'company-pages',
  async step(cursor, pageSize) {
    const page = await scanPage(
      {
        FilterExpression: 'begins_with(PK, :company) AND SK = :sk',
        ExpressionAttributeValues: { ':company': 'COMPANY#', ':sk': 'COMPANY' },
      },
      cursor?.key as Cursor | undefined,
      pageSize,
    );
    const companies = page.items as unknown as CompanyItem[];
    const slugged = await mapInBatches(companies, slugCompany);
    await mapInBatches(companies, listIfHiring);
    return {
      next: page.next ? { key: page.next } : undefined,
      counts: { itemsRead: page.read, companiesSlugged: slugged.filter(Boolean).length },
    };
  },
};
