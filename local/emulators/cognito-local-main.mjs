// @ts-check
// The cognito-local child process (started by cognito-local.ts): makes its storage safe to
// write concurrently (stormdb-safe-writes.mjs), then runs cognito-local's own CLI, which
// keeps its data in .cognito under the working directory.
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  cognitoLocalDir,
  cognitoLocalStormDbEngine,
  makeStormDbWritesSafe,
  savesWritten,
} from './stormdb-safe-writes.mjs';

makeStormDbWritesSafe(cognitoLocalStormDbEngine());

// Exit when the stack's stdin pipe closes, so cognito-local never outlives the stack, but
// only once the saves already asked for are on disk.
process.stdin.on('close', () => {
  void savesWritten().finally(() => process.exit(0));
});
process.stdin.resume();

createRequire(import.meta.url)(path.join(cognitoLocalDir, 'lib/bin/start.js'));
