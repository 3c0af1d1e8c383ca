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
