import { Link } from 'react-router';
import { APP_NAME } from '@/config';
import { paths } from '@/lib/paths';

/** The product mark and name. Decorative mark; the name is the text. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={['logo', inverted ? 'logo-inverted' : '', className ?? ''].join(' ').trim()}>
      <svg className="logo-mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M9 22V10h6.2c2.6 0 4.3 1.5 4.3 3.8 0 1.7-.9 2.9-2.4 3.4L20.6 22h-3.3l-3-4.4H12V22H9Zm3-7h3c1 0 1.6-.5 1.6-1.3S16 12.4 15 12.4h-3V15Z"
          fill="#fff"
        />
        <circle cx="23.5" cy="21" r="1.8" fill="#fff" />
      </svg>
      <span className="logo-text">{APP_NAME}</span>
    </span>
  );
}

/** The logo as the way home (/home), as every layout's header shows it. */
export function HomeLogoLink() {
  return (
    <Link to={paths.home} className="dashboard-brand">
      <Logo />
    </Link>
  );
}
