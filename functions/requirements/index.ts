// The entrance to requirements/: what the areas above it, the flows and the handlers use of it.
// Anything not exported here is the area's own (eslint.config.js, areaLayers).
export { requirementKey, requirementListKeys } from './requirements.js';
