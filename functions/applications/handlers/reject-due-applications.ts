import { rejectDueApplications } from '#functions/flows/automatic-rejections.js';
import { sendHeldStageEmails } from '../stage-emails.js';
import { logger } from '#platform/observability/logger.js';
import { taskHandler } from '#platform/observability/observability.js';
import { siteLink } from '#platform/http/site-link.js';

// Run every five minutes by an EventBridge rule (infra/schedule-stack.ts); locally by the
// stack's timer. The pipeline's due work: rejects the applications whose automatic rejection is
// due (automatic-rejections.ts), then sends the stage emails held back while a candidate's last
// one was recent (stage-emails.ts). One that fails does not stop the others; the run then fails
// as a whole, so the operators' alarm goes off, and the next run tries it again.
export const handler = taskHandler(async () => {
  const run = { siteLink, now: () => new Date() };
  const report = await rejectDueApplications(run);
  if (report.rejected + report.failed > 0) logger.info('automatic rejections done', { ...report });
  const emails = await sendHeldStageEmails(run);
  if (emails.sent + emails.failed > 0) logger.info('held stage emails done', { ...emails });
  const failed = report.failed + emails.failed;
  if (failed > 0) throw new Error(`pipeline run: ${failed} left for the next run`);
  return { ...report, heldEmails: emails };
});
