// `npm start`: runs the whole product locally. Ctrl-C stops it and every child process.
import './quiet-sdk-warning.js';
import { scheduleAccountCleanup } from './account-cleanup-timer.js';
import { scheduleAutomaticRejections } from './automatic-rejections-timer.js';
import { scheduleInterviewReminders } from './interview-reminders-timer.js';
import { scheduleJobAlertDigests } from './job-alerts-timer.js';
import { refreshesReferenceRates, scheduleReferenceRates } from './reference-rates-timer.js';
import { settingsFromEnv } from './settings.js';
import { startStack } from './stack.js';
import { explainStartFailure } from './start-problems.js';

const settings = settingsFromEnv();
const log = (line: string) => console.log(line);

try {
  const stack = await startStack(settings, log);
  log('');
  log(`  App:     ${stack.appUrl}`);
  log(`  Mailbox: ${stack.mailboxUrl}   (emails the app sends, such as confirmation codes)`);
  log(`  Data:    ${settings.dataDir}   (npm run reset wipes it)`);
  const digests = scheduleJobAlertDigests(log);
  log(
    `  Alerts:  job alert emails go out once a day, next at ${digests.nextRunAt.toLocaleString()}   (npm run send-alerts sends them now)`,
  );
  const cleanup = scheduleAccountCleanup(log);
  const rejections = scheduleAutomaticRejections(log);
  const reminders = scheduleInterviewReminders(log);
  const rates = refreshesReferenceRates() ? scheduleReferenceRates(log) : undefined;
  log('');
  log('Ready. Press Ctrl-C to stop.');
  // One machine-readable line for the test harness, which runs this file as a child.
  if (process.env.STACK_READY_JSON === 'true')
    console.log(
      `STACK_READY ${JSON.stringify({ appUrl: stack.appUrl, mailboxUrl: stack.mailboxUrl, env: stack.env })}`,
    );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`\n${signal} received: stopping...`);
    digests.stop();
    cleanup.stop();
    rejections.stop();
    reminders.stop();
    rates?.stop();
    stack.stop().then(
      () => {
        log('Stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error('Stopping failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // Run by the test harness: stop when the harness goes, even if it was killed outright.
  if (process.env.STACK_EXIT_ON_STDIN_END === 'true') {
    process.stdin.on('close', () => shutdown('end of input'));
    process.stdin.resume();
  }
} catch (error) {
  console.error(`\n${explainStartFailure(error, settings)}`);
  process.exit(1);
}
