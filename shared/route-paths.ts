// Where each API call lives: method, path, who may call it and how its body travels. No
// schemas and no zod, so the web app's client (web/src/lib/api-client.ts) can import it without
// pulling the whole contract into every page. shared/routes.ts builds each route from its
// entry here, so this is the one place a path is written.

/**
 * Who may call a route:
 * - public: anyone;
 * - onboarding: anyone holding the onboarding cookie of the account named in the request
 *   (a browser that has just signed up and not yet confirmed);
 * - user: any signed-in user; employer / candidate: a signed-in user of that role;
 * - member: a signed-in employer who is a member of a company (checked on every call, so a
 *   removed member is refused at once); the company's jobs and applicants are theirs.
 */
export type Access = 'public' | 'onboarding' | 'user' | 'employer' | 'member' | 'candidate';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** How the body travels: JSON, or multipart/form-data with files. */
export type BodyKind = 'none' | 'json' | 'multipart';

export interface RoutePath {
  method: HttpMethod;
  path: `/api/${string}`;
  access: Access;
  bodyKind: BodyKind;
}

export const routePaths = {
  login: { method: 'POST', path: '/api/login', access: 'public', bodyKind: 'json' },
  logout: { method: 'POST', path: '/api/logout', access: 'public', bodyKind: 'none' },
  getUser: { method: 'GET', path: '/api/get-user', access: 'user', bodyKind: 'none' },
  employerSignup: { method: 'POST', path: '/api/employer/signup', access: 'public', bodyKind: 'json' },
  candidateSignup: { method: 'POST', path: '/api/candidate/signup', access: 'public', bodyKind: 'multipart' },
  updateCandidateBio: { method: 'PUT', path: '/api/update-candidate-bio', access: 'onboarding', bodyKind: 'json' },
  verifyOtp: { method: 'PUT', path: '/api/verify-otp', access: 'onboarding', bodyKind: 'json' },
  resendVerification: {
    method: 'POST',
    path: '/api/employer/resend-verification',
    access: 'onboarding',
    bodyKind: 'json',
  },
  updateEmployerProfile: { method: 'PUT', path: '/api/update-employer-profile', access: 'employer', bodyKind: 'json' },
  updateCandidateProfile: {
    method: 'PUT',
    path: '/api/update-candidate-profile',
    access: 'candidate',
    bodyKind: 'json',
  },
  updateCompanyBio: { method: 'PUT', path: '/api/update-company-bio', access: 'member', bodyKind: 'json' },
  updateEmail: { method: 'PUT', path: '/api/update-email', access: 'user', bodyKind: 'json' },
  updatePassword: { method: 'PUT', path: '/api/update-password', access: 'user', bodyKind: 'json' },
  verifyUpdateOtp: { method: 'PUT', path: '/api/verify-update-otp', access: 'user', bodyKind: 'json' },
  startTotp: { method: 'POST', path: '/api/start-totp', access: 'user', bodyKind: 'json' },
  confirmTotp: { method: 'POST', path: '/api/confirm-totp', access: 'user', bodyKind: 'json' },
  disableTotp: { method: 'POST', path: '/api/disable-totp', access: 'user', bodyKind: 'json' },
  verifyTotpLogin: { method: 'POST', path: '/api/verify-totp-login', access: 'public', bodyKind: 'json' },
  getJobs: { method: 'GET', path: '/api/get-jobs', access: 'member', bodyKind: 'none' },
  addJob: { method: 'POST', path: '/api/add-job', access: 'member', bodyKind: 'json' },
  getJob: { method: 'GET', path: '/api/get-job', access: 'member', bodyKind: 'none' },
  updateJob: { method: 'PUT', path: '/api/update-job', access: 'member', bodyKind: 'json' },
  deleteJob: { method: 'DELETE', path: '/api/delete-job', access: 'member', bodyKind: 'none' },
  updateJobActiveStatus: { method: 'PUT', path: '/api/update-job-active-status', access: 'member', bodyKind: 'json' },
  getDepartments: { method: 'GET', path: '/api/get-departments', access: 'public', bodyKind: 'none' },
  searchJobs: { method: 'GET', path: '/api/search-jobs', access: 'public', bodyKind: 'none' },
  getJobCandidate: { method: 'GET', path: '/api/get-job-candidate', access: 'candidate', bodyKind: 'none' },
  jobApplication: { method: 'POST', path: '/api/job-application', access: 'candidate', bodyKind: 'json' },
  updateApplicationStage: {
    method: 'PUT',
    path: '/api/update-application-stage',
    access: 'member',
    bodyKind: 'json',
  },
  withdrawApplication: { method: 'PUT', path: '/api/withdraw-application', access: 'candidate', bodyKind: 'json' },
  getMyApplications: { method: 'GET', path: '/api/get-my-applications', access: 'candidate', bodyKind: 'none' },
  getApplicationStatuses: {
    method: 'GET',
    path: '/api/get-application-statuses',
    access: 'candidate',
    bodyKind: 'none',
  },
  uploadResume: { method: 'PUT', path: '/api/upload-resume', access: 'candidate', bodyKind: 'multipart' },
  getResume: { method: 'GET', path: '/api/get-resume', access: 'user', bodyKind: 'none' },
  getCandidates: { method: 'GET', path: '/api/get-candidates', access: 'member', bodyKind: 'none' },
  getCandidate: { method: 'GET', path: '/api/get-candidate', access: 'member', bodyKind: 'none' },
  refreshSession: { method: 'POST', path: '/api/refresh-session', access: 'public', bodyKind: 'none' },
  requestPasswordReset: { method: 'POST', path: '/api/forgot-password', access: 'public', bodyKind: 'json' },
  resetPassword: { method: 'PUT', path: '/api/reset-password', access: 'public', bodyKind: 'json' },
  uploadPhoto: { method: 'PUT', path: '/api/upload-photo', access: 'user', bodyKind: 'multipart' },
  submitRequirement: { method: 'POST', path: '/api/submit-requirement', access: 'public', bodyKind: 'json' },
  getNotifications: { method: 'GET', path: '/api/get-notifications', access: 'user', bodyKind: 'none' },
  markNotificationsRead: { method: 'PUT', path: '/api/mark-notifications-read', access: 'user', bodyKind: 'json' },
  getTeam: { method: 'GET', path: '/api/get-team', access: 'member', bodyKind: 'none' },
  inviteTeammate: { method: 'POST', path: '/api/invite-teammate', access: 'member', bodyKind: 'json' },
  resendInvitation: { method: 'POST', path: '/api/resend-invitation', access: 'member', bodyKind: 'json' },
  revokeInvitation: { method: 'PUT', path: '/api/revoke-invitation', access: 'member', bodyKind: 'json' },
  removeMember: { method: 'PUT', path: '/api/remove-member', access: 'member', bodyKind: 'json' },
  makeOwner: { method: 'PUT', path: '/api/make-owner', access: 'member', bodyKind: 'json' },
  leaveCompany: { method: 'PUT', path: '/api/leave-company', access: 'member', bodyKind: 'none' },
  getInvitation: { method: 'GET', path: '/api/get-invitation', access: 'public', bodyKind: 'none' },
  acceptInvitation: { method: 'POST', path: '/api/accept-invitation', access: 'public', bodyKind: 'json' },
  joinCompany: { method: 'PUT', path: '/api/join-company', access: 'employer', bodyKind: 'json' },
  createJobAlert: { method: 'POST', path: '/api/create-job-alert', access: 'candidate', bodyKind: 'json' },
  getJobAlerts: { method: 'GET', path: '/api/get-job-alerts', access: 'candidate', bodyKind: 'none' },
  updateJobAlert: { method: 'PUT', path: '/api/update-job-alert', access: 'candidate', bodyKind: 'json' },
  deleteJobAlert: { method: 'DELETE', path: '/api/delete-job-alert', access: 'candidate', bodyKind: 'none' },
  // The token travels in the query and any body is ignored: mail clients' one-click POST
  // (RFC 8058) sends `List-Unsubscribe=One-Click` as a form.
  unsubscribeJobAlert: { method: 'POST', path: '/api/unsubscribe-job-alert', access: 'public', bodyKind: 'none' },
  exportMyData: { method: 'GET', path: '/api/export-my-data', access: 'user', bodyKind: 'none' },
  requestAccountDeletion: { method: 'POST', path: '/api/request-account-deletion', access: 'user', bodyKind: 'json' },
  deleteAccount: { method: 'POST', path: '/api/delete-account', access: 'user', bodyKind: 'json' },
} as const satisfies Record<string, RoutePath>;

export type RoutePathName = keyof typeof routePaths;
