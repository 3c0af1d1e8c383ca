// Starts an emulator as a child process with its output in a log file, and stops it for
// sure: SIGTERM first, SIGKILL if it lingers.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface ChildService {
  name: string;
  child: ChildProcess;
  logFile: string;
  /** Set when the command could not be started at all (e.g. java is not installed). */
  spawnError?: Error;
  stop(): Promise<void>;
}

/** Spawns the service, and stops it again if `ready` fails (no half-started leftovers). */
export async function startChildUntilReady(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; logDir: string },
  ready: (service: ChildService) => Promise<void>,
): Promise<ChildService> {
  const service = startChild(name, command, args, options);
  try {
    await ready(service);
    return service;
  } catch (error) {
    await service.stop();
    throw error;
  }
}

export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; logDir: string },
): ChildService {
  fs.mkdirSync(options.cwd, { recursive: true });
  fs.mkdirSync(options.logDir, { recursive: true });
  const logFile = path.join(options.logDir, `${name}.log`);
  const log = fs.openSync(logFile, 'a');
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    // A pipe on stdin that only this process holds: the children exit when it closes,
    // so they never outlive the stack, even if it is killed outright.
    stdio: ['pipe', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('close', () => resolve());
  });
  const service: ChildService = {
    name,
    child,
    logFile,
    async stop() {
      if (service.spawnError || child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
  child.on('error', (error) => {
    service.spawnError = error;
  });
  return service;
}

export function tailOf(file: string, lines = 20): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Polls `check` until it resolves true, or fails with the service's log tail. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  service?: ChildService,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (service?.spawnError) throw new Error(`${what} could not be started: ${service.spawnError.message}`);
    if (service && (service.child.exitCode !== null || service.child.signalCode !== null)) {
      throw new Error(`${what} exited early. Its log (${service.logFile}):\n${tailOf(service.logFile)}`);
    }
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      const log = service ? `\nIts log (${service.logFile}):\n${tailOf(service.logFile)}` : '';
      throw new Error(`${what} did not start within ${Math.round(timeoutMs / 1000)} s.${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
