// The company page's Follow (docs/product/companies.md, Following). The page is rendered by the
// server for everyone and cached, so what depends on the reader comes after hydration: a
// signed-in candidate's toggle once their follow status is known; a visitor's link to log in
// and come back here (what the server renders too); nothing for employers.
import { Link } from 'react-router';
import type { CompanyProfile } from '#shared/schemas/companies.js';
import { buttonClass } from '@/components/button';
import { FollowCompanyButton } from '@/components/follow-company-button';
import { useFollowStatus } from '@/lib/company-follows';
import { useHydrated } from '@/lib/hydrated';
import { afterLogin, paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

export function FollowAction({ company }: { company: CompanyProfile }) {
  const { user } = useSession();
  const hydrated = useHydrated();
  const isCandidate = hydrated && user?.role === 'candidate';
  const following = useFollowStatus(company.companyID, isCandidate);
  if (!user) {
    return (
      <Link
        className={buttonClass('primary')}
        to={afterLogin(paths.publicCompany(company.slug))}
        rel="nofollow"
        aria-label={`Follow ${company.companyName}`}
      >
        Follow
      </Link>
    );
  }
  if (!isCandidate || following === undefined) return null;
  return <FollowCompanyButton companyID={company.companyID} companyName={company.companyName} following={following} />;
}
