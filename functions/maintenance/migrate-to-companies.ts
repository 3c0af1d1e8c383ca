import { migrateToCompanies } from '#commons/data/company-migration.js';
import { logger } from '#commons/helpers/logger.js';

// Run once per deploy by a CDK trigger (infra/api-stack.ts), after the table exists; the
// local stack calls migrateToCompanies itself on every start. Idempotent.
export const handler = async () => {
  const report = await migrateToCompanies();
  logger.info('migration to companies done', { ...report });
  return report;
};
