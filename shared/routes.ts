// The route table: every API call of the product, in one list. The local gateway mounts
// it, the CDK app makes one function and one route per entry, the web client takes its
// types from it, and the tests iterate it. Adding a call = one entry here + one handler
// file at functions/<handler>.ts.
import { z } from 'zod';
import * as accounts from './schemas/accounts.js';
import * as candidates from './schemas/candidates.js';
import { messageOnly } from './schemas/common.js';
import * as jobs from './schemas/jobs.js';
import * as notifications from './schemas/notifications.js';
import { requirementBody } from './schemas/requirements.js';

/**
 * Who may call a route:
 * - public: anyone;
 * - onboarding: anyone holding the onboarding cookie of the account named in the request
 *   (a browser that has just signed up and not yet confirmed);
 * - user: any signed-in user; employer / candidate: a signed-in user of that role.
 */
export type Access = 'public' | 'onboarding' | 'user' | 'employer' | 'candidate';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** How the body travels: JSON, or multipart/form-data with files. */
export type BodyKind = 'none' | 'json' | 'multipart';

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
  query?: z.ZodType;
  body?: z.ZodType;
  /** Schema of `data` in a 200 answer. */
  response: z.ZodType;
  uses: AwsUses;
  summary: string;
}

const route = <const R extends RouteDefinition>(definition: R) => definition;
const noBody = { bodyKind: 'none' } as const;
const json = { bodyKind: 'json' } as const;

export const routes = {
  // Accounts and sessions
  login: route({
    method: 'POST', path: '/api/login', access: 'public', handler: 'accounts/login', ...json,
    body: accounts.loginBody, response: accounts.sessionUserResponse,
    uses: { table: 'write', users: true, files: 'read' },
    summary: 'Signs in with email and password and sets the session cookies.',
  }),
  logout: route({
    method: 'GET', path: '/api/logout', access: 'public', handler: 'accounts/logout', ...noBody,
    response: messageOnly,
    uses: { table: 'write', users: true },
    summary: 'Revokes the session, if any, and clears the session cookies.',
  }),
  getUser: route({
    method: 'GET', path: '/api/get-user', access: 'user', handler: 'accounts/get-user', ...noBody,
    response: accounts.sessionUserResponse,
    uses: { table: 'read', files: 'read' },
    summary: 'The signed-in user; 401 when there is no session.',
  }),
  employerSignup: route({
    method: 'POST', path: '/api/employer/signup', access: 'public', handler: 'accounts/employer-signup', ...json,
    body: accounts.employerSignupBody, response: accounts.signupResponse,
    uses: { table: 'write', users: true, email: true },
    summary: 'Creates an employer account and emails a confirmation code.',
  }),
  candidateSignup: route({
    method: 'POST', path: '/api/candidate/signup', access: 'public', handler: 'accounts/candidate-signup',
    bodyKind: 'multipart', body: accounts.candidateSignupBody, response: accounts.signupResponse,
    uses: { table: 'write', users: true, email: true, files: 'write' },
    summary: 'Creates a candidate account (optional PDF resume) and emails a confirmation code.',
  }),
  updateCandidateBio: route({
    method: 'PUT', path: '/api/update-candidate-bio', access: 'onboarding', handler: 'accounts/update-candidate-bio', ...json,
    query: accounts.userIdQuery, body: accounts.bio, response: messageOnly,
    uses: { table: 'write' },
    summary: 'Sets the bio of a candidate still in onboarding.',
  }),
  verifyOtp: route({
    method: 'PUT', path: '/api/verify-otp', access: 'onboarding', handler: 'accounts/verify-otp', ...json,
    body: accounts.verifyOtpBody, response: messageOnly,
    uses: { table: 'write', users: true },
    summary: 'Confirms the email of an account in onboarding with its one-time code.',
  }),
  resendVerification: route({
    method: 'POST', path: '/api/employer/resend-verification', access: 'onboarding', handler: 'accounts/resend-verification', ...json,
    body: accounts.resendVerificationBody, response: messageOnly,
    uses: { table: 'write', email: true },
    summary: 'Sends a new confirmation code (both account types); the old code stops working.',
  }),
  updateEmployerProfile: route({
    method: 'PUT', path: '/api/update-employer-profile', access: 'employer', handler: 'accounts/update-employer-profile', ...json,
    body: accounts.nameUpdateBody, response: accounts.userResponse,
    uses: { table: 'write', files: 'read' },
    summary: "Changes the employer's first and last name.",
  }),
  updateCandidateProfile: route({
    method: 'PUT', path: '/api/update-candidate-profile', access: 'candidate', handler: 'accounts/update-candidate-profile', ...json,
    body: accounts.candidateProfileBody, response: accounts.userResponse,
    uses: { table: 'write' },
    summary: "Changes the candidate's name (settings) or job title, country, job type and bio (edit profile).",
  }),
  updateCompanyBio: route({
    method: 'PUT', path: '/api/update-company-bio', access: 'employer', handler: 'accounts/update-company-bio', ...json,
    body: accounts.companyBioBody, response: accounts.userResponse,
    // files: read signs the answer's photo link.
    uses: { table: 'write', files: 'read' },
    summary: "Changes the employer's company name, size and country.",
  }),
  updateEmail: route({
    method: 'PUT', path: '/api/update-email', access: 'user', handler: 'accounts/update-email', ...json,
    body: accounts.updateEmailBody, response: messageOnly,
    uses: { table: 'write', users: true, email: true },
    summary: 'Starts an email change: checks the password and sends a code to the new address.',
  }),
  updatePassword: route({
    method: 'PUT', path: '/api/update-password', access: 'user', handler: 'accounts/update-password', ...json,
    body: accounts.updatePasswordBody, response: messageOnly,
    uses: { table: 'write', users: true, email: true },
    summary: 'Starts a password change: checks the old password and sends a code.',
  }),
  verifyUpdateOtp: route({
    method: 'PUT', path: '/api/verify-update-otp', access: 'user', handler: 'accounts/verify-update-otp', ...json,
    body: accounts.verifyUpdateOtpBody, response: accounts.userResponse,
    uses: { table: 'write', users: true, files: 'read' },
    summary: 'Completes a pending email or password change with its code.',
  }),

  // Employer: jobs
  getJobs: route({
    method: 'GET', path: '/api/get-jobs', access: 'employer', handler: 'jobs/get-jobs', ...noBody,
    query: jobs.getJobsQuery, response: jobs.getJobsResponse,
    uses: { table: 'read' },
    summary: "The employer's jobs with tab counts, filtered and paged.",
  }),
  addJob: route({
    method: 'POST', path: '/api/add-job', access: 'employer', handler: 'jobs/add-job', ...json,
    body: jobs.addJobBody, response: jobs.jobResponse,
    uses: { table: 'write' },
    summary: 'Posts a new open job.',
  }),
  getJob: route({
    method: 'GET', path: '/api/get-job', access: 'employer', handler: 'jobs/get-job', ...noBody,
    query: jobs.jobIdQuery, response: jobs.jobResponse,
    uses: { table: 'read' },
    summary: 'One of the employer’s own jobs with its applicants.',
  }),
  updateJob: route({
    method: 'PUT', path: '/api/update-job', access: 'employer', handler: 'jobs/update-job', ...json,
    body: jobs.updateJobBody, response: jobs.jobResponse,
    uses: { table: 'write' },
    summary: 'Changes one of the employer’s own jobs.',
  }),
  deleteJob: route({
    method: 'DELETE', path: '/api/delete-job', access: 'employer', handler: 'jobs/delete-job', ...noBody,
    query: jobs.jobIdQuery, response: messageOnly,
    uses: { table: 'write' },
    summary: 'Deletes one of the employer’s own jobs with its search entries and applications.',
  }),
  updateJobActiveStatus: route({
    method: 'PUT', path: '/api/update-job-active-status', access: 'employer', handler: 'jobs/update-job-active-status', ...json,
    body: jobs.jobActiveBody, response: jobs.jobResponse,
    uses: { table: 'write' },
    summary: 'Closes (out of search) or reopens (back in search) one of the employer’s own jobs.',
  }),
  getDepartments: route({
    method: 'GET', path: '/api/get-departments', access: 'public', handler: 'jobs/get-departments', ...noBody,
    response: jobs.departmentsResponse,
    uses: { table: 'read' },
    summary: 'The departments lookup.',
  }),

  // Candidate: search and apply
  searchJobs: route({
    method: 'GET', path: '/api/search-jobs', access: 'public', handler: 'jobs/search-jobs', ...noBody,
    query: jobs.searchJobsQuery, response: jobs.searchJobsResponse,
    uses: { table: 'read' },
    summary: 'Open jobs by title prefix and filters, newest first, a page at a time.',
  }),
  getJobCandidate: route({
    method: 'GET', path: '/api/get-job-candidate', access: 'candidate', handler: 'jobs/get-job-candidate', ...noBody,
    query: jobs.jobIdQuery, response: jobs.jobResponse,
    uses: { table: 'read' },
    summary: 'An open job as a candidate sees it (no applicants).',
  }),
  jobApplication: route({
    method: 'POST', path: '/api/job-application', access: 'candidate', handler: 'jobs/job-application', ...json,
    body: jobs.jobApplicationBody, response: messageOnly,
    uses: { table: 'write' },
    summary: 'Applies to an open job, once per candidate.',
  }),

  // Candidates: profiles, resumes, sourcing
  uploadResume: route({
    method: 'PUT', path: '/api/upload-resume', access: 'candidate', handler: 'candidates/upload-resume',
    bodyKind: 'multipart', response: accounts.userResponse,
    uses: { table: 'write', files: 'write' },
    summary: "Stores the candidate's PDF resume (multipart field resume), replacing the old one.",
  }),
  getResume: route({
    method: 'GET', path: '/api/get-resume', access: 'user', handler: 'candidates/get-resume', ...noBody,
    query: candidates.getResumeQuery, response: candidates.getResumeResponse,
    uses: { table: 'read', files: 'read' },
    summary: 'A short-lived link to a resume, for its owner and for employers.',
  }),
  getCandidates: route({
    method: 'GET', path: '/api/get-candidates', access: 'employer', handler: 'candidates/get-candidates', ...noBody,
    query: candidates.getCandidatesQuery, response: candidates.getCandidatesResponse,
    uses: { table: 'read' },
    summary: 'Confirmed candidates by job title prefix, country and job type, a page at a time.',
  }),
  getCandidate: route({
    method: 'GET', path: '/api/get-candidate', access: 'employer', handler: 'candidates/get-candidate', ...noBody,
    query: candidates.getCandidateQuery, response: candidates.getCandidateResponse,
    uses: { table: 'read' },
    summary: "One candidate's public profile.",
  }),
  // Sessions and password reset
  refreshSession: route({
    method: 'POST', path: '/api/refresh-session', access: 'public', handler: 'accounts/refresh-session', ...noBody,
    response: accounts.sessionResponse, uses: { table: 'read', users: true },
    summary: 'Renews the session cookie from the refresh cookie before it expires; 401 when it cannot.',
  }),
  requestPasswordReset: route({
    method: 'POST', path: '/api/forgot-password', access: 'public', handler: 'accounts/request-password-reset', ...json,
    body: accounts.passwordResetRequestBody, response: messageOnly, uses: { table: 'write', email: true },
    summary: 'Emails a reset code when the address has an account; answers the same either way.',
  }),
  resetPassword: route({
    method: 'PUT', path: '/api/reset-password', access: 'public', handler: 'accounts/reset-password', ...json,
    body: accounts.passwordResetBody, response: messageOnly, uses: { table: 'write', users: true },
    summary: 'Sets a new password with the emailed reset code.',
  }),
  uploadPhoto: route({
    method: 'PUT', path: '/api/upload-photo', access: 'user', handler: 'accounts/upload-photo',
    bodyKind: 'multipart', response: accounts.userResponse, uses: { table: 'write', files: 'write' },
    summary: "Stores the user's profile photo (multipart field photo: PNG, JPEG or WebP).",
  }),

  // Public site and notifications
  submitRequirement: route({
    method: 'POST', path: '/api/submit-requirement', access: 'public', handler: 'requirements/submit-requirement', ...json,
    body: requirementBody, response: messageOnly, uses: { table: 'write', email: true },
    summary: "Stores a hiring requirement, emails it to the operators and a confirmation to the sender.",
  }),
  getNotifications: route({
    method: 'GET', path: '/api/get-notifications', access: 'user', handler: 'notifications/get-notifications', ...noBody,
    query: notifications.getNotificationsQuery, response: notifications.getNotificationsResponse, uses: { table: 'read' },
    summary: "The user's notifications, newest first, with the unread count.",
  }),
  markNotificationsRead: route({
    method: 'PUT', path: '/api/mark-notifications-read', access: 'user', handler: 'notifications/mark-notifications-read', ...json,
    body: notifications.markNotificationsReadBody, response: messageOnly, uses: { table: 'write' },
    summary: 'Marks some or all of the user’s notifications read.',
  }),
} as const satisfies Record<string, RouteDefinition>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
export type RouteQuery<N extends RouteName> = Routes[N] extends { query: infer Q } ? InputOf<Q> : undefined;
export type RouteBody<N extends RouteName> = Routes[N] extends { body: infer B } ? InputOf<B> : undefined;
export type RouteResponse<N extends RouteName> = z.output<Routes[N]['response']>;

export const routeList = Object.entries(routes).map(([name, definition]) => ({
  name: name as RouteName,
  ...(definition as RouteDefinition),
}));
export type RouteEntry = (typeof routeList)[number];
