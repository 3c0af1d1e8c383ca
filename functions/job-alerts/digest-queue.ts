// The queue between the daily run and the digest workers, in AWS: SendMessageBatch of ten
// alert keys a call. SQS may refuse some entries of a batch while taking the rest: those are
// sent again, a few times, and the run fails if some still are not queued (EventBridge runs it
// again; an alert queued twice is sent once, claimDigest sees to that).
import { SendMessageBatchCommand, type BatchResultErrorEntry } from '@aws-sdk/client-sqs';
import { config } from '#platform/config.js';
import { sqs } from '#platform/clients/sqs.js';
import { withRetries } from '#platform/async/retry.js';

/** Calls of one batch in all: the first and the retries of the entries SQS refused. */
const SEND_ATTEMPTS = 4;

class EntriesNotQueued extends Error {
  constructor(readonly failed: BatchResultErrorEntry[]) {
    super(
      `SQS did not queue ${failed.length} job alert(s): ${failed.map((entry) => `${entry.Code} ${entry.Message ?? ''}`.trim()).join('; ')}`,
    );
    this.name = 'EntriesNotQueued';
  }
}

/** Queues up to ten digests' keys (alerts', followers'); throws when some are still refused after the retries. */
export async function sendToDigestQueue(alerts: readonly object[]): Promise<void> {
  let pending = alerts.map((alert, index) => ({ Id: String(index), MessageBody: JSON.stringify(alert) }));
  await withRetries(
    async () => {
      const { Failed = [] } = await sqs().send(
        new SendMessageBatchCommand({ QueueUrl: config.digestQueueUrl, Entries: pending }),
      );
      if (Failed.length === 0) return;
      const refused = new Set(Failed.map((entry) => entry.Id));
      pending = pending.filter((entry) => refused.has(entry.Id));
      throw new EntriesNotQueued(Failed);
    },
    {
      // An entry SQS blames on the sender (a malformed message) fails the same way again.
      retryable: (error) => error instanceof EntriesNotQueued && error.failed.every((entry) => !entry.SenderFault),
      maxAttempts: SEND_ATTEMPTS,
      capMs: 1000,
      giveUp: (error) => error,
    },
  );
}
