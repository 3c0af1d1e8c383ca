// /signup: choose the account type (docs/product/accounts.md). A return path (`?next=`) goes on
// with the candidate's sign-up only: employers do not apply, they land on their home.
import { Building, Person } from 'react-bootstrap-icons';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { paths, withNext } from '@/lib/paths';
import { useReturnPath } from '../return-path';
import { AuthCard } from '../components/auth-card';

export function SignupRoute() {
  const navigate = useNavigate();
  const next = useReturnPath();
  const previous = () => {
    // Back where the visitor came from; straight to the home page when they came from nowhere.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.home);
  };

  return (
    <AuthCard id="signup" title="Create your account" subtitle="How will you use the platform?">
      <ul className="list-unstyled d-grid gap-3 mb-4">
        <li>
          <Link className="account-type-choice" to={paths.employerSignup}>
            <Building className="account-type-icon" aria-hidden="true" />
            <span>
              <strong className="d-block">I&apos;m a company</strong>
              <span className="text-body-secondary">Hire remote experts for your team.</span>
            </span>
          </Link>
        </li>
        <li>
          <Link className="account-type-choice" to={withNext(paths.candidateSignup, next)}>
            <Person className="account-type-icon" aria-hidden="true" />
            <span>
              <strong className="d-block">I&apos;m an individual</strong>
              <span className="text-body-secondary">Freelancer, job seeker or employee: find remote work.</span>
            </span>
          </Link>
        </li>
      </ul>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3">
        <Button color="outline" onClick={previous}>
          Previous
        </Button>
        <span>
          Already have an account? <Link to={withNext(paths.login, next)}>Log in</Link>
        </span>
      </div>
    </AuthCard>
  );
}
