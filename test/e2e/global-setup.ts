// Starts a local stack for `npm run test:e2e` alone; under `npm test` the stack is given.
import { startStackProcess } from '../../local/stack-process.js';

export default async function globalSetup() {
  if (process.env.TEST_STACK) return;
  const stack = await startStackProcess();
  process.env.TEST_STACK = JSON.stringify({
    appUrl: stack.appUrl,
    mailboxUrl: stack.mailboxUrl,
    env: stack.env,
    dataDir: stack.dataDir,
  });
  return async () => stack.stop();
}
