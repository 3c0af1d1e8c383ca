// Figure: `npm start` again on the biggest table the bench seeded (100,000 jobs with their
// search entries), as a user restarts on their data: the time until the stack is ready, that
// no data migration runs, the stack's peak memory meanwhile, and the screens and calls a
// visitor meets first, each answered.
import type { LoadRequest } from './latency.js';
import { samplePeakMemory } from './memory.js';
import { startStackProcess, type StackProcess } from '../local/stack-process.js';

export interface RestartFigure {
  jobs: number;
  readyMs: number;
  /** The stack printed that it migrates data: it must not, on a table it made itself. */
  migrated: boolean;
  peakMemoryBytes: number;
  /** What each first screen or call answered (its HTTP status). */
  answers: { path: string; status: number }[];
}

/** Ready within this on a table of 100,000 jobs (issue: a big local table starts). */
export const RESTART_READY_MS = 60_000;

export async function measureRestart(
  stack: StackProcess,
  jobs: number,
  /** `signedIn`: calls of signed-in users made before the restart (their sessions survive it). */
  options: { webDir?: string; signedIn: LoadRequest[] },
): Promise<{ stack: StackProcess; figure: RestartFigure }> {
  await stack.stop();
  let output = '';
  const started = performance.now();
  const restarted = await startStackProcess({
    dataDir: stack.dataDir,
    samePortsAs: stack,
    webDir: options.webDir,
    onOutput: (text) => (output += text),
  });
  const readyMs = Math.round(performance.now() - started);
  const memory = samplePeakMemory(restarted.child.pid!);
  const answers: RestartFigure['answers'] = [];
  const ask = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(new URL(path, restarted.appUrl), { headers });
    answers.push({ path, status: response.status });
    return response;
  };
  for (const page of ['/home', '/find-work', '/login']) await ask(page);
  const found = (await (await ask('/api/search-jobs?page=1')).json()) as { data?: { jobs?: { _id: string }[] } };
  await ask('/api/search-jobs?page=1&jobTitle=engineer');
  await ask('/api/search-jobs?page=1&jobType=full-time&jobTitle=senior%20sof');
  await ask(
    '/api/search-jobs?page=1&minPay=50000&payCurrency=USD&applyFrom=Germany&timeZone=Europe%2FBerlin&overlapHours=4',
  );
  await ask('/api/get-departments');
  if (!found.data?.jobs?.length) answers.push({ path: 'a job in the first search page', status: 0 });
  for (const request of options.signedIn) await ask(request.path, request.headers);
  // Give a migration that would start in the background the time to say so.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const peakMemoryBytes = memory.stop();
  return {
    stack: restarted,
    figure: { jobs, readyMs, migrated: /migrat/i.test(output), peakMemoryBytes, answers },
  };
}
