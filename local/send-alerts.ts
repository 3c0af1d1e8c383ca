// `npm run send-alerts`: runs the job alert digest now against the running local stack (npm
// start), with the environment its handlers get; the emails appear in the local mailbox.
import fs from 'node:fs';
import path from 'node:path';
import './quiet-sdk-warning.js';
import { runJobAlertDigests } from './job-alerts-timer.js';
import { settingsFromEnv } from './settings.js';
import { localEndpoints, localEnvironment } from './stack.js';

const settings = settingsFromEnv();
const endpoints = localEndpoints(settings);

async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

if (
  !fs.existsSync(path.join(settings.dataDir, 'stack.pid')) ||
  !(await reachable(endpoints.dynamodb)) ||
  !(await reachable(endpoints.ses))
) {
  console.error('The local stack is not running: start it with npm start (in another terminal), then run this again.');
  process.exit(1);
}

Object.assign(process.env, localEnvironment(settings));
try {
  const { line } = await runJobAlertDigests();
  console.log(line);
  console.log(`Mailbox: http://localhost:${settings.ports.ses}`);
} catch (error) {
  console.error(`The job alert digest failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
