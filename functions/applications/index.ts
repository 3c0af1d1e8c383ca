// The entrance to applications/: what the areas above it, the flows and the handlers use of it.
// Anything not exported here is the area's own (eslint.config.js, areaLayers).
export {
  type ApplicationItem,
  applicationKey,
  FORMER_MEMBER,
  jobApplicationsQuery,
  REVIEW_COUNT_ATTRIBUTES,
  reviewSummaryOf,
  stageOf,
  type StoredHistoryEntry,
} from './application-items.js';
export { applicantEntries, applicantListWrites, applicantPlace, applicantsPage } from './applicant-lists.js';
export { getApplication, tellApplicantsJobRemoved } from './applications.js';
export { applicationStatuses } from './my-applications.js';
export { dueRejections, rejectDueApplication } from './automatic-rejections.js';
export { getStageCounts, moved, recordInsights, recountInsights } from './job-insights.js';
export { anonymiseReviewer, deleteReviewsOf, type ReviewItem, reviewsQuery } from './reviews.js';
export { sendStageEmail } from './stage-emails.js';
export { moveApplication, type StageChange } from './stage-moves.js';
