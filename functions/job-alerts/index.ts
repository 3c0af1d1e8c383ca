// The entrance to job-alerts/: what the flows and the handlers use of it.
// Anything not exported here is the area's own (eslint.config.js, areaLayers).
export {
  ALERTS_PER_MESSAGE_BATCH,
  alertRefSchema,
  type AlertRef,
  digestQueuedAlert,
  enqueueActiveAlerts,
  type Pace,
} from './job-alert-digests.js';
export { DIGEST_BATCH_SIZE, DIGEST_WORKERS, workerPacer } from './digest-pacing.js';
export { sendToDigestQueue } from './digest-queue.js';
