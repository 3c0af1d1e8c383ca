// `npm run reset`: wipes the local stack's data (table, files, users, secrets).
import fs from 'node:fs';
import { settingsFromEnv } from './settings.js';
import { otherStackUsing } from './start-problems.js';

const { dataDir } = settingsFromEnv();
const pid = otherStackUsing(dataDir);
if (pid) {
  console.error(`The local stack is running (process ${pid}). Stop it with Ctrl-C, then run npm run reset again.`);
  process.exit(1);
}
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`Local data wiped: ${dataDir}`);
