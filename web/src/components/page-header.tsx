// The heading block of a screen: optional breadcrumbs, the one h1, a subtitle, and actions on
// the right (e.g. an Add Job button). Screens still render their own <title>.
import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The trail after Home (Home is added by <Breadcrumbs>). */
  breadcrumbs?: Crumb[];
  actions?: ReactNode;
  className?: string;
}

export function PageHeader({ title, subtitle, breadcrumbs, actions, className }: PageHeaderProps) {
  return (
    <div className={['page-header', className ?? ''].filter(Boolean).join(' ')}>
      {breadcrumbs ? <Breadcrumbs items={breadcrumbs} className="mb-3" /> : null}
      <div className="d-flex flex-wrap gap-3 align-items-start justify-content-between">
        <div className="page-header-text">
          <h1 className="page-header-title">{title}</h1>
          {subtitle ? <p className="page-header-subtitle mb-0">{subtitle}</p> : null}
        </div>
        {actions ? <div className="page-header-actions d-flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}
