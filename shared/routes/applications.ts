// The route table, applications: a candidate applies to and follows jobs, an employer moves
// applicants through the stages and reviews them. One entry per call: see shared/routes.ts for
// what reads the table.
import {
  applicationStageResponse,
  applyToJobBody,
  getApplicationStatusesQuery,
  getApplicationStatusesResponse,
  getMyApplicationsQuery,
  getMyApplicationsResponse,
  updateApplicationStageBody,
  withdrawApplicationBody,
} from '../schemas/applications.js';
import { messageOnly } from '../schemas/common.js';
import { applicationReviewsQuery, applicationReviewsResponse, saveApplicationReviewBody } from '../schemas/reviews.js';
import { applicationStagesResponse, updateApplicationStagesBody } from '../schemas/bulk-moves.js';
import { jobInsightsResponse } from '../schemas/insights.js';
import { getJobApplicantsQuery, getJobApplicantsResponse } from '../schemas/applicants.js';
import { jobIdQuery, jobResponse } from '../schemas/jobs.js';
import { route } from './route-definition.js';

export const getJobCandidate = route('getJobCandidate', {
  method: 'GET',
  path: '/api/get-job-candidate',
  access: 'candidate',
  bodyKind: 'none',
  handler: 'applications/handlers/get-job-candidate',
  query: jobIdQuery,
  response: jobResponse,
  uses: { table: 'read' },
  summary: 'An open job as a candidate sees it (no applicants).',
});
export const applyToJob = route('applyToJob', {
  method: 'POST',
  path: '/api/job-application',
  access: 'candidate',
  bodyKind: 'json',
  handler: 'applications/handlers/apply-to-job',
  body: applyToJobBody,
  response: messageOnly,
  uses: { table: 'write' },
  summary: 'Applies to an open job, once per candidate (again after withdrawing).',
});
export const updateApplicationStage = route('updateApplicationStage', {
  method: 'PUT',
  path: '/api/update-application-stage',
  access: 'member',
  bodyKind: 'json',
  handler: 'applications/handlers/update-application-stage',
  body: updateApplicationStageBody,
  response: applicationStageResponse,
  uses: { table: 'write', email: true, reminders: true, parameters: ['siteUrl'] },
  summary:
    "Moves an application of the caller's job to another stage; tells the candidate of the moves that matter to them.",
});
export const updateApplicationStages = route('updateApplicationStages', {
  method: 'PUT',
  path: '/api/update-application-stages',
  access: 'member',
  bodyKind: 'json',
  handler: 'applications/handlers/update-application-stages',
  body: updateApplicationStagesBody,
  response: applicationStagesResponse,
  uses: { table: 'write', email: true, reminders: true, parameters: ['siteUrl'] },
  summary:
    "Moves up to 25 applicants of the caller's job to one stage (rejecting: one reason, the message filled for each); says which moved, which were there already and which failed.",
});
export const withdrawApplication = route('withdrawApplication', {
  method: 'PUT',
  path: '/api/withdraw-application',
  access: 'candidate',
  bodyKind: 'json',
  handler: 'applications/handlers/withdraw-application',
  body: withdrawApplicationBody,
  response: messageOnly,
  uses: { table: 'write', email: true, reminders: true, parameters: ['siteUrl'] },
  summary: "Withdraws the caller's application to a job (final); the employer is notified.",
});
export const getMyApplications = route('getMyApplications', {
  method: 'GET',
  path: '/api/get-my-applications',
  access: 'candidate',
  bodyKind: 'none',
  handler: 'applications/handlers/get-my-applications',
  query: getMyApplicationsQuery,
  response: getMyApplicationsResponse,
  uses: { table: 'read' },
  summary: "The caller's applications, newest first, a page at a time, with where each stands.",
});
export const getApplicationStatuses = route('getApplicationStatuses', {
  method: 'GET',
  path: '/api/get-application-statuses',
  access: 'candidate',
  bodyKind: 'none',
  handler: 'applications/handlers/get-application-statuses',
  query: getApplicationStatusesQuery,
  response: getApplicationStatusesResponse,
  uses: { table: 'read' },
  summary: 'Which of up to 10 jobs the caller applied to (and where each application stands) and saved.',
});
export const getApplicationReviews = route('getApplicationReviews', {
  method: 'GET',
  path: '/api/get-application-reviews',
  access: 'member',
  bodyKind: 'none',
  handler: 'applications/handlers/get-application-reviews',
  query: applicationReviewsQuery,
  response: applicationReviewsResponse,
  uses: { table: 'read' },
  summary: "The team's reviews of an applicant to one of the caller's company's jobs, and their summary.",
});
export const saveApplicationReview = route('saveApplicationReview', {
  method: 'PUT',
  path: '/api/save-application-review',
  access: 'member',
  bodyKind: 'json',
  handler: 'applications/handlers/save-application-review',
  body: saveApplicationReviewBody,
  response: applicationReviewsResponse,
  uses: { table: 'write' },
  summary:
    "Writes or changes the caller's own review of an applicant (a rating and notes); answers the team's reviews.",
});
export const deleteApplicationReview = route('deleteApplicationReview', {
  method: 'DELETE',
  path: '/api/delete-application-review',
  access: 'member',
  bodyKind: 'none',
  handler: 'applications/handlers/delete-application-review',
  query: applicationReviewsQuery,
  response: applicationReviewsResponse,
  uses: { table: 'write' },
  summary: "Deletes the caller's own review of an applicant; answers the team's reviews.",
});
export const getJobApplicants = route('getJobApplicants', {
  method: 'GET',
  path: '/api/get-job-applicants',
  access: 'member',
  bodyKind: 'none',
  handler: 'applications/handlers/get-job-applicants',
  query: getJobApplicantsQuery,
  response: getJobApplicantsResponse,
  uses: { table: 'read' },
  summary:
    "A page of the applicants of one of the caller's company's jobs: one stage or all, newest, oldest or best reviewed first, optionally only those who meet its requirements.",
});
export const getJobInsights = route('getJobInsights', {
  method: 'GET',
  path: '/api/get-job-insights',
  access: 'member',
  bodyKind: 'none',
  handler: 'applications/handlers/get-job-insights',
  query: jobIdQuery,
  response: jobInsightsResponse,
  // A job posted before insights existed gets its counters built and stored on the first view.
  uses: { table: 'write' },
  summary:
    "One of the caller's company's jobs in figures: applicants per stage, applications per week, median days to the first move, rejection reasons.",
});
