import { migrateToCompanies } from '#commons/data/company-migration.js';
import { migrateSearchToWords } from '#commons/data/search-migration.js';
import { listOldUnconfirmedSignups } from '#commons/data/unconfirmed-migration.js';
import { logger } from '#commons/helpers/logger.js';
import { taskHandler } from '#commons/helpers/observability.js';

// Run once per deploy by a CDK trigger (infra/api-stack.ts), after the table exists; the
// local stack calls the same migrations itself on every start. Each is idempotent, and they
// run in the order the data changed.
export const handler = taskHandler(async () => {
  const companies = await migrateToCompanies();
  logger.info('migration to companies done', { ...companies });
  const search = await migrateSearchToWords();
  logger.info('migration of search to title words done', { ...search });
  const unconfirmed = await listOldUnconfirmedSignups();
  logger.info('listing of old unconfirmed sign-ups done', { ...unconfirmed });
  return { companies, search, unconfirmed };
});
