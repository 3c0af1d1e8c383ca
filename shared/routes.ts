// The route table: every API call of the product, in one list. The local gateway mounts
// it, the CDK app makes one function and one route per entry, the web client takes its
// types from it, and the tests iterate it. Method, path, access and body kind come from
// route-paths.ts (zod-free, for the web client). Adding a call = one entry there, one here
// and one handler file at functions/<handler>.ts.
import type * as z from 'zod/mini';
import {
  candidateBioBody,
  candidateProfileBody,
  candidateSignupBody,
  companyBioBody,
  confirmTotpBody,
  disableTotpBody,
  employerSignupBody,
  loginBody,
  loginResponse,
  nameUpdateBody,
  passwordResetBody,
  passwordResetRequestBody,
  resendVerificationBody,
  sessionResponse,
  sessionUserResponse,
  signupResponse,
  startTotpBody,
  startTotpResponse,
  updateEmailBody,
  updatePasswordBody,
  userIdQuery,
  userResponse,
  verifyOtpBody,
  verifyTotpLoginBody,
  verifyUpdateOtpBody,
} from './schemas/accounts.js';
import {
  applicationStageResponse,
  getApplicationStatusesQuery,
  getApplicationStatusesResponse,
  getMyApplicationsQuery,
  getMyApplicationsResponse,
  updateApplicationStageBody,
  withdrawApplicationBody,
} from './schemas/applications.js';
import {
  getCandidateQuery,
  getCandidateResponse,
  getCandidatesQuery,
  getCandidatesResponse,
  getResumeQuery,
  getResumeResponse,
} from './schemas/candidates.js';
import { messageOnly } from './schemas/common.js';
import {
  alertIdQuery,
  createJobAlertBody,
  getJobAlertsResponse,
  jobAlertResponse,
  unsubscribeQuery,
  unsubscribeResponse,
  updateJobAlertBody,
} from './schemas/job-alerts.js';
import {
  addJobBody,
  departmentsResponse,
  getJobsQuery,
  getJobsResponse,
  jobActiveBody,
  jobApplicationBody,
  jobIdQuery,
  jobResponse,
  searchJobsQuery,
  searchJobsResponse,
  updateJobBody,
} from './schemas/jobs.js';
import { getNotificationsQuery, getNotificationsResponse, markNotificationsReadBody } from './schemas/notifications.js';
import {
  deleteAccountBody,
  deleteAccountResponse,
  exportMyDataResponse,
  requestAccountDeletionBody,
} from './schemas/privacy.js';
import { requirementBody } from './schemas/requirements.js';
import {
  acceptInvitationBody,
  getInvitationResponse,
  getTeamResponse,
  invitationEmailBody,
  invitationTokenQuery,
  joinCompanyBody,
  memberBody,
} from './schemas/teams.js';
import {
  routePaths,
  type Access,
  type BodyKind,
  type HttpMethod,
  type RoutePath,
  type RoutePathName,
} from './route-paths.js';

export type { Access, BodyKind, HttpMethod } from './route-paths.js';

/** The Cognito admin operations the API calls (functions/accounts/cognito-users.ts). */
export const USER_POOL_OPERATIONS = [
  'AdminInitiateAuth',
  'AdminCreateUser',
  'AdminSetUserPassword',
  'AdminUpdateUserAttributes',
  'AdminDeleteUser',
  'AdminGetUser',
  'AdminUserGlobalSignOut',
  'AdminRespondToAuthChallenge',
] as const;
/**
 * The Cognito calls the API makes with the user's own access token (accounts/totp.ts): Cognito
 * authorises them by that token and evaluates no IAM policy, so they are declared in
 * `uses.users` (checked against the bundle like the others) but granted nothing.
 */
export const USER_TOKEN_OPERATIONS = ['AssociateSoftwareToken', 'VerifySoftwareToken', 'SetUserMFAPreference'] as const;
export type UserPoolOperation = (typeof USER_POOL_OPERATIONS)[number] | (typeof USER_TOKEN_OPERATIONS)[number];

/** The folders of the files bucket (functions/candidates/resumes.ts and photos.ts). */
export type FilesFolder = 'resumes' | 'photos';
export type FilesAccess = 'read' | 'write' | 'erase';

/**
 * The secrets a handler reads from its environment: the onboarding cookie's HMAC key
 * (platform/auth/onboarding-token.ts), the one-time codes' hashing key (accounts/one-time-codes.ts) and the
 * secret origin header that proves a request came through CloudFront, so that its viewer address
 * may be believed (platform/http/client-address.ts): every route that reads `sourceIp` declares it.
 */
export type SecretName = 'onboarding' | 'codes' | 'origin';

/**
 * The SSM parameters a handler reads: the site's address for links in emails
 * (platform/http/site-link.ts), unless the stage has its own domain and so SITE_URL instead.
 */
export type ParameterName = 'siteUrl';

/**
 * The AWS resources a call's handler touches. The CDK app grants each function exactly
 * this and nothing more; write implies read. Each field is checked against the code the
 * function's bundle holds (test/infra/route-uses.test.ts).
 */
export interface AwsUses {
  table: 'read' | 'write';
  /**
   * The private bucket: per folder, reading (and signing links), writing too, or erasing: writing
   * plus listing and deleting every version of a user's files (privacy/user-files.ts).
   */
  files?: Partial<Record<FilesFolder, FilesAccess>>;
  /** The Cognito operations it calls: admin ones (granted by IAM) and token-authorised ones (not). */
  users?: readonly UserPoolOperation[];
  /** SES SendEmail. */
  email?: true;
  /** The secrets it receives in its environment; no other function gets them. */
  secrets?: readonly SecretName[];
  /** The SSM parameters it reads: it gets each one's name in its environment and may read that one only. */
  parameters?: readonly ParameterName[];
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

/**
 * One entry of the table: its path from route-paths.ts and its definition. Marked free of side
 * effects so that a function's bundle, which imports only its own entry, drops the others
 * and their schemas (infra/function-bundles.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
function route<const N extends RoutePathName, const D extends Omit<RouteDefinition, keyof RoutePath>>(
  name: N,
  definition: D,
) {
  return { name, ...routePaths[name], ...definition } as const;
}

// Accounts and sessions
export const login = route('login', {
  handler: 'accounts/handlers/login',
  body: loginBody,
  response: loginResponse,
  uses: { table: 'write', files: { photos: 'read' }, users: ['AdminInitiateAuth'], secrets: ['onboarding', 'origin'] },
  summary:
    'Signs in with email and password and sets the session cookies; with two-step sign-in on, answers mfaRequired and a 5-minute challenge cookie instead.',
});
export const logout = route('logout', {
  handler: 'accounts/handlers/logout',
  response: messageOnly,
  uses: { table: 'write', users: ['AdminUserGlobalSignOut'] },
  summary: "Ends every session of the caller's account, if any, and clears the session cookies.",
});
export const getUser = route('getUser', {
  handler: 'accounts/handlers/get-user',
  response: sessionUserResponse,
  uses: { table: 'read', files: { photos: 'read' } },
  summary: 'The signed-in user; 401 when there is no session.',
});
export const employerSignup = route('employerSignup', {
  handler: 'accounts/handlers/employer-signup',
  body: employerSignupBody,
  response: signupResponse,
  // files: replacing an unconfirmed sign-up with the same email deletes its resume.
  uses: {
    table: 'write',
    files: { resumes: 'write' },
    users: ['AdminCreateUser', 'AdminSetUserPassword', 'AdminDeleteUser', 'AdminGetUser'],
    email: true,
    secrets: ['onboarding', 'codes', 'origin'],
  },
  summary: 'Creates an employer account and emails a confirmation code.',
});
export const candidateSignup = route('candidateSignup', {
  handler: 'accounts/handlers/candidate-signup',
  body: candidateSignupBody,
  response: signupResponse,
  uses: {
    table: 'write',
    files: { resumes: 'write' },
    users: ['AdminCreateUser', 'AdminSetUserPassword', 'AdminDeleteUser', 'AdminGetUser'],
    email: true,
    secrets: ['onboarding', 'codes', 'origin'],
  },
  summary: 'Creates a candidate account (optional PDF resume) and emails a confirmation code.',
});
export const updateCandidateBio = route('updateCandidateBio', {
  handler: 'accounts/handlers/update-candidate-bio',
  query: userIdQuery,
  body: candidateBioBody,
  response: messageOnly,
  uses: { table: 'write', secrets: ['onboarding'] },
  summary: 'Sets the bio of a candidate still in onboarding.',
});
export const verifyOtp = route('verifyOtp', {
  handler: 'accounts/handlers/verify-otp',
  body: verifyOtpBody,
  response: messageOnly,
  uses: { table: 'write', users: ['AdminUpdateUserAttributes'], secrets: ['onboarding', 'codes'] },
  summary: 'Confirms the email of an account in onboarding with its one-time code.',
});
export const resendVerification = route('resendVerification', {
  handler: 'accounts/handlers/resend-verification',
  body: resendVerificationBody,
  response: messageOnly,
  uses: { table: 'write', email: true, secrets: ['onboarding', 'codes', 'origin'] },
  summary: 'Sends a new confirmation code (both account types); the old code stops working.',
});
export const updateEmployerProfile = route('updateEmployerProfile', {
  handler: 'accounts/handlers/update-employer-profile',
  body: nameUpdateBody,
  response: userResponse,
  uses: { table: 'write', files: { photos: 'read' } },
  summary: "Changes the employer's first and last name.",
});
export const updateCandidateProfile = route('updateCandidateProfile', {
  handler: 'accounts/handlers/update-candidate-profile',
  body: candidateProfileBody,
  response: userResponse,
  uses: { table: 'write' },
  summary: "Changes the candidate's name (settings) or job title, country, job type and bio (edit profile).",
});
export const updateCompanyBio = route('updateCompanyBio', {
  handler: 'accounts/handlers/update-company-bio',
  body: companyBioBody,
  response: userResponse,
  // files: read signs the answer's photo link.
  uses: { table: 'write', files: { photos: 'read' } },
  summary: "Changes the employer's company name, size and country.",
});
export const updateEmail = route('updateEmail', {
  handler: 'accounts/handlers/update-email',
  body: updateEmailBody,
  response: messageOnly,
  uses: { table: 'write', users: ['AdminInitiateAuth'], email: true, secrets: ['codes', 'origin'] },
  summary: 'Starts an email change: checks the password and sends a code to the new address.',
});
export const updatePassword = route('updatePassword', {
  handler: 'accounts/handlers/update-password',
  body: updatePasswordBody,
  response: messageOnly,
  uses: { table: 'write', users: ['AdminInitiateAuth'], email: true, secrets: ['codes', 'origin'] },
  summary: 'Starts a password change: checks the old password and sends a code.',
});
export const verifyUpdateOtp = route('verifyUpdateOtp', {
  handler: 'accounts/handlers/verify-update-otp',
  body: verifyUpdateOtpBody,
  response: userResponse,
  uses: {
    table: 'write',
    files: { photos: 'read' },
    users: ['AdminInitiateAuth', 'AdminSetUserPassword', 'AdminUpdateUserAttributes', 'AdminUserGlobalSignOut'],
    email: true,
    secrets: ['codes'],
  },
  summary: 'Completes a pending email or password change with its code; tells the old address of an email change.',
});
export const startTotp = route('startTotp', {
  handler: 'accounts/handlers/start-totp',
  body: startTotpBody,
  response: startTotpResponse,
  uses: { table: 'write', users: ['AdminInitiateAuth', 'AssociateSoftwareToken'], secrets: ['origin'] },
  summary: 'Starts turning on two-step sign-in: checks the password and answers a new authenticator secret.',
});
export const confirmTotp = route('confirmTotp', {
  handler: 'accounts/handlers/confirm-totp',
  body: confirmTotpBody,
  response: userResponse,
  uses: {
    table: 'write',
    files: { photos: 'read' },
    users: ['VerifySoftwareToken', 'SetUserMFAPreference'],
    secrets: ['origin'],
  },
  summary: "Turns on two-step sign-in with a code of the user's authenticator app.",
});
export const disableTotp = route('disableTotp', {
  handler: 'accounts/handlers/disable-totp',
  body: disableTotpBody,
  response: userResponse,
  uses: {
    table: 'write',
    files: { photos: 'read' },
    users: ['AdminInitiateAuth', 'VerifySoftwareToken', 'SetUserMFAPreference'],
    secrets: ['origin'],
  },
  summary: 'Turns off two-step sign-in with the password and a current code.',
});
export const verifyTotpLogin = route('verifyTotpLogin', {
  handler: 'accounts/handlers/verify-totp-login',
  body: verifyTotpLoginBody,
  response: sessionUserResponse,
  uses: {
    table: 'write',
    files: { photos: 'read' },
    users: ['AdminRespondToAuthChallenge'],
    secrets: ['onboarding', 'origin'],
  },
  summary: "Completes a two-step sign-in with the authenticator's code and sets the session cookies.",
});

// Employer: jobs
export const getJobs = route('getJobs', {
  handler: 'jobs/handlers/get-jobs',
  query: getJobsQuery,
  response: getJobsResponse,
  uses: { table: 'read' },
  summary: "The employer's jobs with tab counts, filtered and paged.",
});
export const addJob = route('addJob', {
  handler: 'jobs/handlers/add-job',
  body: addJobBody,
  response: jobResponse,
  uses: { table: 'write' },
  summary: 'Posts a new open job.',
});
export const getJob = route('getJob', {
  handler: 'jobs/handlers/get-job',
  query: jobIdQuery,
  response: jobResponse,
  uses: { table: 'read' },
  summary: 'One of the employer’s own jobs with its applicants.',
});
export const updateJob = route('updateJob', {
  handler: 'jobs/handlers/update-job',
  body: updateJobBody,
  response: jobResponse,
  uses: { table: 'write' },
  summary: 'Changes one of the employer’s own jobs.',
});
export const deleteJob = route('deleteJob', {
  handler: 'jobs/handlers/delete-job',
  query: jobIdQuery,
  response: messageOnly,
  uses: { table: 'write' },
  summary: 'Deletes one of the employer’s own jobs with its search entries and applications.',
});
export const updateJobActiveStatus = route('updateJobActiveStatus', {
  handler: 'jobs/handlers/update-job-active-status',
  body: jobActiveBody,
  response: jobResponse,
  uses: { table: 'write' },
  summary: 'Closes (out of search) or reopens (back in search) one of the employer’s own jobs.',
});
export const getDepartments = route('getDepartments', {
  handler: 'jobs/handlers/get-departments',
  response: departmentsResponse,
  uses: { table: 'read' },
  summary: 'The departments lookup.',
});

// Candidate: search and apply
export const searchJobs = route('searchJobs', {
  handler: 'jobs/handlers/search-jobs',
  query: searchJobsQuery,
  response: searchJobsResponse,
  uses: { table: 'read' },
  summary: 'Open jobs by words of the title and filters, newest first, a page at a time.',
});
export const getJobCandidate = route('getJobCandidate', {
  handler: 'applications/handlers/get-job-candidate',
  query: jobIdQuery,
  response: jobResponse,
  uses: { table: 'read' },
  summary: 'An open job as a candidate sees it (no applicants).',
});
export const jobApplication = route('jobApplication', {
  handler: 'applications/handlers/job-application',
  body: jobApplicationBody,
  response: messageOnly,
  uses: { table: 'write' },
  summary: 'Applies to an open job, once per candidate (again after withdrawing).',
});
export const updateApplicationStage = route('updateApplicationStage', {
  handler: 'applications/handlers/update-application-stage',
  body: updateApplicationStageBody,
  response: applicationStageResponse,
  uses: { table: 'write', email: true, parameters: ['siteUrl'] },
  summary:
    "Moves an application of the caller's job to another stage; tells the candidate of the moves that matter to them.",
});
export const withdrawApplication = route('withdrawApplication', {
  handler: 'applications/handlers/withdraw-application',
  body: withdrawApplicationBody,
  response: messageOnly,
  uses: { table: 'write' },
  summary: "Withdraws the caller's application to a job (final); the employer is notified.",
});
export const getMyApplications = route('getMyApplications', {
  handler: 'applications/handlers/get-my-applications',
  query: getMyApplicationsQuery,
  response: getMyApplicationsResponse,
  uses: { table: 'read' },
  summary: "The caller's applications, newest first, a page at a time, with where each stands.",
});
export const getApplicationStatuses = route('getApplicationStatuses', {
  handler: 'applications/handlers/get-application-statuses',
  query: getApplicationStatusesQuery,
  response: getApplicationStatusesResponse,
  uses: { table: 'read' },
  summary: 'Which of up to 10 jobs the caller applied to, and where each application stands.',
});

// Candidates: profiles, resumes, sourcing
export const uploadResume = route('uploadResume', {
  handler: 'candidates/handlers/upload-resume',
  response: userResponse,
  uses: { table: 'write', files: { resumes: 'write' } },
  summary: "Stores the candidate's PDF resume (multipart field resume), replacing the old one.",
});
export const getResume = route('getResume', {
  handler: 'candidates/handlers/get-resume',
  query: getResumeQuery,
  response: getResumeResponse,
  // Writes: an employer's view is counted and recorded (candidate-access.ts).
  uses: { table: 'write', files: { resumes: 'read' } },
  summary: 'A short-lived link to a resume, for its owner and for employers (counted and recorded).',
});
export const getCandidates = route('getCandidates', {
  handler: 'candidates/handlers/get-candidates',
  query: getCandidatesQuery,
  response: getCandidatesResponse,
  // Writes the employer's daily count of candidate views.
  uses: { table: 'write' },
  summary:
    "Confirmed candidates shown in search, by words of their job title, country and job type, newest first; each counts against the employer's daily views.",
});
export const getCandidate = route('getCandidate', {
  handler: 'candidates/handlers/get-candidate',
  query: getCandidateQuery,
  response: getCandidateResponse,
  // Writes: an employer's view is counted (candidate-access.ts).
  uses: { table: 'write' },
  summary: "One candidate's public profile (hidden candidates: for the companies they applied to).",
});
// Sessions and password reset
export const refreshSession = route('refreshSession', {
  handler: 'accounts/handlers/refresh-session',
  response: sessionResponse,
  // Writes: each renewal rotates the session's refresh secret.
  uses: { table: 'write', users: ['AdminInitiateAuth'] },
  summary: 'Renews the session cookie and rotates the refresh cookie before it expires; 401 when it cannot.',
});
export const requestPasswordReset = route('requestPasswordReset', {
  handler: 'accounts/handlers/request-password-reset',
  body: passwordResetRequestBody,
  response: messageOnly,
  uses: { table: 'write', email: true, secrets: ['codes', 'origin'] },
  summary: 'Emails a reset code when the address has an account; answers the same either way.',
});
export const resetPassword = route('resetPassword', {
  handler: 'accounts/handlers/reset-password',
  body: passwordResetBody,
  response: messageOnly,
  uses: {
    table: 'write',
    users: ['AdminSetUserPassword', 'AdminUserGlobalSignOut'],
    secrets: ['codes', 'origin'],
  },
  summary: 'Sets a new password with the emailed reset code.',
});
export const uploadPhoto = route('uploadPhoto', {
  handler: 'accounts/handlers/upload-photo',
  response: userResponse,
  uses: { table: 'write', files: { photos: 'write' } },
  summary: "Stores the user's profile photo (multipart field photo: PNG, JPEG or WebP).",
});

// Public site and notifications
export const submitRequirement = route('submitRequirement', {
  handler: 'requirements/handlers/submit-requirement',
  body: requirementBody,
  response: messageOnly,
  uses: { table: 'write', email: true, secrets: ['origin'] },
  summary: 'Stores a hiring requirement, emails it to the operators and a confirmation to the sender.',
});
export const getNotifications = route('getNotifications', {
  handler: 'notifications/handlers/get-notifications',
  query: getNotificationsQuery,
  response: getNotificationsResponse,
  uses: { table: 'read' },
  summary: "The user's notifications, newest first, with the unread count.",
});
export const markNotificationsRead = route('markNotificationsRead', {
  handler: 'notifications/handlers/mark-notifications-read',
  body: markNotificationsReadBody,
  response: messageOnly,
  uses: { table: 'write' },
  summary: 'Marks some or all of the user’s notifications read.',
});

// Teams: a company's members and invitations (docs/product/teams.md)
export const getTeam = route('getTeam', {
  handler: 'teams/handlers/get-team',
  response: getTeamResponse,
  uses: { table: 'read' },
  summary: "The caller's company: its members and pending invitations.",
});
export const inviteTeammate = route('inviteTeammate', {
  handler: 'teams/handlers/invite-teammate',
  body: invitationEmailBody,
  response: getTeamResponse,
  uses: { table: 'write', email: true, secrets: ['origin'], parameters: ['siteUrl'] },
  summary: 'Owner only: emails an invitation link to join the company (valid 7 days, single use).',
});
export const resendInvitation = route('resendInvitation', {
  handler: 'teams/handlers/resend-invitation',
  body: invitationEmailBody,
  response: getTeamResponse,
  uses: { table: 'write', email: true, secrets: ['origin'], parameters: ['siteUrl'] },
  summary: 'Owner only: emails a new invitation link; the old link stops working.',
});
export const revokeInvitation = route('revokeInvitation', {
  handler: 'teams/handlers/revoke-invitation',
  body: invitationEmailBody,
  response: getTeamResponse,
  uses: { table: 'write', secrets: ['origin'] },
  summary: 'Owner only: withdraws a pending invitation; its link stops working.',
});
export const removeMember = route('removeMember', {
  handler: 'teams/handlers/remove-member',
  body: memberBody,
  response: getTeamResponse,
  uses: { table: 'write', secrets: ['origin'] },
  summary: 'Owner only: removes a member, who loses access at their next call.',
});
export const makeOwner = route('makeOwner', {
  handler: 'teams/handlers/make-owner',
  body: memberBody,
  response: getTeamResponse,
  uses: { table: 'write', secrets: ['origin'] },
  summary: 'Owner only: makes another member the Owner; the caller becomes a Member.',
});
export const leaveCompany = route('leaveCompany', {
  handler: 'teams/handlers/leave-company',
  response: messageOnly,
  uses: { table: 'write', secrets: ['origin'] },
  summary: 'A Member leaves the company (the Owner first makes someone else Owner).',
});
export const getInvitation = route('getInvitation', {
  handler: 'teams/handlers/get-invitation',
  query: invitationTokenQuery,
  response: getInvitationResponse,
  uses: { table: 'read' },
  summary: "What an invitation link is: the company's name, the email, and whether it still works.",
});
export const acceptInvitation = route('acceptInvitation', {
  handler: 'teams/handlers/accept-invitation',
  body: acceptInvitationBody,
  response: sessionUserResponse,
  // files: read signs the answer's photo link; write: a replaced unconfirmed sign-up's resume is deleted.
  uses: {
    table: 'write',
    files: { resumes: 'write', photos: 'read' },
    users: [
      'AdminInitiateAuth',
      'AdminCreateUser',
      'AdminSetUserPassword',
      'AdminUpdateUserAttributes',
      'AdminDeleteUser',
      'AdminGetUser',
    ],
    secrets: ['origin'],
  },
  summary: 'Creates the invited employer account (email confirmed by the link), joins the company and signs in.',
});
export const joinCompany = route('joinCompany', {
  handler: 'teams/handlers/join-company',
  body: joinCompanyBody,
  response: userResponse,
  uses: { table: 'write', files: { photos: 'read' }, secrets: ['origin'] },
  summary: 'A signed-in employer of no company joins the one whose invitation link this is.',
});

// Job alerts: a candidate's saved searches, emailed once a day (docs/product/job-alerts.md)
export const createJobAlert = route('createJobAlert', {
  handler: 'job-alerts/handlers/create-job-alert',
  body: createJobAlertBody,
  response: jobAlertResponse,
  uses: { table: 'write' },
  summary: 'Saves a job search as an alert (at most 10, no two alike): new matching jobs are emailed once a day.',
});
export const getJobAlerts = route('getJobAlerts', {
  handler: 'job-alerts/handlers/get-job-alerts',
  response: getJobAlertsResponse,
  uses: { table: 'read' },
  summary: "The caller's job alerts, newest first.",
});
export const updateJobAlert = route('updateJobAlert', {
  handler: 'job-alerts/handlers/update-job-alert',
  body: updateJobAlertBody,
  response: jobAlertResponse,
  uses: { table: 'write' },
  summary: "Pauses or resumes one of the caller's job alerts (resumed, it sends jobs posted from then on).",
});
export const deleteJobAlert = route('deleteJobAlert', {
  handler: 'job-alerts/handlers/delete-job-alert',
  query: alertIdQuery,
  response: messageOnly,
  uses: { table: 'write' },
  summary: "Deletes one of the caller's job alerts.",
});
export const unsubscribeJobAlert = route('unsubscribeJobAlert', {
  handler: 'job-alerts/handlers/unsubscribe-job-alert',
  query: unsubscribeQuery,
  response: unsubscribeResponse,
  uses: { table: 'write' },
  summary:
    'Deletes the job alert whose digest email holds this token, without a session (also the one-click List-Unsubscribe POST).',
});

// Privacy
export const exportMyData = route('exportMyData', {
  handler: 'privacy/handlers/export-my-data',
  response: exportMyDataResponse,
  uses: { table: 'write', files: { resumes: 'read', photos: 'read' } },
  summary: 'Everything stored about the caller, as one JSON document with links to their files (rate-limited).',
});
export const requestAccountDeletion = route('requestAccountDeletion', {
  handler: 'privacy/handlers/request-account-deletion',
  body: requestAccountDeletionBody,
  response: messageOnly,
  uses: { table: 'write', users: ['AdminInitiateAuth'], email: true, secrets: ['codes', 'origin'] },
  summary: "Starts deleting the caller's account: checks the password and emails a code.",
});
export const deleteAccount = route('deleteAccount', {
  handler: 'privacy/handlers/delete-account',
  body: deleteAccountBody,
  response: deleteAccountResponse,
  uses: {
    table: 'write',
    files: { resumes: 'erase', photos: 'erase' },
    users: ['AdminDeleteUser', 'AdminUserGlobalSignOut'],
    secrets: ['codes'],
  },
  summary:
    "Deletes the caller's account with the emailed code: closes it at once, then removes its data, files and sign-in.",
});

/** Every route by name: what the gateway, the CDK app and the tests iterate. */
export const routes = {
  login,
  logout,
  getUser,
  employerSignup,
  candidateSignup,
  updateCandidateBio,
  verifyOtp,
  resendVerification,
  updateEmployerProfile,
  updateCandidateProfile,
  updateCompanyBio,
  updateEmail,
  updatePassword,
  verifyUpdateOtp,
  startTotp,
  confirmTotp,
  disableTotp,
  verifyTotpLogin,
  getJobs,
  addJob,
  getJob,
  updateJob,
  deleteJob,
  updateJobActiveStatus,
  getDepartments,
  searchJobs,
  getJobCandidate,
  jobApplication,
  updateApplicationStage,
  withdrawApplication,
  getMyApplications,
  getApplicationStatuses,
  uploadResume,
  getResume,
  getCandidates,
  getCandidate,
  refreshSession,
  requestPasswordReset,
  resetPassword,
  uploadPhoto,
  submitRequirement,
  getNotifications,
  markNotificationsRead,
  getTeam,
  inviteTeammate,
  resendInvitation,
  revokeInvitation,
  removeMember,
  makeOwner,
  leaveCompany,
  getInvitation,
  acceptInvitation,
  joinCompany,
  createJobAlert,
  getJobAlerts,
  updateJobAlert,
  deleteJobAlert,
  unsubscribeJobAlert,
  exportMyData,
  requestAccountDeletion,
  deleteAccount,
} as const satisfies Record<RoutePathName, RouteDefinition & { name: RoutePathName }>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

type InputOf<S> = S extends z.ZodMiniType ? z.input<S> : undefined;
export type RouteQuery<N extends RouteName> = Routes[N] extends { query: infer Q } ? InputOf<Q> : undefined;
export type RouteBody<N extends RouteName> = Routes[N] extends { body: infer B } ? InputOf<B> : undefined;
export type RouteResponse<N extends RouteName> = z.output<Routes[N]['response']>;

/** An entry of the table with its name. */
export type RouteEntry = RouteDefinition & { name: RouteName };
export const routeList: RouteEntry[] = /* @__PURE__ */ Object.values(routes);
