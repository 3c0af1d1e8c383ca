// The local stack's stand-in for the CDK app's daily EventBridge rule: `npm start` runs the job
// alert digest every 24 hours (npm run send-alerts runs it at once): the same two steps as the
// queue and its workers in AWS, with an in-process queue in place of SQS, drained before the
// report. The handlers' environment must be set first (startStack does).
import type { DigestReport } from '#functions/flows/daily-digests.js';

export const DIGEST_EVERY_MS = 24 * 60 * 60 * 1000;

/** One run of the digest against the stack whose environment is set, as one line of text. */
export async function runJobAlertDigests(): Promise<{ report: DigestReport; line: string }> {
  const { sendDailyDigests } = await import('#functions/flows/daily-digests.js');
  const report = await sendDailyDigests();
  const failed = report.failed > 0 ? `, ${report.failed} failed (logged; the next run tries them again)` : '';
  const line = `Daily digests: ${report.checked} checked, ${report.sent} ${report.sent === 1 ? 'email' : 'emails'} sent${failed}.`;
  return { report, line };
}

/** Runs the digest every DIGEST_EVERY_MS from now; answers when the first run is and how to stop. */
export function scheduleJobAlertDigests(log: (line: string) => void): { nextRunAt: Date; stop(): void } {
  const timer = setInterval(() => {
    runJobAlertDigests().then(
      ({ line }) => log(line),
      (error: unknown) =>
        log(`Daily digests: the run failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, DIGEST_EVERY_MS);
  return { nextRunAt: new Date(Date.now() + DIGEST_EVERY_MS), stop: () => clearInterval(timer) };
}
