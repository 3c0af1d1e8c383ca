// The entrance to interviews/: what the areas above it, the flows and the handlers use of it.
// Anything not exported here is the area's own (eslint.config.js, areaLayers).
export { cancelInterviewsOfClosed } from './closed-applications.js';
export { allInterviews, renameInInterviews } from './interview-lists.js';
export { toInterview } from './interviews.js';
