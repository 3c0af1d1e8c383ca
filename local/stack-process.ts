// Runs the local stack the way a user does (`tsx local/start.ts`), as a child process on
// free ports with its own throw-away data folder, and stops it with SIGTERM like Ctrl-C.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface StackInfo {
  appUrl: string;
  mailboxUrl: string;
  env: Record<string, string>;
  dataDir: string;
}

export interface StackProcess extends StackInfo {
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * `count` distinct free ports. Each is held open until all are known: ports asked one after
 * another can repeat (a port closed a moment ago may be handed out again), and two emulators
 * given the same port made the stack wait for one that another was answering for.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * `webDir`: an already-built SPA to serve as it is (LOCAL_WEB_DIR) instead of web/dist.
 * `onOutput`: told what the stack has printed when it is ready, then all it prints after.
 */
export async function startStackProcess(
  options: {
    dataDir?: string;
    timeoutMs?: number;
    webDir?: string;
    onOutput?: (text: string) => void;
    /** The ports of an earlier stack on the same data, as `npm start` keeps them (tokens name the issuer's). */
    samePortsAs?: StackInfo;
  } = {},
): Promise<StackProcess> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hiring-stack-'));
  const [app, dynamodb, s3, cognito, ses] = options.samePortsAs
    ? [
        options.samePortsAs.appUrl,
        options.samePortsAs.env.DYNAMODB_ENDPOINT,
        options.samePortsAs.env.S3_ENDPOINT,
        options.samePortsAs.env.COGNITO_ENDPOINT,
        options.samePortsAs.mailboxUrl,
      ].map((url) => Number(new URL(url!).port))
    : ((await freePorts(5)) as [number, number, number, number, number]);
  const tsx = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
  const child = spawn(process.execPath, [tsx, 'local/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOCAL_DATA_DIR: dataDir,
      PORT: String(app),
      LOCAL_DYNAMODB_PORT: String(dynamodb),
      LOCAL_S3_PORT: String(s3),
      LOCAL_COGNITO_PORT: String(cognito),
      LOCAL_SES_PORT: String(ses),
      STACK_READY_JSON: 'true',
      STACK_EXIT_ON_STDIN_END: 'true',
      // Conversions at the snapshot's rates, whatever the day and the network.
      LOCAL_REFERENCE_RATES: 'snapshot',
      ...(options.webDir ? { LOCAL_WEB_DIR: options.webDir } : {}),
    },
    // The stack stops when this pipe closes, i.e. when this process ends in any way.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const info = await new Promise<Omit<StackInfo, 'dataDir'>>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`The local stack did not start within ${(options.timeoutMs ?? 180_000) / 1000} s:\n${output}`));
    }, options.timeoutMs ?? 180_000);
    const collect = (chunk: Buffer) => (output += chunk.toString());
    const onData = (chunk: Buffer) => {
      collect(chunk);
      const line = output.split('\n').find((entry) => entry.startsWith('STACK_READY '));
      if (line) {
        clearTimeout(timer);
        // Ready: from now on the output is handed on or drained, not kept (a long load would
        // grow it without end and re-split all of it on every chunk).
        options.onOutput?.(output);
        const handOn = (chunk: Buffer) => options.onOutput?.(chunk.toString());
        child.stdout!.off('data', onData).on('data', handOn);
        child.stderr!.off('data', collect).on('data', handOn);
        resolve(JSON.parse(line.slice('STACK_READY '.length)) as Omit<StackInfo, 'dataDir'>);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The local stack exited with code ${code} before it was ready:\n${output}`));
    });
  });
  return {
    ...info,
    dataDir,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The stack handed over by test/run-all.ts through the environment, if any. */
export function stackFromEnv(): StackInfo | undefined {
  const raw = process.env.TEST_STACK;
  return raw ? (JSON.parse(raw) as StackInfo) : undefined;
}

/** `npm run send-alerts` against the given stack, as a user runs it beside `npm start`: its output. */
export function runSendAlerts(stack: StackInfo): Promise<{ code: number | null; output: string }> {
  const port = (url: string | undefined) => new URL(url ?? '').port;
  const tsx = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
  const child = spawn(process.execPath, [tsx, 'local/send-alerts.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOCAL_DATA_DIR: stack.dataDir,
      PORT: port(stack.appUrl),
      LOCAL_DYNAMODB_PORT: port(stack.env.DYNAMODB_ENDPOINT),
      LOCAL_S3_PORT: port(stack.env.S3_ENDPOINT),
      LOCAL_COGNITO_PORT: port(stack.env.COGNITO_ENDPOINT),
      LOCAL_SES_PORT: port(stack.env.SES_ENDPOINT),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
