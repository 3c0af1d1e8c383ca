// Breadcrumbs of the dashboard screens (docs/product/ui.md, Dashboard shell): Home goes to the signed-in
// user's home (/dashboard/home for an employer, /dashboard/find-jobs for a candidate), then the
// given trail; the last crumb is the current page.
import { Link } from 'react-router';
import { homePathFor } from '@/lib/paths';
import { useSession } from '@/lib/session';

export interface Crumb {
  label: string;
  /** Omit for the current page (the last crumb). */
  to?: string;
}

/** `<Breadcrumbs items={[{ label: 'Jobs', to: '/dashboard/jobs' }, { label: 'Job details' }]} />` */
export function Breadcrumbs({ items, className }: { items: Crumb[]; className?: string }) {
  const { user } = useSession();
  const trail: Crumb[] = [{ label: 'Home', to: homePathFor(user?.role) }, ...items];

  return (
    <nav aria-label="Breadcrumb" className={['app-breadcrumbs', className ?? ''].filter(Boolean).join(' ')}>
      <ol className="breadcrumb mb-0">
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1;
          return (
            <li
              key={`${crumb.label}-${index}`}
              className={current ? 'breadcrumb-item active' : 'breadcrumb-item'}
              aria-current={current ? 'page' : undefined}
            >
              {!current && crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
