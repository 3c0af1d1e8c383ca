// "Companies you follow" under the saved jobs (docs/product/companies.md, Following): each
// followed company's logo, its name linking to its public page, its tagline and when it was
// followed, with Unfollow; newest followed first, 10 at a time with Load more.
import { useState } from 'react';
import { Building } from 'react-bootstrap-icons';
import type { FollowedCompany } from '#shared/schemas/follows.js';
import { Button } from '@/components/button';
import { EmptyList, ListError, ListLoading, LoadMore } from '@/components/list-states';
import { ApiError } from '@/lib/api-client';
import { useSetCompanyFollowed } from '@/lib/company-follows';
import { formatDate } from '@/lib/job-display';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useFollowedCompanies } from '../api/get-followed-companies';

function FollowedCompanyRow({
  company,
  onUnfollow,
  busy,
}: {
  company: FollowedCompany;
  onUnfollow: () => void;
  busy: boolean;
}) {
  return (
    <li className="app-card my-application">
      <div className="d-flex align-items-center gap-3 flex-grow-1 min-w-0">
        {company.logoUrl ? (
          // The name beside it says which company: the logo adds nothing to read.
          <img className="followed-company-logo" src={company.logoUrl} alt="" width={48} height={48} />
        ) : (
          <Building className="followed-company-logo text-body-secondary" aria-hidden="true" />
        )}
        <div className="min-w-0">
          <h3 className="h5 mb-1 text-break">
            {/* A plain link: the public page is rendered by the server, not by this app's router. */}
            <a href={paths.publicCompany(company.slug)}>{company.companyName}</a>
          </h3>
          {company.tagline ? <p className="mb-1 text-body-secondary text-break">{company.tagline}</p> : null}
          <p className="small mb-0">Followed {formatDate(company.followedAt)}</p>
        </div>
      </div>
      <Button
        color="outline"
        size="sm"
        loading={busy}
        onClick={onUnfollow}
        aria-label={`Unfollow ${company.companyName}`}
      >
        Unfollow
      </Button>
    </li>
  );
}

export function FollowedCompanies() {
  const { items, hasMore, isLoading, isLoadingMore, error, loadMore, mutate } = useFollowedCompanies();
  const setCompanyFollowed = useSetCompanyFollowed();
  const [unfollowing, setUnfollowing] = useState<string>();

  const unfollow = async (company: FollowedCompany) => {
    setUnfollowing(company.companyID);
    try {
      notifySuccess((await setCompanyFollowed(company.companyID, false)).msg);
    } catch (failure) {
      notifyFailure(failure);
    } finally {
      setUnfollowing(undefined);
      await mutate();
    }
  };

  return (
    <section className="mt-5" aria-labelledby="followed-companies-title">
      <h2 id="followed-companies-title" className="h4 mb-3">
        Companies you follow
      </h2>
      {isLoading ? (
        <ListLoading label="Loading the companies you follow..." />
      ) : error && items.length === 0 ? (
        <ListError
          message={error instanceof ApiError ? error.msg : 'We could not load the companies you follow.'}
          onRetry={() => void mutate()}
        />
      ) : items.length === 0 ? (
        <EmptyList icon={Building} title="You don't follow any companies yet">
          <p className="text-body-secondary mb-0">Press Follow on a company’s page to keep up with it here.</p>
        </EmptyList>
      ) : (
        <>
          <ul className="my-applications list-unstyled mb-0" aria-label="Companies you follow">
            {items.map((company) => (
              <FollowedCompanyRow
                key={company.companyID}
                company={company}
                busy={unfollowing === company.companyID}
                onUnfollow={() => void unfollow(company)}
              />
            ))}
          </ul>
          {hasMore ? <LoadMore loading={isLoadingMore} onLoadMore={() => void loadMore()} /> : null}
        </>
      )}
    </section>
  );
}
