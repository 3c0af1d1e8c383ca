import { rejectDueApplications } from '../automatic-rejections.js';
import { logger } from '#platform/observability/logger.js';
import { taskHandler } from '#platform/observability/observability.js';
import { siteLink } from '#platform/http/site-link.js';

// Run every five minutes by an EventBridge rule (infra/schedule-stack.ts); locally by the
// stack's timer. Rejects the applications whose automatic rejection is due
// (automatic-rejections.ts). A rejection that fails does not stop the others; the run then
// fails as a whole, so the operators' alarm goes off, and the next run tries it again.
export const handler = taskHandler(async () => {
  const report = await rejectDueApplications({ siteLink, now: () => new Date() });
  if (report.rejected + report.failed > 0) logger.info('automatic rejections done', { ...report });
  if (report.failed > 0) throw new Error(`automatic rejections: ${report.failed} left for the next run`);
  return report;
});
