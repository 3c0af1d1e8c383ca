// `npm run reset`: wipes the local stack's data (table, files, users, secrets).
import fs from 'node:fs';
import path from 'node:path';
import { settingsFromEnv } from './settings.js';

const { dataDir } = settingsFromEnv();
const pidFile = path.join(dataDir, 'stack.pid');
const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8')) : NaN;
let running = false;
if (Number.isInteger(pid)) {
  try {
    process.kill(pid, 0);
    running = true;
  } catch {
    running = false;
  }
}
if (running) {
  console.error(`The local stack is running (process ${pid}). Stop it with Ctrl-C, then run npm run reset again.`);
  process.exit(1);
}
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`Local data wiped: ${dataDir}`);
