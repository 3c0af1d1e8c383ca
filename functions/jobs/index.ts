// The entrance to jobs/: what the areas above it, the flows and the handlers use of it.
// Anything not exported here is the area's own (eslint.config.js, areaLayers).
export { newJobsMatching } from './job-search.js';
export { companyRenameOf, queueCompanyRename } from './company-rename.js';
export { deleteJob } from './job-writes.js';
export { holdJob, releaseJob, removeJob } from './job-holds.js';
export {
  applicantCountChange,
  changeApplicantCount,
  companyJobOnly,
  getCompanyJob,
  getJob,
  isFindable,
  jobInsightsKey,
  type JobItem,
  jobKey,
  jobsListedUnder,
  legacyEmployerJobsKey,
  listCompanyJobs,
  newJobInsightsItem,
  newJobLists,
  toJobCard,
  toPublicJob,
} from './jobs.js';
export {
  companyJobCountsKey,
  companyJobsKey,
  companyListKeys,
  companyStateJobsKey,
  getCompanyJobCounts,
  keepHiringListing,
} from './company-job-lists.js';
export { currentReferenceRates } from './reference-rates.js';
