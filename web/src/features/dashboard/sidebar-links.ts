// Side navigation of the dashboard per account type (SPEC "Dashboard shell").
import { paths } from '@/lib/paths';

export interface SidebarLink {
  label: string;
  to: string;
}

const SETTINGS: SidebarLink = { label: 'Settings', to: '/dashboard/settings' };

export function sidebarLinks(role: string | undefined): SidebarLink[] {
  if (role === 'employer') {
    return [
      { label: 'Dashboard', to: paths.employerHome },
      { label: 'Jobs', to: '/dashboard/jobs' },
      { label: 'Sourcing', to: paths.browseTalent },
      { label: 'Company', to: '/dashboard/company-bio' },
      SETTINGS,
    ];
  }
  if (role === 'candidate') {
    return [
      { label: 'Find jobs', to: paths.candidateHome },
      { label: 'Profile', to: '/dashboard/candidate-bio' },
      SETTINGS,
    ];
  }
  return [SETTINGS];
}
