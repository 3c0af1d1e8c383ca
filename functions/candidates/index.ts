// The entrance to candidates/: what the areas above it, the flows and the handlers use of it.
// Anything not exported here is the area's own (eslint.config.js, areaLayers).
export {
  CANDIDATE_WORD_INDEX,
  candidateSearchEntries,
  candidateSearchWrites,
  candidateWordOwner,
} from './candidate-search.js';
export { updateCandidateProfile } from './candidates.js';
export { mayOpenCandidate } from './candidate-access.js';
export { checkResumeFile, deleteResume, storeResume } from './resumes.js';
export { saveJob, savedJobKey, savedJobsPage, savedListPK, unsaveJob, type SavedJobItem } from './saved-jobs.js';
