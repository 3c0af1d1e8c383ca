// The entrance to trust/: what the areas above it, the flows and the handlers use of it.
// Anything not exported here is the area's own (eslint.config.js, areaLayers).
export {
  jobSignals,
  messageSignals,
  payOutOfLine,
  SCAM_SIGNAL_REASONS,
  SCAM_SIGNALS,
  textSignals,
  type JobText,
  type ScamSignal,
} from './scam-signals.js';
export {
  closeTargetWrite,
  fileReport,
  flaggedMessageWrite,
  getTarget,
  holdQueueWrite,
  queuePage,
  type QueuedTarget,
  type ReportItem,
  type TargetFacts,
  type TargetItem,
  type TargetRef,
} from './review-queue.js';
export { auditPage, writeAuditEntry } from './audit-log.js';
export { TRUST_LIMITS } from './trust-limits.js';
export { companySuspendedEmail, companyUnsuspendedEmail, jobRemovedEmail } from './moderation-emails.js';
