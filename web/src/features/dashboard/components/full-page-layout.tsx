import CloseButton from 'react-bootstrap/CloseButton';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { HomeLogoLink } from '@/components/logo';
import { SkipLink } from '@/components/skip-link';
import { homePathFor } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { SuspensionBanner } from './suspension-banner';

/**
 * Full-page wrapper of the signed-in forms (post a job, edit profile, ...). Its close button goes
 * back one step; opened directly (no earlier page of the app), it goes to the user's home instead
 * of leaving the app. A suspended company's members see its banner above the form.
 */
export function FullPageLayout() {
  const navigate = useNavigate();
  const { user } = useSession();
  // The first page the app opened has the key "default": there is no earlier page of ours to go back to.
  const canGoBack = useLocation().key !== 'default';

  const close = () => {
    if (canGoBack) void navigate(-1);
    else void navigate(homePathFor(user?.role), { replace: true });
  };

  return (
    <div className="full-page-layout">
      <SkipLink />
      <header className="full-page-header container">
        <HomeLogoLink />
        <CloseButton aria-label="Close and go back" onClick={close} />
      </header>
      <main id="main-content" className="full-page-content" tabIndex={-1}>
        <SuspensionBanner wrapperClassName="container" />
        <Outlet />
      </main>
    </div>
  );
}
