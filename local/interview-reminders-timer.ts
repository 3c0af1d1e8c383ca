// The local stack's stand-in for the interviews' one-time EventBridge Scheduler schedules
// (interviews/reminder-schedules.ts): `npm start` sends the due reminders every minute from the
// table's sparse index. The handlers' environment must be set first.
export const INTERVIEW_REMINDERS_EVERY_MS = 60 * 1000;

async function runOnce(log: (line: string) => void): Promise<void> {
  try {
    const { sendDueInterviewReminders } = await import('#functions/interviews/interview-reminders.js');
    const { siteLink } = await import('#platform/http/site-link.js');
    const sent = await sendDueInterviewReminders(siteLink);
    if (sent > 0) log(`Interviews: ${sent} reminder${sent === 1 ? '' : 's'} sent.`);
  } catch (error) {
    log(`Interviews: the reminders failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Runs now and every INTERVIEW_REMINDERS_EVERY_MS; answers how to stop. */
export function scheduleInterviewReminders(log: (line: string) => void): { stop(): void } {
  void runOnce(log);
  const timer = setInterval(() => void runOnce(log), INTERVIEW_REMINDERS_EVERY_MS);
  return { stop: () => clearInterval(timer) };
}
