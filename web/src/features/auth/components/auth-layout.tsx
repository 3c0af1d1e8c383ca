import { Outlet } from 'react-router';
import { HomeLogoLink } from '@/components/logo';
import { SkipLink } from '@/components/skip-link';

/** Login and sign-up screens: the logo (to /home) above a centred form. */
export function AuthLayout() {
  return (
    <div className="auth-layout">
      <SkipLink />
      <header className="container auth-header">
        <HomeLogoLink />
      </header>
      <main id="main-content" className="container auth-content" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
