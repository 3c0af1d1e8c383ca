// The operators' console (/ops, docs/product/ui.md): its section nav above the section's
// screen. The active section's link carries aria-current="page" (NavLink sets it).
import { NavLink, Outlet } from 'react-router';
import { paths } from '@/lib/paths';
import './ops.css';

const SECTIONS = [
  { label: 'Review queue', to: paths.opsQueue },
  { label: 'Audit log', to: paths.opsAudit },
  { label: 'Requirements', to: paths.opsRequirements },
];

export function OpsLayout() {
  return (
    <div className="container-fluid px-0">
      <nav aria-label="Operations" className="ops-sections mb-3">
        <ul className="nav nav-pills">
          {SECTIONS.map((section) => (
            <li className="nav-item" key={section.to}>
              <NavLink className="nav-link" to={section.to}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
