// The route tree of docs/product/ui.md. The public pages are in the main bundle; the auth screens,
// the dashboard and the other signed-in screens load on first visit (route `lazy`), so /home
// never downloads them. Route paths are the absolute ones of lib/paths (React Router takes an
// absolute child path that starts with its parents' path), so a link and its route cannot drift
// apart; a screen with a parameter passes its pattern, e.g. paths.job(':jobID'). The list is
// shared/web-paths.ts, which the links of the functions' emails and notifications come from too.
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { FullPageLoading } from '@/components/full-page-loading';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { RequireOperator } from '@/features/auth/components/require-operator';
import { RequireRole } from '@/features/auth/components/require-role';
import { HomeRoute } from '@/features/marketing/routes/home';
import { PublicLayout } from '@/features/navigation/components/public-layout';
import { paths } from '@/lib/paths';
import { NotFoundRoute } from './routes/not-found';
import { RootRoute } from './routes/root';
import { RouteErrorBoundary } from './routes/route-error';

type LazyComponent = () => Promise<{ Component: ComponentType }>;

/** A code-split screen: `lazyComponent(() => import('@/features/x/routes/y'), (m) => m.YRoute)`. */
export function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyComponent {
  return async () => ({ Component: pick(await load()) });
}

/** The route of a code-split screen at `path`: the component `name` of the module `load` imports on first visit. */
function route<K extends string, M extends Record<K, ComponentType>>(
  path: string,
  name: K,
  load: () => Promise<M>,
): RouteObject {
  return { path, lazy: lazyComponent(load, (module) => module[name]) };
}

// The screens below, each route(path, component, module): import() stays written out in each,
// so that the bundler splits every screen into its own chunk.

/** Public layout: top navigation, page, footer. */
const publicScreens: RouteObject[] = [
  { path: paths.home, Component: HomeRoute },
  route(paths.services, 'ServicesRoute', () => import('@/features/marketing/routes/services')),
  route(paths.findWork, 'FindWorkRoute', () => import('@/features/find-work/routes/find-work')),
  route(paths.publicJob(':jobID'), 'JobPageRoute', () => import('@/features/find-work/routes/job-page')),
  route(paths.publicCompany(':slug'), 'CompanyPageRoute', () => import('@/features/companies/routes/company-page')),
  route(paths.help, 'HelpRoute', () => import('@/features/help/routes/help')),
  route(paths.jobAlertsUnsubscribe, 'UnsubscribeRoute', () => import('@/features/job-alerts/routes/unsubscribe')),
  route(
    paths.shareRequirement,
    'ShareRequirementRoute',
    () => import('@/features/requirements/routes/share-requirement'),
  ),
];

const authLayout = lazyComponent(
  () => import('@/features/auth/components/auth-layout'),
  (m) => m.AuthLayout,
);

/** Log in and sign up. */
const authScreens: RouteObject[] = [
  route(paths.login, 'LoginRoute', () => import('@/features/auth/routes/login')),
  route(paths.forgotPassword, 'ForgotPasswordRoute', () => import('@/features/auth/routes/forgot-password')),
  route(paths.signup, 'SignupRoute', () => import('@/features/auth/routes/signup')),
  route(paths.employerSignup, 'EmployerSignupRoute', () => import('@/features/auth/routes/employer-signup')),
  route(paths.companySignup, 'CompanySignupRoute', () => import('@/features/auth/routes/company-signup')),
  route(paths.candidateSignup, 'CandidateSignupRoute', () => import('@/features/auth/routes/candidate-signup')),
  route(paths.addBio, 'AddBioRoute', () => import('@/features/auth/routes/add-bio')),
  route(paths.confirmEmail, 'ConfirmEmailRoute', () => import('@/features/auth/routes/confirm-email')),
  route(paths.join(':token'), 'JoinRoute', () => import('@/features/auth/routes/join')),
];

const dashboardLayout = lazyComponent(
  () => import('./routes/dashboard'),
  (m) => m.DashboardRoute,
);
const dashboardIndex = lazyComponent(
  () => import('@/features/dashboard/routes/dashboard-index'),
  (m) => m.DashboardIndexRoute,
);

/** The dashboard's screens of every signed-in user. */
const accountScreens: RouteObject[] = [
  route(paths.settings, 'SettingsWithPrivacyRoute', () => import('./routes/settings')),
  route(paths.notifications, 'NotificationsRoute', () => import('@/features/notifications/routes/notifications')),
  route(paths.messages, 'MessagesRoute', () => import('@/features/messages/routes/messages')),
  route(
    paths.conversation(':conversationID'),
    'ConversationWithInterviewsRoute',
    () => import('./routes/conversation'),
  ),
  route(paths.dashboardHelp, 'DashboardHelpRoute', () => import('@/features/help/routes/help')),
];

/** The dashboard's screens of a candidate. */
const candidateScreens: RouteObject[] = [
  route(paths.candidateHome, 'FindJobsWithAlertsRoute', () => import('./routes/find-jobs')),
  route(paths.jobAlerts, 'JobAlertsRoute', () => import('@/features/job-alerts/routes/job-alerts')),
  route(paths.candidateJob(':jobID'), 'JobDetailRoute', () => import('@/features/candidate/routes/job-detail')),
  route(paths.myApplications, 'MyApplicationsWithInterviewsRoute', () => import('./routes/my-applications')),
  route(paths.savedJobs, 'SavedJobsRoute', () => import('@/features/candidate/routes/saved-jobs')),
  route(paths.candidateBio, 'CandidateBioRoute', () => import('@/features/candidate/routes/candidate-bio')),
  { path: paths.candidateProfile, element: <Navigate to={paths.candidateBio} replace /> },
];

/** The dashboard's screens of an employer with a company. */
const employerScreens: RouteObject[] = [
  route(paths.employerHome, 'EmployerHomeWithInterviewsRoute', () => import('./routes/employer-home')),
  route(paths.jobs, 'JobsRoute', () => import('@/features/employer/routes/jobs')),
  route(paths.job(':jobID'), 'JobDetailsRoute', () => import('@/features/employer/routes/job-details')),
  route(paths.companyBio, 'CompanyBioRoute', () => import('@/features/employer/routes/company-bio')),
  route(paths.team, 'TeamRoute', () => import('@/features/teams/routes/team')),
  route(paths.browseTalent, 'BrowseTalentRoute', () => import('@/features/sourcing/routes/browse-talent')),
  route(paths.candidate(':id'), 'CandidateDetailsRoute', () => import('@/features/sourcing/routes/candidate-details')),
];

const fullPageLayout = lazyComponent(
  () => import('@/features/dashboard/components/full-page-layout'),
  (m) => m.FullPageLayout,
);

/** Full-page forms (no sidebar) of an employer with a company. */
const employerFormScreens: RouteObject[] = [
  route(paths.postAJob, 'AddJobRoute', () => import('@/features/employer/routes/add-job')),
  route(paths.editJob(':jobID'), 'EditJobRoute', () => import('@/features/employer/routes/edit-job')),
  route(paths.editCompany, 'EditCompanyRoute', () => import('@/features/employer/routes/edit-company')),
];

/** Full-page forms (no sidebar) of a candidate. */
const candidateFormScreens: RouteObject[] = [
  route(paths.uploadResume, 'UploadResumeRoute', () => import('@/features/candidate/routes/upload-resume')),
  route(paths.editProfile, 'EditProfileRoute', () => import('@/features/candidate/routes/edit-profile')),
];

const opsLayout = lazyComponent(
  () => import('@/features/ops/components/ops-layout'),
  (m) => m.OpsLayout,
);

/** The operators' console: /ops opens its review queue. */
const opsScreens: RouteObject[] = [
  { index: true, element: <Navigate to={paths.opsQueue} replace /> },
  route(paths.opsQueue, 'QueueRoute', () => import('@/features/ops/routes/queue')),
  route(paths.opsAudit, 'AuditRoute', () => import('@/features/ops/routes/audit')),
  route(paths.opsRequirements, 'RequirementsRoute', () => import('@/features/ops/routes/requirements')),
];

/** Any other address, inside the layout it falls under. */
const notFound: RouteObject = { path: '*', Component: NotFoundRoute };
const companyEmployer = <RequireRole role="employer" company />;
const candidate = <RequireRole role="candidate" />;

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: FullPageLoading,
    children: [
      { index: true, element: <Navigate to={paths.home} replace /> },
      { Component: PublicLayout, children: [...publicScreens, notFound] },
      { lazy: authLayout, children: authScreens },
      // Signed-in areas: visitors are sent to "/".
      {
        Component: RequireAuth,
        children: [
          // The dashboard shell, one for /dashboard and the operators' console (/ops), so that
          // going from one to the other keeps it (the side navigation's state) as it was.
          {
            lazy: dashboardLayout,
            children: [
              {
                path: paths.dashboard,
                children: [
                  { index: true, lazy: dashboardIndex },
                  { element: companyEmployer, children: employerScreens },
                  { element: candidate, children: candidateScreens },
                  ...accountScreens,
                  notFound,
                ],
              },
              {
                element: <RequireOperator />,
                children: [{ path: paths.ops, lazy: opsLayout, children: [...opsScreens, notFound] }],
              },
            ],
          },
          {
            lazy: fullPageLayout,
            children: [
              { element: companyEmployer, children: employerFormScreens },
              { element: candidate, children: candidateFormScreens },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Loads the code-split screens that `location` shows, so that a router created afterwards
 * renders the page at once (React Router shows HydrateFallback while a matched route is still
 * lazy): hydrating a prerendered page needs its first render to be that page.
 */
export async function loadMatchedRoutes(location: Pick<Location, 'pathname'>): Promise<void> {
  const lazyMatches = (matchRoutes(appRoutes, location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as LazyComponent;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}
