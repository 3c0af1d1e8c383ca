// Side navigation of the dashboard per account type (docs/product/ui.md, Dashboard shell).
import {
  Bookmark,
  Briefcase,
  Building,
  ChatDots,
  ClipboardCheck,
  Envelope,
  Gear,
  HouseDoor,
  People,
  PersonBadge,
  Search,
  type Icon,
} from 'react-bootstrap-icons';
import { paths } from '@/lib/paths';

export interface SidebarLink {
  label: string;
  to: string;
  icon: Icon;
}

const SETTINGS: SidebarLink = { label: 'Settings', to: paths.settings, icon: Gear };
const MESSAGES: SidebarLink = { label: 'Messages', to: paths.messages, icon: ChatDots };

export function sidebarLinks(role: string | undefined): SidebarLink[] {
  if (role === 'employer') {
    return [
      { label: 'Dashboard', to: paths.employerHome, icon: HouseDoor },
      { label: 'Jobs', to: paths.jobs, icon: Briefcase },
      { label: 'Sourcing', to: paths.browseTalent, icon: Search },
      { label: 'Company', to: paths.companyBio, icon: Building },
      { label: 'Team', to: paths.team, icon: People },
      MESSAGES,
      SETTINGS,
    ];
  }
  if (role === 'candidate') {
    return [
      { label: 'Find jobs', to: paths.candidateHome, icon: Search },
      { label: 'My applications', to: paths.myApplications, icon: ClipboardCheck },
      { label: 'Saved jobs', to: paths.savedJobs, icon: Bookmark },
      { label: 'Job alerts', to: paths.jobAlerts, icon: Envelope },
      { label: 'Profile', to: paths.candidateBio, icon: PersonBadge },
      MESSAGES,
      SETTINGS,
    ];
  }
  return [SETTINGS];
}
