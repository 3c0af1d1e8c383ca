// `npm test`: every test layer, in order, against one local stack started once.
//   1. type check (functions, shared, local, infra, tests; and the web app), lint (ESLint)
//      and formatting (Prettier --check), two at a time (each keeps one core busy)
//   2. unit, web component and infrastructure tests (no stack)
//   3. the local stack, started as `npm start` would, on free ports and a fresh data folder
//   4. integration tests, the benchmark and soak smokes (bench/run.ts --smoke, and with
//      --soak; each its own small stack),
//      then browser tests (one worker) against that stack
// It stops the stack whatever happens, prints one closing line with the counts, and
// exits non-zero if anything failed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import '../local/quiet-sdk-warning.js';
import { repoRoot, startStackProcess, type StackProcess } from '../local/stack-process.js';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
/** Each failed test's name and the first line of why, repeated at the end: CI keeps only the tail of the output. */
const failedTests: string[] = [];
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hiring-test-reports-'));
const bin = (name: string) => path.join(repoRoot, 'node_modules/.bin', name);

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  console.log(`\n=== ${label}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => {
      console.log(
        `=== ${label}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${Math.round((Date.now() - started) / 1000)} s`,
      );
      if (code !== 0) failures.push(label);
      resolve(code === 0);
    });
  });
}

function addVitestCounts(file: string) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: {
      name: string;
      message?: string;
      assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
    }[];
  };
  for (const result of report.testResults) {
    const where = path.relative(repoRoot, result.name);
    // A file that failed to load has no assertions, only its message.
    if (result.assertionResults.length === 0 && result.message)
      failedTests.push(`${where}: ${firstLine(result.message)}`);
    for (const assertion of result.assertionResults.filter((one) => one.status === 'failed'))
      failedTests.push(`${where} > ${assertion.fullName}: ${firstLine(assertion.failureMessages[0] ?? '')}`);
  }
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  total.skipped += report.numPendingTests + report.numTodoTests;
}

const firstLine = (text: string) => text.trim().split('\n')[0]!.slice(0, 300);

function addPlaywrightCounts(file: string) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  total.passed += report.stats.expected + report.stats.flaky;
  total.failed += report.stats.unexpected;
  total.skipped += report.stats.skipped;
}

const vitest = (label: string, projects: string[], env: NodeJS.ProcessEnv = {}) => {
  const output = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  return run(
    label,
    bin('vitest'),
    [
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    env,
  ).then((ok) => {
    addVitestCounts(output);
    return ok;
  });
};

let stack: StackProcess | undefined;
const stopStack = async () => {
  if (!stack) return;
  const running = stack;
  stack = undefined;
  await running.stop();
  fs.rmSync(running.dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => void stopStack().then(() => process.exit(130)));
process.on('SIGTERM', () => void stopStack().then(() => process.exit(143)));

try {
  await Promise.all([
    run('type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']).then(() =>
      run('formatting', bin('prettier'), ['--check', '.', '--log-level=warn']),
    ),
    run('type check (web)', bin('tsc'), ['--noEmit', '-p', 'web/tsconfig.json']).then(() =>
      run('lint', bin('eslint'), ['.', '--max-warnings=0']),
    ),
  ]);
  await vitest('unit, web and infra tests', ['unit', 'web', 'infra']);

  console.log('\n=== starting the local stack');
  try {
    stack = await startStackProcess();
    console.log(`=== local stack ready at ${stack.appUrl}`);
  } catch (error) {
    failures.push('local stack start');
    console.error(error instanceof Error ? error.message : error);
  }
  if (stack) {
    const TEST_STACK = JSON.stringify({
      appUrl: stack.appUrl,
      mailboxUrl: stack.mailboxUrl,
      env: stack.env,
      dataDir: stack.dataDir,
    });
    await vitest('integration tests', ['integration'], { TEST_STACK });
    // Not a test: the benchmark harness at tiny sizes on its own stack, so it cannot rot.
    await run('benchmark smoke', bin('tsx'), ['bench/run.ts', '--smoke']);
    await run('soak smoke', bin('tsx'), ['bench/run.ts', '--soak', '--smoke']);
    const playwrightReport = path.join(reportDir, 'playwright.json');
    await run('browser tests', bin('playwright'), ['test', '--config', 'test/e2e/playwright.config.ts'], {
      TEST_STACK,
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    });
    addPlaywrightCounts(playwrightReport);
  }
} finally {
  await stopStack();
  fs.rmSync(reportDir, { recursive: true, force: true });
}

console.log('');
for (const failed of failedTests) console.log(`FAILED ${failed}`);
if (failures.length > 0) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(
  `tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(failures.length > 0 || total.failed > 0 ? 1 : 0);
