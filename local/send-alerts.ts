// `npm run send-alerts`: runs the job alert digest now against the running local stack (npm
// start), with the environment its handlers get; the emails appear in the local mailbox.
import './quiet-sdk-warning.js';
import { runJobAlertDigests } from './job-alerts-timer.js';
import { requireRunningStack } from './running-stack.js';
import { localEnvironment } from './stack.js';

const settings = await requireRunningStack();
Object.assign(process.env, localEnvironment(settings));
try {
  const { line } = await runJobAlertDigests();
  console.log(line);
  console.log(`Mailbox: http://localhost:${settings.ports.ses}`);
} catch (error) {
  console.error(`The job alert digest failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
