// The local stack's stand-in for the company rename queue and its worker (infra/schedule-stack.ts):
// the bio update's messages go to an in-process queue, drained at once by the same handler AWS
// runs on SQS, one message at a time. A message that fails is tried again after a pause, a few
// times, as SQS would hand it back. Nothing of it outlives the process: a rename cut short by a
// stop is finished by the company's next save. The handlers' environment must be set first.
import type { SQSEvent, SQSBatchResponse } from 'aws-lambda';
import type { CompanyWork } from '#functions/jobs/company-rename.js';
import { localInvocation } from './gateway.js';

/** Tries of one message in all, and the pause before each retry (SQS's visibility timeout, shortened). */
const MAX_RECEIVES = 5;
const RETRY_AFTER_MS = 2000;

interface Queued {
  message: CompanyWork;
  receives: number;
}

export interface LocalCompanyRenames {
  /** Takes no more messages and waits for the one under way. */
  stop(): Promise<void>;
}

export async function startCompanyRenames(log: (line: string) => void): Promise<LocalCompanyRenames> {
  const { deliverCompanyRenamesInProcess } = await import('#functions/jobs/company-rename.js');
  const { handler } = await import('#functions/jobs/handlers/rename-company-jobs.js');
  const queue: Queued[] = [];
  const retries = new Set<NodeJS.Timeout>();
  let draining: Promise<void> | undefined;
  let stopped = false;

  const work = async ({ message, receives }: Queued) => {
    const event = {
      Records: [{ messageId: crypto.randomUUID(), body: JSON.stringify(message) }],
    } as unknown as SQSEvent;
    let failed: boolean;
    try {
      const answer = (await handler(event, localInvocation('renameCompanyJobs'))) as SQSBatchResponse;
      failed = answer.batchItemFailures.length > 0;
    } catch {
      failed = true;
    }
    if (!failed) return;
    if (receives >= MAX_RECEIVES) {
      log(`Company rename: jobs of company ${message.companyID} not renamed (logged); its next save tries again.`);
      return;
    }
    const retry = setTimeout(() => {
      retries.delete(retry);
      enqueue({ message, receives: receives + 1 });
    }, RETRY_AFTER_MS);
    retries.add(retry);
  };

  const drain = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await work(next);
    draining = undefined;
  };

  function enqueue(queued: Queued) {
    if (stopped) return;
    queue.push(queued);
    // Never in the request that queued it: the drain starts on a later turn of the event loop.
    draining ??= new Promise<void>((resolve) => setImmediate(resolve)).then(drain);
  }

  deliverCompanyRenamesInProcess((message) => enqueue({ message, receives: 1 }));
  return {
    stop: async () => {
      // Messages that come after are dropped, as a stop in the middle would lose them anyway.
      stopped = true;
      for (const retry of retries) clearTimeout(retry);
      retries.clear();
      queue.length = 0;
      await draining;
    },
  };
}
