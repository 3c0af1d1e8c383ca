import CloseButton from 'react-bootstrap/CloseButton';
import { Outlet, useNavigate } from 'react-router';
import { HomeLogoLink } from '@/components/logo';
import { SkipLink } from '@/components/skip-link';

/** Full-page wrapper of the signed-in forms (post a job, edit profile, ...): its close button goes back one step. */
export function FullPageLayout() {
  const navigate = useNavigate();

  return (
    <div className="full-page-layout">
      <SkipLink />
      <header className="full-page-header container">
        <HomeLogoLink />
        <CloseButton aria-label="Close and go back" onClick={() => void navigate(-1)} />
      </header>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
