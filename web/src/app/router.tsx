// The route tree of SPEC section 2. The public pages are in the main bundle; the auth screens,
// the dashboard and the other signed-in screens load on first visit (route `lazy`), so /home
// never downloads them.
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullPageLoading } from '@/components/full-page-loading';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { RequireRole } from '@/features/auth/components/require-role';
import { HomeRoute } from '@/features/marketing/routes/home';
import { PublicLayout } from '@/features/navigation/components/public-layout';
import { NotFoundRoute } from './routes/not-found';
import { RootRoute } from './routes/root';
import { RouteErrorBoundary } from './routes/route-error';

type LazyComponent = () => Promise<{ Component: ComponentType }>;

/** A code-split screen: `lazyComponent(() => import('@/features/x/routes/y'), (m) => m.YRoute)`. */
export function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyComponent {
  return async () => ({ Component: pick(await load()) });
}

const authLayout = lazyComponent(() => import('@/features/auth/components/auth-layout'), (m) => m.AuthLayout);
const dashboardLayout = lazyComponent(() => import('./routes/dashboard'), (m) => m.DashboardRoute);
const fullPageLayout = lazyComponent(() => import('@/features/dashboard/components/full-page-layout'), (m) => m.FullPageLayout);
const dashboardIndex = lazyComponent(() => import('@/features/dashboard/routes/dashboard-index'), (m) => m.DashboardIndexRoute);

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: FullPageLoading,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },

      // Public layout: top navigation, page, footer.
      {
        Component: PublicLayout,
        children: [
          { path: 'home', Component: HomeRoute },
          { path: 'services', lazy: lazyComponent(() => import('@/features/marketing/routes/services'), (m) => m.ServicesRoute) },
          { path: 'find-work', lazy: lazyComponent(() => import('@/features/find-work/routes/find-work'), (m) => m.FindWorkRoute) },
          { path: 'share-requirement', lazy: lazyComponent(() => import('@/features/requirements/routes/share-requirement'), (m) => m.ShareRequirementRoute) },
          { path: 'help', lazy: lazyComponent(() => import('@/features/help/routes/help'), (m) => m.HelpRoute) },
          { path: '*', Component: NotFoundRoute },
        ],
      },

      // Log in and sign up.
      {
        lazy: authLayout,
        children: [
          { path: 'login', lazy: lazyComponent(() => import('@/features/auth/routes/login'), (m) => m.LoginRoute) },
          { path: 'forgot-password', lazy: lazyComponent(() => import('@/features/auth/routes/forgot-password'), (m) => m.ForgotPasswordRoute) },
          { path: 'signup', lazy: lazyComponent(() => import('@/features/auth/routes/signup'), (m) => m.SignupRoute) },
          { path: 'employer/signup', lazy: lazyComponent(() => import('@/features/auth/routes/employer-signup'), (m) => m.EmployerSignupRoute) },
          { path: 'company/signup', lazy: lazyComponent(() => import('@/features/auth/routes/company-signup'), (m) => m.CompanySignupRoute) },
          { path: 'candidate/signup', lazy: lazyComponent(() => import('@/features/auth/routes/candidate-signup'), (m) => m.CandidateSignupRoute) },
          { path: 'add-bio', lazy: lazyComponent(() => import('@/features/auth/routes/add-bio'), (m) => m.AddBioRoute) },
          { path: 'confirm-email', lazy: lazyComponent(() => import('@/features/auth/routes/confirm-email'), (m) => m.ConfirmEmailRoute) },
        ],
      },

      // Signed-in areas: visitors are sent to "/".
      {
        Component: RequireAuth,
        children: [
          {
            path: 'dashboard',
            lazy: dashboardLayout,
            children: [
              { index: true, lazy: dashboardIndex },
              {
                element: <RequireRole role="employer" />,
                children: [
                  { path: 'home', lazy: lazyComponent(() => import('@/features/employer/routes/employer-home'), (m) => m.EmployerHomeRoute) },
                  { path: 'jobs', lazy: lazyComponent(() => import('@/features/employer/routes/jobs'), (m) => m.JobsRoute) },
                  { path: 'jobs/:jobID', lazy: lazyComponent(() => import('@/features/employer/routes/job-details'), (m) => m.JobDetailsRoute) },
                  { path: 'company-bio', lazy: lazyComponent(() => import('@/features/employer/routes/company-bio'), (m) => m.CompanyBioRoute) },
                  { path: 'browse-talent', lazy: lazyComponent(() => import('@/features/sourcing/routes/browse-talent'), (m) => m.BrowseTalentRoute) },
                  { path: 'browse-talent/:id', lazy: lazyComponent(() => import('@/features/sourcing/routes/candidate-details'), (m) => m.CandidateDetailsRoute) },
                ],
              },
              {
                element: <RequireRole role="candidate" />,
                children: [
                  { path: 'find-jobs', lazy: lazyComponent(() => import('@/features/find-work/routes/find-jobs'), (m) => m.FindJobsRoute) },
                  { path: 'find-jobs/:jobID', lazy: lazyComponent(() => import('@/features/candidate/routes/job-detail'), (m) => m.JobDetailRoute) },
                  { path: 'candidate-bio', lazy: lazyComponent(() => import('@/features/candidate/routes/candidate-bio'), (m) => m.CandidateBioRoute) },
                  // Upload resume's success redirect in the spec names this path.
                  { path: 'candidate-profile', element: <Navigate to="/dashboard/candidate-bio" replace /> },
                ],
              },
              { path: 'settings', lazy: lazyComponent(() => import('@/features/settings/routes/settings'), (m) => m.SettingsRoute) },
              { path: 'notifications', lazy: lazyComponent(() => import('@/features/notifications/routes/notifications'), (m) => m.NotificationsRoute) },
              { path: 'help', lazy: lazyComponent(() => import('@/features/help/routes/help'), (m) => m.DashboardHelpRoute) },
              { path: '*', Component: NotFoundRoute },
            ],
          },
          {
            lazy: fullPageLayout,
            children: [
              {
                element: <RequireRole role="employer" />,
                children: [
                  { path: 'post-a-job', lazy: lazyComponent(() => import('@/features/employer/routes/post-job'), (m) => m.PostJobRoute) },
                  { path: 'edit-job/:jobID', lazy: lazyComponent(() => import('@/features/employer/routes/edit-job'), (m) => m.EditJobRoute) },
                  { path: 'edit-company', lazy: lazyComponent(() => import('@/features/employer/routes/edit-company'), (m) => m.EditCompanyRoute) },
                ],
              },
              {
                element: <RequireRole role="candidate" />,
                children: [
                  { path: 'upload-resume', lazy: lazyComponent(() => import('@/features/candidate/routes/upload-resume'), (m) => m.UploadResumeRoute) },
                  { path: 'edit-profile', lazy: lazyComponent(() => import('@/features/candidate/routes/edit-profile'), (m) => m.EditProfileRoute) },
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
