// The web app's pages each kind of user can open: walked by the browser tests
// (test/e2e/app/accessibility.spec.ts) and measured by the bench (bench/layout-shift.ts).
import { conversationIdOf } from '../shared/conversation-ids.js';

export const VISITOR_PATHS = [
  '/',
  '/home',
  '/services',
  '/find-work',
  '/find-work?jobTitle=developer',
  '/share-requirement',
  '/help',
  '/login',
  '/forgot-password',
  '/signup',
  '/employer/signup',
  '/candidate/signup',
  // An invitation link that leads nowhere (teams.spec checks a working one).
  `/join/${'x'.repeat(43)}`,
  // An unsubscribe link that leads nowhere (job-alerts.spec checks a working one).
  '/job-alerts/unsubscribe?token=not-a-token',
  // A job link that leads nowhere (job-page.spec checks an open job's page for a visitor).
  '/jobs/00000000-0000-4000-8000-000000000000',
  // A company link that leads nowhere (the unknown company's page).
  '/companies/no-such-company',
  '/no/such/page',
];

/** The operators' console (an account that `npm run operator` marked). */
export const OPERATOR_PATHS = ['/ops', '/ops/queue', '/ops/audit', '/ops/requirements'];

/** Pages of the sign-up steps, with the data the steps before them leave in the browser. */
export const ONBOARDING_PATHS = ['/company/signup', '/add-bio', '/confirm-email'];

export const employerPaths = (jobID: string, candidateID: string, jobTitle: string) => [
  '/dashboard',
  '/dashboard/home',
  '/dashboard/jobs',
  '/dashboard/jobs?active=true',
  `/dashboard/jobs/${jobID}`,
  '/dashboard/company-bio',
  '/dashboard/team',
  '/dashboard/browse-talent',
  `/dashboard/browse-talent?jobTitle=${encodeURIComponent(jobTitle)}`,
  `/dashboard/browse-talent/${candidateID}`,
  `/dashboard/browse-talent/${candidateID}?job=${jobID}`,
  '/dashboard/settings',
  '/dashboard/notifications',
  '/dashboard/messages',
  // The applicant's conversation, before anyone wrote in it.
  `/dashboard/messages/${conversationIdOf(jobID, candidateID)}`,
  '/dashboard/help',
  '/dashboard/no-such-screen',
  '/dashboard/find-jobs',
  '/post-a-job',
  `/edit-job/${jobID}`,
  '/edit-company',
  '/home',
];

export const candidatePaths = (jobID: string, candidateID: string) => [
  '/dashboard/find-jobs',
  `/dashboard/find-jobs/${jobID}`,
  // The job's public page, rendered by its function, as a signed-in candidate sees it.
  `/jobs/${jobID}`,
  '/dashboard/applications',
  '/dashboard/saved-jobs',
  '/dashboard/job-alerts',
  '/dashboard/candidate-bio',
  '/dashboard/candidate-profile',
  '/dashboard/settings',
  '/dashboard/notifications',
  '/dashboard/messages',
  `/dashboard/messages/${conversationIdOf(jobID, candidateID)}`,
  '/dashboard/help',
  '/upload-resume',
  '/edit-profile',
  '/home',
  '/find-work',
];
