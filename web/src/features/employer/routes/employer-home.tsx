// /dashboard/home: the greeting with the employer's first and last name, "What would you like
// to do today?" and the three action cards (docs/product/jobs.md); above them, what app/
// composes in (the upcoming interviews).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Briefcase, ClipboardCheck, People } from 'react-bootstrap-icons';
import { pageTitle } from '@/config';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import '../components/employer.css';

const CARDS: { title: string; text: string; to: string; icon: ReactNode }[] = [
  {
    title: 'Post a Job',
    text: 'Describe the role and start receiving applications from remote experts.',
    to: paths.postAJob,
    icon: <Briefcase size={24} />,
  },
  {
    title: 'Find Remote Talent',
    text: 'Search candidates by job title, country and job type.',
    to: paths.browseTalent,
    icon: <People size={24} />,
  },
  {
    title: 'Submit Requirements',
    text: 'Tell us what you need and we will match you with the right people.',
    to: paths.shareRequirement,
    icon: <ClipboardCheck size={24} />,
  },
];

export function EmployerHomeRoute({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  return (
    <>
      <title>{pageTitle('Dashboard')}</title>
      <header className="page-header">
        <h1 className="page-header-title">
          Hello, {user?.firstName} {user?.lastName}
        </h1>
        <p className="page-header-subtitle mb-0">What would you like to do today?</p>
      </header>
      {children}
      <ul className="action-cards list-unstyled mb-0">
        {CARDS.map((card) => (
          <li key={card.title}>
            <Link to={card.to} className="app-card action-card">
              <span className="action-card-icon" aria-hidden="true">
                {card.icon}
              </span>
              <span className="h5 mb-0">{card.title}</span>
              <span className="text-body-secondary">{card.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
