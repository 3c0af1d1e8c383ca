// The app's paths: link and navigate with these, not with string literals. They are the list
// the functions build their links from too (shared/web-paths.ts).
import { webPaths as paths } from '#shared/web-paths.js';

export { afterLogin, webPaths as paths, withNext } from '#shared/web-paths.js';

/**
 * Where login may send someone back to (`/login?next=...`, handed on by the sign-up steps):
 * only a join link, a job's application form, the job alerts, Settings, a conversation, a
 * company's or a job's page or the job search of this site (the links of emails, a job page's
 * Apply, a company page's Follow, a visitor's Report), so the parameter cannot send anyone elsewhere.
 */
export function safeNext(next: string | null): string | null {
  const allowed = [
    /^\/join\/[A-Za-z0-9_-]{43}$/,
    /^\/dashboard\/find-jobs\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    /^\/dashboard\/job-alerts$/,
    /^\/dashboard\/settings$/,
    /^\/companies\/[a-z0-9-]{3,60}$/,
    /^\/jobs\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    // The job search with its filters: Report in a result's menu.
    /^\/find-work(\?[^#]*)?$/,
    /^\/dashboard\/messages\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  ];
  return next && allowed.some((pattern) => pattern.test(next)) ? next : null;
}

/**
 * Pages the server renders with their data (a job's, a company's): their data comes with their
 * own document only, so the app loads them rather than route to them.
 */
export const isServerRenderedPage = (path: string): boolean => /^\/(jobs|companies)\/[^/]+$/.test(path);

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

/** The applicant's "Schedule interview": their conversation, with the scheduling form open. */
export const SCHEDULE_INTERVIEW_PARAM = 'schedule';
export const scheduleInterviewPath = (conversationID: string): string =>
  `${paths.conversation(conversationID)}?${SCHEDULE_INTERVIEW_PARAM}=1`;
