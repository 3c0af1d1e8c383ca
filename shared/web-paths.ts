// The web app's paths (docs/product/ui.md): its router declares its screens at these, its
// links and redirects use them (web/src/lib/paths.ts), and the functions build the links of
// their emails and notifications from them (appLinks), so a link cannot name a page the app
// does not have: test/web/app/app-links.test.tsx follows every one of appLinks through the router.
// No zod and no React: both sides import it.
export const webPaths = {
  // Visitors who reach a signed-in screen are sent here; the router sends it on to /home.
  root: '/',
  home: '/home',
  services: '/services',
  findWork: '/find-work',
  /** A job's public page, served by a function with the page's HTML (shared/job-page.ts). */
  publicJob: (jobID: string) => `/jobs/${jobID}`,
  /** A company's public page, served like a job's (shared/company-page.ts). */
  publicCompany: (slug: string) => `/companies/${slug}`,
  shareRequirement: '/share-requirement',
  help: '/help',
  login: '/login',
  forgotPassword: '/forgot-password',
  signup: '/signup',
  employerSignup: '/employer/signup',
  companySignup: '/company/signup',
  candidateSignup: '/candidate/signup',
  addBio: '/add-bio',
  confirmEmail: '/confirm-email',
  postAJob: '/post-a-job',
  dashboard: '/dashboard',
  employerHome: '/dashboard/home',
  jobs: '/dashboard/jobs',
  job: (jobID: string) => `/dashboard/jobs/${jobID}`,
  editJob: (jobID: string) => `/edit-job/${jobID}`,
  companyBio: '/dashboard/company-bio',
  editCompany: '/edit-company',
  browseTalent: '/dashboard/browse-talent',
  candidate: (userID: string) => `/dashboard/browse-talent/${userID}`,
  candidateHome: '/dashboard/find-jobs',
  candidateJob: (jobID: string) => `/dashboard/find-jobs/${jobID}`,
  myApplications: '/dashboard/applications',
  savedJobs: '/dashboard/saved-jobs',
  candidateBio: '/dashboard/candidate-bio',
  // Upload resume's success redirect names this path (docs/product/candidates.md); the router sends it to candidateBio.
  candidateProfile: '/dashboard/candidate-profile',
  editProfile: '/edit-profile',
  uploadResume: '/upload-resume',
  notifications: '/dashboard/notifications',
  messages: '/dashboard/messages',
  conversation: (conversationID: string) => `/dashboard/messages/${conversationID}`,
  dashboardHelp: '/dashboard/help',
  settings: '/dashboard/settings',
  team: '/dashboard/team',
  join: (token: string) => `/join/${token}`,
  jobAlerts: '/dashboard/job-alerts',
  jobAlertsUnsubscribe: '/job-alerts/unsubscribe',
  // The operators' console (docs/product/ui.md): /ops opens its first section.
  ops: '/ops',
  opsQueue: '/ops/queue',
  opsAudit: '/ops/audit',
  opsRequirements: '/ops/requirements',
} as const;

/**
 * `page` carrying `next`, where to go once signed in: the login page, and the sign-up steps that
 * hand it on to the login page (they go only where web/src/lib/paths.ts safeNext allows).
 */
export const withNext = (page: string, next: string | null | undefined) =>
  next ? `${page}?next=${encodeURIComponent(next)}` : page;

/** The login page, going on to `path` once signed in, or at once when already. */
export const afterLogin = (path: string) => withNext(webPaths.login, path);

/** The links to the app that the functions build, relative to the site's address: one function each. */
export const appLinks = {
  /** An employer's job with its applicants: notifications of a new or withdrawn application. */
  employerJob: (jobID: string) => webPaths.job(jobID),
  /** A candidate's applications: the notification and the email of a stage change. */
  myApplications: () => webPaths.myApplications,
  /** Joins the company that invited this email: the invitation email. */
  invitation: (token: string) => webPaths.join(token),
  /** A job's public page: its canonical address, the link people share. */
  publicJob: (jobID: string) => webPaths.publicJob(jobID),
  /** A company's public page: its canonical address. */
  publicCompany: (slug: string) => webPaths.publicCompany(slug),
  /** A job of a job alert's digest email, through the login page. */
  alertJob: (jobID: string) => afterLogin(webPaths.candidateJob(jobID)),
  /** The candidate's job alerts, through the login page: the digest email. */
  jobAlerts: () => afterLogin(webPaths.jobAlerts),
  /** A conversation, through the login page: the email about a new message. */
  conversation: (conversationID: string) => afterLogin(webPaths.conversation(conversationID)),
  /** Settings, through the login page: where the followed companies' digest is turned off. */
  settings: () => afterLogin(webPaths.settings),
  /** Unsubscribes from one job alert without signing in: the digest email. */
  unsubscribeJobAlert: (token: string) => `${webPaths.jobAlertsUnsubscribe}?token=${encodeURIComponent(token)}`,
} as const;
