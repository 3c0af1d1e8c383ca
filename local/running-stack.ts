// The scripts that work on the running local stack (npm run send-alerts, npm run operator):
// they stop with a clear sentence when `npm start` is not running.
import fs from 'node:fs';
import path from 'node:path';
import { settingsFromEnv, type StackSettings } from './settings.js';
import { localEndpoints } from './stack.js';

async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** The running stack's settings; exits with a message when it is not running. */
export async function requireRunningStack(): Promise<StackSettings> {
  const settings = settingsFromEnv();
  const endpoints = localEndpoints(settings);
  if (
    !fs.existsSync(path.join(settings.dataDir, 'stack.pid')) ||
    !(await reachable(endpoints.dynamodb)) ||
    !(await reachable(endpoints.ses))
  ) {
    console.error(
      'The local stack is not running: start it with npm start (in another terminal), then run this again.',
    );
    process.exit(1);
  }
  return settings;
}
