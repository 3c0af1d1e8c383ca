// The local stack's stand-in for the CDK app's hourly clean-up rule: `npm start` finishes
// account deletions that stopped half-way and removes week-old unconfirmed sign-ups, at start
// and every hour (privacy/account-cleanup.ts). The handlers' environment must be set first.
export const CLEANUP_EVERY_MS = 60 * 60 * 1000;

async function runCleanup(log: (line: string) => void): Promise<void> {
  try {
    const { cleanUpAccounts } = await import('#functions/privacy/account-cleanup.js');
    const report = await cleanUpAccounts();
    if (report.deletionsFinished + report.unconfirmedRemoved + report.failed === 0) return;
    log(
      `Accounts: ${report.deletionsFinished} deletions finished, ${report.unconfirmedRemoved} unconfirmed sign-ups removed, ${report.failed} failed (logged; the next run tries them again).`,
    );
  } catch (error) {
    log(`Accounts: the clean-up failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Runs the clean-up now and every CLEANUP_EVERY_MS; answers how to stop. */
export function scheduleAccountCleanup(log: (line: string) => void): { stop(): void } {
  void runCleanup(log);
  const timer = setInterval(() => void runCleanup(log), CLEANUP_EVERY_MS);
  return { stop: () => clearInterval(timer) };
}
