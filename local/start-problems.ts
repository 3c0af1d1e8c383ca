// What went wrong when the local stack cannot start or an emulator stops, said so that a
// newcomer knows what to do. None of it touches the data folder: the data is always kept.
import fs from 'node:fs';
import path from 'node:path';
import { tailOf } from './child-process.js';
import type { StackSettings } from './settings.js';

/** Where a running stack writes its process id (stack.ts), removed when it stops. */
export const stackPidFile = (dataDir: string) => path.join(dataDir, 'stack.pid');

/** The process of another `npm start` that is using this data folder, if one is running. */
export function otherStackUsing(dataDir: string): number | undefined {
  const pid = Number(fs.existsSync(stackPidFile(dataDir)) ? fs.readFileSync(stackPidFile(dataDir), 'utf8') : NaN);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    // A file left by a stack that was killed, its number since given to another program.
    const commandLine = `/proc/${pid}/cmdline`;
    if (fs.existsSync(commandLine) && !fs.readFileSync(commandLine, 'utf8').includes('node')) return undefined;
    return pid;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

export class StackInUse extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another npm start (process ${pid}) is using ${dataDir}. Stop it first (Ctrl-C in its terminal), or give this one its own folder: LOCAL_DATA_DIR=.local-2 npm start.`,
    );
  }
}

const ranOutOfHeap = (logFile: string) =>
  /OutOfMemoryError|Terminating due to java\.lang\.OutOfMemory/.test(tailOf(logFile, 200));

/** The advice for DynamoDB Local out of heap: a bigger one, with the variable that sets it. */
export function heapAdvice(settings: StackSettings): string {
  const bigger = /^(\d+)g$/i.test(settings.dynamodbHeap)
    ? `${Number(/^(\d+)/.exec(settings.dynamodbHeap)![1]) * 2}g`
    : '2g';
  return `DynamoDB Local ran out of memory (its Java heap is ${settings.dynamodbHeap}). Start again with a bigger one: LOCAL_DYNAMODB_HEAP=${bigger} npm start.`;
}

/** What to print when startStack failed: the reason, what to do, and that the data is kept. */
export function explainStartFailure(error: unknown, settings: StackSettings): string {
  const message = error instanceof Error ? error.message : String(error);
  const lines = [`The local stack could not start: ${message}`];
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE')
    lines.push(
      `Port ${settings.ports.app} is taken, perhaps by another npm start. Stop that program, or choose another port: PORT=3001 npm start.`,
    );
  if (ranOutOfHeap(path.join(settings.dataDir, 'logs', 'dynamodb.log'))) lines.push(heapAdvice(settings));
  if (!(error instanceof StackInUse))
    lines.push(`Your data in ${settings.dataDir} is kept as it was; the emulators' logs are in its logs/ folder.`);
  return lines.join('\n');
}

/** What to print when DynamoDB Local stops while the stack runs. */
export function explainDatabaseStopped(settings: StackSettings, logFile: string): string {
  return [
    'DynamoDB Local stopped: the app cannot read or write data until the stack is started again.',
    ...(ranOutOfHeap(logFile) ? [heapAdvice(settings)] : [`Its log: ${logFile}`]),
    `Your data in ${settings.dataDir} is kept. Press Ctrl-C, then npm start.`,
  ].join('\n');
}
