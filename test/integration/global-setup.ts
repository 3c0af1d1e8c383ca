// Integration tests run against a real local stack: the one test/run-all.ts started (it
// passes it in TEST_STACK), or one started here for `npm run test:integration` alone.
import type { TestProject } from 'vitest/node';
import { startStackProcess, stackFromEnv, type StackInfo } from '../../local/stack-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

export default async function setup(project: TestProject) {
  const given = stackFromEnv();
  if (given) {
    project.provide('stack', given);
    return;
  }
  const stack = await startStackProcess();
  project.provide('stack', {
    appUrl: stack.appUrl,
    mailboxUrl: stack.mailboxUrl,
    env: stack.env,
    dataDir: stack.dataDir,
  });
  return () => stack.stop();
}
