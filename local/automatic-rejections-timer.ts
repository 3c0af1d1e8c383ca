// The local stack's stand-in for the CDK app's five-minute rule of automatic rejections
// (applications/automatic-rejections.ts, then the held stage emails of stage-emails.ts):
// `npm start` does the due ones every minute. The handlers' environment must be set first.
export const AUTOMATIC_REJECTIONS_EVERY_MS = 60 * 1000;

async function runOnce(log: (line: string) => void): Promise<void> {
  try {
    const { rejectDueApplications } = await import('#functions/flows/automatic-rejections.js');
    const { siteLink } = await import('#platform/http/site-link.js');
    const { sendHeldStageEmails } = await import('#functions/applications/stage-emails.js');
    const run = { siteLink, now: () => new Date() };
    const report = await rejectDueApplications(run);
    if (report.rejected + report.failed > 0)
      log(
        `Applications: ${report.rejected} rejected automatically, ${report.failed} failed (logged; the next run tries them again).`,
      );
    const emails = await sendHeldStageEmails(run);
    if (emails.sent + emails.failed > 0)
      log(
        `Applications: ${emails.sent} held stage email${emails.sent === 1 ? '' : 's'} sent, ${emails.failed} failed (logged; the next run tries them again).`,
      );
  } catch (error) {
    log(`Applications: the automatic rejections failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Runs now and every AUTOMATIC_REJECTIONS_EVERY_MS; answers how to stop. */
export function scheduleAutomaticRejections(log: (line: string) => void): { stop(): void } {
  void runOnce(log);
  const timer = setInterval(() => void runOnce(log), AUTOMATIC_REJECTIONS_EVERY_MS);
  return { stop: () => clearInterval(timer) };
}
