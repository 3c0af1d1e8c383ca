// The route table: every API call of the product, in one list. The local gateway mounts
// it, the CDK app makes one function and one route per entry, the web client takes its
// types from it, and the tests iterate it. Method, path, access and body kind come from
// route-paths.ts (zod-free, for the web client). Adding a call = one entry there, one here
// and one handler file at functions/<handler>.ts.
import type * as z from 'zod/mini';
import * as accounts from './schemas/accounts.js';
import * as candidates from './schemas/candidates.js';
import { messageOnly } from './schemas/common.js';
import * as jobs from './schemas/jobs.js';
import * as notifications from './schemas/notifications.js';
import { requirementBody } from './schemas/requirements.js';
import { routePaths, type Access, type BodyKind, type HttpMethod, type RoutePathName } from './route-paths.js';

export type { Access, BodyKind, HttpMethod } from './route-paths.js';

/**
 * The AWS resources a call's handler touches. The CDK app grants each function exactly
 * this and nothing more; write implies read.
 */
export interface AwsUses {
  table: 'read' | 'write';
  /** The private bucket of resumes and profile photos. */
  files?: 'read' | 'write';
  /** Cognito admin calls (sign-in, passwords, sign-out). */
  users?: true;
  /** SES SendEmail. */
  email?: true;
}

export interface RouteDefinition {
  method: HttpMethod;
  path: `/api/${string}`;
  access: Access;
  /** Handler module, relative to functions/ without extension: one file per call. */
  handler: string;
  bodyKind: BodyKind;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** Schema of `data` in a 200 answer. */
  response: z.ZodMiniType;
  uses: AwsUses;
  summary: string;
}

const route = <const R extends RouteDefinition>(definition: R) => definition;

export const routes = {
  // Accounts and sessions
  login: route({
    ...routePaths.login, handler: 'accounts/login',
    body: accounts.loginBody, response: accounts.sessionUserResponse,
    uses: { table: 'write', users: true, files: 'read' },
    summary: 'Signs in with email and password and sets the session cookies.',
  }),
  logout: route({
    ...routePaths.logout, handler: 'accounts/logout',
    response: messageOnly,
    uses: { table: 'write', users: true },
    summary: 'Revokes the session, if any, and clears the session cookies.',
  }),
  getUser: route({
    ...routePaths.getUser, handler: 'accounts/get-user',
    response: accounts.sessionUserResponse,
    uses: { table: 'read', files: 'read' },
    summary: 'The signed-in user; 401 when there is no session.',
  }),
  employerSignup: route({
    ...routePaths.employerSignup, handler: 'accounts/employer-signup',
    body: accounts.employerSignupBody, response: accounts.signupResponse,
    // files: replacing an unconfirmed sign-up with the same email deletes its resume.
    uses: { table: 'write', users: true, email: true, files: 'write' },
    summary: 'Creates an employer account and emails a confirmation code.',
  }),
  candidateSignup: route({
    ...routePaths.candidateSignup, handler: 'accounts/candidate-signup',
    body: accounts.candidateSignupBody, response: accounts.signupResponse,
    uses: { table: 'write', users: true, email: true, files: 'write' },
    summary: 'Creates a candidate account (optional PDF resume) and emails a confirmation code.',
  }),
  updateCandidateBio: route({
    ...routePaths.updateCandidateBio, handler: 'accounts/update-candidate-bio',
    query: accounts.userIdQuery, body: accounts.candidateBioBody, response: messageOnly,
    uses: { table: 'write' },
    summary: 'Sets the bio of a candidate still in onboarding.',
  }),
  verifyOtp: route({
    ...routePaths.verifyOtp, handler: 'accounts/verify-otp',
    body: accounts.verifyOtpBody, response: messageOnly,
    uses: { table: 'write', users: true },
    summary: 'Confirms the email of an account in onboarding with its one-time code.',
  }),
  resendVerification: route({
    ...routePaths.resendVerification, handler: 'accounts/resend-verification',
    body: accounts.resendVerificationBody, response: messageOnly,
    uses: { table: 'write', email: true },
    summary: 'Sends a new confirmation code (both account types); the old code stops working.',
  }),
  updateEmployerProfile: route({
    ...routePaths.updateEmployerProfile, handler: 'accounts/update-employer-profile',
    body: accounts.nameUpdateBody, response: accounts.userResponse,
    uses: { table: 'write', files: 'read' },
    summary: "Changes the employer's first and last name.",
  }),
  updateCandidateProfile: route({
    ...routePaths.updateCandidateProfile, handler: 'accounts/update-candidate-profile',
    body: accounts.candidateProfileBody, response: accounts.userResponse,
    uses: { table: 'write' },
    summary: "Changes the candidate's name (settings) or job title, country, job type and bio (edit profile).",
  }),
  updateCompanyBio: route({
    ...routePaths.updateCompanyBio, handler: 'accounts/update-company-bio',
    body: accounts.companyBioBody, response: accounts.userResponse,
    // files: read signs the answer's photo link.
    uses: { table: 'write', files: 'read' },
    summary: "Changes the employer's company name, size and country.",
  }),
  updateEmail: route({
    ...routePaths.updateEmail, handler: 'accounts/update-email',
    body: accounts.updateEmailBody, response: messageOnly,
    uses: { table: 'write', users: true, email: true },
    summary: 'Starts an email change: checks the password and sends a code to the new address.',
  }),
  updatePassword: route({
    ...routePaths.updatePassword, handler: 'accounts/update-password',
    body: accounts.updatePasswordBody, response: messageOnly,
    uses: { table: 'write', users: true, email: true },
    summary: 'Starts a password change: checks the old password and sends a code.',
  }),
  verifyUpdateOtp: route({
    ...routePaths.verifyUpdateOtp, handler: 'accounts/verify-update-otp',
    body: accounts.verifyUpdateOtpBody, response: accounts.userResponse,
    uses: { table: 'write', users: true, files: 'read' },
    summary: 'Completes a pending email or password change with its code.',
  }),

  // Employer: jobs
  getJobs: route({
    ...routePaths.getJobs, handler: 'jobs/get-jobs',
    query: jobs.getJobsQuery, response: jobs.getJobsResponse,
    uses: { table: 'read' },
    summary: "The employer's jobs with tab counts, filtered and paged.",
  }),
  addJob: route({
    ...routePaths.addJob, handler: 'jobs/add-job',
    body: jobs.addJobBody, response: jobs.jobResponse,
    uses: { table: 'write' },
    summary: 'Posts a new open job.',
  }),
  getJob: route({
    ...routePaths.getJob, handler: 'jobs/get-job',
    query: jobs.jobIdQuery, response: jobs.jobResponse,
    uses: { table: 'read' },
    summary: 'One of the employer’s own jobs with its applicants.',
  }),
  updateJob: route({
    ...routePaths.updateJob, handler: 'jobs/update-job',
    body: jobs.updateJobBody, response: jobs.jobResponse,
    uses: { table: 'write' },
    summary: 'Changes one of the employer’s own jobs.',
  }),
  deleteJob: route({
    ...routePaths.deleteJob, handler: 'jobs/delete-job',
    query: jobs.jobIdQuery, response: messageOnly,
    uses: { table: 'write' },
    summary: 'Deletes one of the employer’s own jobs with its search entries and applications.',
  }),
  updateJobActiveStatus: route({
    ...routePaths.updateJobActiveStatus, handler: 'jobs/update-job-active-status',
    body: jobs.jobActiveBody, response: jobs.jobResponse,
    uses: { table: 'write' },
    summary: 'Closes (out of search) or reopens (back in search) one of the employer’s own jobs.',
  }),
  getDepartments: route({
    ...routePaths.getDepartments, handler: 'jobs/get-departments',
    response: jobs.departmentsResponse,
    uses: { table: 'read' },
    summary: 'The departments lookup.',
  }),

  // Candidate: search and apply
  searchJobs: route({
    ...routePaths.searchJobs, handler: 'jobs/search-jobs',
    query: jobs.searchJobsQuery, response: jobs.searchJobsResponse,
    uses: { table: 'read' },
    summary: 'Open jobs by title prefix and filters, newest first, a page at a time.',
  }),
  getJobCandidate: route({
    ...routePaths.getJobCandidate, handler: 'jobs/get-job-candidate',
    query: jobs.jobIdQuery, response: jobs.jobResponse,
    uses: { table: 'read' },
    summary: 'An open job as a candidate sees it (no applicants).',
  }),
  jobApplication: route({
    ...routePaths.jobApplication, handler: 'jobs/job-application',
    body: jobs.jobApplicationBody, response: messageOnly,
    uses: { table: 'write' },
    summary: 'Applies to an open job, once per candidate.',
  }),

  // Candidates: profiles, resumes, sourcing
  uploadResume: route({
    ...routePaths.uploadResume, handler: 'candidates/upload-resume',
    response: accounts.userResponse,
    uses: { table: 'write', files: 'write' },
    summary: "Stores the candidate's PDF resume (multipart field resume), replacing the old one.",
  }),
  getResume: route({
    ...routePaths.getResume, handler: 'candidates/get-resume',
    query: candidates.getResumeQuery, response: candidates.getResumeResponse,
    uses: { table: 'read', files: 'read' },
    summary: 'A short-lived link to a resume, for its owner and for employers.',
  }),
  getCandidates: route({
    ...routePaths.getCandidates, handler: 'candidates/get-candidates',
    query: candidates.getCandidatesQuery, response: candidates.getCandidatesResponse,
    uses: { table: 'read' },
    summary: 'Confirmed candidates by job title prefix, country and job type, a page at a time.',
  }),
  getCandidate: route({
    ...routePaths.getCandidate, handler: 'candidates/get-candidate',
    query: candidates.getCandidateQuery, response: candidates.getCandidateResponse,
    uses: { table: 'read' },
    summary: "One candidate's public profile.",
  }),
  // Sessions and password reset
  refreshSession: route({
    ...routePaths.refreshSession, handler: 'accounts/refresh-session',
    response: accounts.sessionResponse, uses: { table: 'read', users: true },
    summary: 'Renews the session cookie from the refresh cookie before it expires; 401 when it cannot.',
  }),
  requestPasswordReset: route({
    ...routePaths.requestPasswordReset, handler: 'accounts/request-password-reset',
    body: accounts.passwordResetRequestBody, response: messageOnly, uses: { table: 'write', email: true },
    summary: 'Emails a reset code when the address has an account; answers the same either way.',
  }),
  resetPassword: route({
    ...routePaths.resetPassword, handler: 'accounts/reset-password',
    body: accounts.passwordResetBody, response: messageOnly, uses: { table: 'write', users: true },
    summary: 'Sets a new password with the emailed reset code.',
  }),
  uploadPhoto: route({
    ...routePaths.uploadPhoto, handler: 'accounts/upload-photo',
    response: accounts.userResponse, uses: { table: 'write', files: 'write' },
    summary: "Stores the user's profile photo (multipart field photo: PNG, JPEG or WebP).",
  }),

  // Public site and notifications
  submitRequirement: route({
    ...routePaths.submitRequirement, handler: 'requirements/submit-requirement',
    body: requirementBody, response: messageOnly, uses: { table: 'write', email: true },
    summary: "Stores a hiring requirement, emails it to the operators and a confirmation to the sender.",
  }),
  getNotifications: route({
    ...routePaths.getNotifications, handler: 'notifications/get-notifications',
    query: notifications.getNotificationsQuery, response: notifications.getNotificationsResponse, uses: { table: 'read' },
    summary: "The user's notifications, newest first, with the unread count.",
  }),
  markNotificationsRead: route({
    ...routePaths.markNotificationsRead, handler: 'notifications/mark-notifications-read',
    body: notifications.markNotificationsReadBody, response: messageOnly, uses: { table: 'write' },
    summary: 'Marks some or all of the user’s notifications read.',
  }),
} as const satisfies Record<RoutePathName, RouteDefinition>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

type InputOf<S> = S extends z.ZodMiniType ? z.input<S> : undefined;
export type RouteQuery<N extends RouteName> = Routes[N] extends { query: infer Q } ? InputOf<Q> : undefined;
export type RouteBody<N extends RouteName> = Routes[N] extends { body: infer B } ? InputOf<B> : undefined;
export type RouteResponse<N extends RouteName> = z.output<Routes[N]['response']>;

export const routeList = Object.entries(routes).map(([name, definition]) => ({
  name: name as RouteName,
  ...(definition as RouteDefinition),
}));
export type RouteEntry = (typeof routeList)[number];
