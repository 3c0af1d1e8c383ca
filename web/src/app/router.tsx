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

const authLayout = lazyComponent(
  () => import('@/features/auth/components/auth-layout'),
  (m) => m.AuthLayout,
);
const dashboardLayout = lazyComponent(
  () => import('./routes/dashboard'),
  (m) => m.DashboardRoute,
);
const fullPageLayout = lazyComponent(
  () => import('@/features/dashboard/components/full-page-layout'),
  (m) => m.FullPageLayout,
);
const dashboardIndex = lazyComponent(
  () => import('@/features/dashboard/routes/dashboard-index'),
  (m) => m.DashboardIndexRoute,
);

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: FullPageLoading,
    children: [
      { index: true, element: <Navigate to={paths.home} replace /> },

      // Public layout: top navigation, page, footer.
      {
        Component: PublicLayout,
        children: [
          { path: paths.home, Component: HomeRoute },
          {
            path: paths.services,
            lazy: lazyComponent(
              () => import('@/features/marketing/routes/services'),
              (m) => m.ServicesRoute,
            ),
          },
          {
            path: paths.findWork,
            lazy: lazyComponent(
              () => import('@/features/find-work/routes/find-work'),
              (m) => m.FindWorkRoute,
            ),
          },
          {
            path: paths.publicJob(':jobID'),
            lazy: lazyComponent(
              () => import('@/features/find-work/routes/job-page'),
              (m) => m.JobPageRoute,
            ),
          },
          {
            path: paths.shareRequirement,
            lazy: lazyComponent(
              () => import('@/features/requirements/routes/share-requirement'),
              (m) => m.ShareRequirementRoute,
            ),
          },
          {
            path: paths.help,
            lazy: lazyComponent(
              () => import('@/features/help/routes/help'),
              (m) => m.HelpRoute,
            ),
          },
          {
            path: paths.jobAlertsUnsubscribe,
            lazy: lazyComponent(
              () => import('@/features/job-alerts/routes/unsubscribe'),
              (m) => m.UnsubscribeRoute,
            ),
          },
          { path: '*', Component: NotFoundRoute },
        ],
      },

      // Log in and sign up.
      {
        lazy: authLayout,
        children: [
          {
            path: paths.login,
            lazy: lazyComponent(
              () => import('@/features/auth/routes/login'),
              (m) => m.LoginRoute,
            ),
          },
          {
            path: paths.forgotPassword,
            lazy: lazyComponent(
              () => import('@/features/auth/routes/forgot-password'),
              (m) => m.ForgotPasswordRoute,
            ),
          },
          {
            path: paths.signup,
            lazy: lazyComponent(
              () => import('@/features/auth/routes/signup'),
              (m) => m.SignupRoute,
            ),
          },
          {
            path: paths.employerSignup,
            lazy: lazyComponent(
              () => import('@/features/auth/routes/employer-signup'),
              (m) => m.EmployerSignupRoute,
            ),
          },
          {
            path: paths.companySignup,
            lazy: lazyComponent(
              () => import('@/features/auth/routes/company-signup'),
              (m) => m.CompanySignupRoute,
            ),
          },
          {
            path: paths.candidateSignup,
            lazy: lazyComponent(
              () => import('@/features/auth/routes/candidate-signup'),
              (m) => m.CandidateSignupRoute,
            ),
          },
          {
            path: paths.addBio,
            lazy: lazyComponent(
              () => import('@/features/auth/routes/add-bio'),
              (m) => m.AddBioRoute,
            ),
          },
          {
            path: paths.confirmEmail,
            lazy: lazyComponent(
              () => import('@/features/auth/routes/confirm-email'),
              (m) => m.ConfirmEmailRoute,
            ),
          },
          {
            path: paths.join(':token'),
            lazy: lazyComponent(
              () => import('@/features/auth/routes/join'),
              (m) => m.JoinRoute,
            ),
          },
        ],
      },

      // Signed-in areas: visitors are sent to "/".
      {
        Component: RequireAuth,
        children: [
          {
            path: paths.dashboard,
            lazy: dashboardLayout,
            children: [
              { index: true, lazy: dashboardIndex },
              {
                element: <RequireRole role="employer" company />,
                children: [
                  {
                    path: paths.employerHome,
                    lazy: lazyComponent(
                      () => import('./routes/employer-home'),
                      (m) => m.EmployerHomeWithInterviewsRoute,
                    ),
                  },
                  {
                    path: paths.jobs,
                    lazy: lazyComponent(
                      () => import('@/features/employer/routes/jobs'),
                      (m) => m.JobsRoute,
                    ),
                  },
                  {
                    path: paths.job(':jobID'),
                    lazy: lazyComponent(
                      () => import('@/features/employer/routes/job-details'),
                      (m) => m.JobDetailsRoute,
                    ),
                  },
                  {
                    path: paths.companyBio,
                    lazy: lazyComponent(
                      () => import('@/features/employer/routes/company-bio'),
                      (m) => m.CompanyBioRoute,
                    ),
                  },
                  {
                    path: paths.team,
                    lazy: lazyComponent(
                      () => import('@/features/teams/routes/team'),
                      (m) => m.TeamRoute,
                    ),
                  },
                  {
                    path: paths.browseTalent,
                    lazy: lazyComponent(
                      () => import('@/features/sourcing/routes/browse-talent'),
                      (m) => m.BrowseTalentRoute,
                    ),
                  },
                  {
                    path: paths.candidate(':id'),
                    lazy: lazyComponent(
                      () => import('@/features/sourcing/routes/candidate-details'),
                      (m) => m.CandidateDetailsRoute,
                    ),
                  },
                ],
              },
              {
                element: <RequireRole role="candidate" />,
                children: [
                  {
                    path: paths.candidateHome,
                    lazy: lazyComponent(
                      () => import('./routes/find-jobs'),
                      (m) => m.FindJobsWithAlertsRoute,
                    ),
                  },
                  {
                    path: paths.jobAlerts,
                    lazy: lazyComponent(
                      () => import('@/features/job-alerts/routes/job-alerts'),
                      (m) => m.JobAlertsRoute,
                    ),
                  },
                  {
                    path: paths.candidateJob(':jobID'),
                    lazy: lazyComponent(
                      () => import('@/features/candidate/routes/job-detail'),
                      (m) => m.JobDetailRoute,
                    ),
                  },
                  {
                    path: paths.myApplications,
                    lazy: lazyComponent(
                      () => import('./routes/my-applications'),
                      (m) => m.MyApplicationsWithInterviewsRoute,
                    ),
                  },
                  {
                    path: paths.candidateBio,
                    lazy: lazyComponent(
                      () => import('@/features/candidate/routes/candidate-bio'),
                      (m) => m.CandidateBioRoute,
                    ),
                  },
                  { path: paths.candidateProfile, element: <Navigate to={paths.candidateBio} replace /> },
                ],
              },
              {
                path: paths.settings,
                lazy: lazyComponent(
                  () => import('./routes/settings'),
                  (m) => m.SettingsWithPrivacyRoute,
                ),
              },
              {
                path: paths.notifications,
                lazy: lazyComponent(
                  () => import('@/features/notifications/routes/notifications'),
                  (m) => m.NotificationsRoute,
                ),
              },
              {
                path: paths.messages,
                lazy: lazyComponent(
                  () => import('@/features/messages/routes/messages'),
                  (m) => m.MessagesRoute,
                ),
              },
              {
                path: paths.conversation(':conversationID'),
                lazy: lazyComponent(
                  () => import('./routes/conversation'),
                  (m) => m.ConversationWithInterviewsRoute,
                ),
              },
              {
                path: paths.dashboardHelp,
                lazy: lazyComponent(
                  () => import('@/features/help/routes/help'),
                  (m) => m.DashboardHelpRoute,
                ),
              },
              { path: '*', Component: NotFoundRoute },
            ],
          },
          {
            lazy: fullPageLayout,
            children: [
              {
                element: <RequireRole role="employer" company />,
                children: [
                  {
                    path: paths.postAJob,
                    lazy: lazyComponent(
                      () => import('@/features/employer/routes/add-job'),
                      (m) => m.AddJobRoute,
                    ),
                  },
                  {
                    path: paths.editJob(':jobID'),
                    lazy: lazyComponent(
                      () => import('@/features/employer/routes/edit-job'),
                      (m) => m.EditJobRoute,
                    ),
                  },
                  {
                    path: paths.editCompany,
                    lazy: lazyComponent(
                      () => import('@/features/employer/routes/edit-company'),
                      (m) => m.EditCompanyRoute,
                    ),
                  },
                ],
              },
              {
                element: <RequireRole role="candidate" />,
                children: [
                  {
                    path: paths.uploadResume,
                    lazy: lazyComponent(
                      () => import('@/features/candidate/routes/upload-resume'),
                      (m) => m.UploadResumeRoute,
                    ),
                  },
                  {
                    path: paths.editProfile,
                    lazy: lazyComponent(
                      () => import('@/features/candidate/routes/edit-profile'),
                      (m) => m.EditProfileRoute,
                    ),
                  },
                ],
              },
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
