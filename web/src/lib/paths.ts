// The app's paths (docs/product/ui.md): link and navigate with these, not with string literals.
export const paths = {
  // Visitors who reach a signed-in screen are sent here; the router sends it on to /home.
  root: '/',
  home: '/home',
  services: '/services',
  findWork: '/find-work',
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
  candidateBio: '/dashboard/candidate-bio',
  // Upload resume's success redirect names this path (docs/product/candidates.md); the router sends it to candidateBio.
  candidateProfile: '/dashboard/candidate-profile',
  editProfile: '/edit-profile',
  uploadResume: '/upload-resume',
  notifications: '/dashboard/notifications',
  dashboardHelp: '/dashboard/help',
  settings: '/dashboard/settings',
  team: '/dashboard/team',
  join: (token: string) => `/join/${token}`,
  jobAlerts: '/dashboard/job-alerts',
  jobAlertsUnsubscribe: '/job-alerts/unsubscribe',
} as const;

/**
 * Where login may send someone back to (`/login?next=...`): only a join link, a job's page or
 * the job alerts of this site (the links of emails), so the parameter cannot send anyone elsewhere.
 */
export function safeNext(next: string | null): string | null {
  const allowed = [
    /^\/join\/[A-Za-z0-9_-]{43}$/,
    /^\/dashboard\/find-jobs\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    /^\/dashboard\/job-alerts$/,
  ];
  return next && allowed.some((pattern) => pattern.test(next)) ? next : null;
}

/** The login page, going on to `path` (one safeNext allows) once signed in, or at once when already. */
export const afterLogin = (path: string) => `${paths.login}?next=${encodeURIComponent(path)}`;

/** Home of a signed-in user: employers land on their dashboard, candidates on the job search. */
export function homePathFor(role: string | undefined): string {
  if (role === 'employer') return paths.employerHome;
  if (role === 'candidate') return paths.candidateHome;
  // Not a role of this product (the first specification gave it an empty link): the public home is the safe choice.
  return paths.home;
}

/** Employer-only destinations (Post a Job, Hire an Expert, Find Talent): visitors and candidates go to /login. */
export function employerTarget(role: string | undefined, to: string): string {
  return role === 'employer' ? to : paths.login;
}
