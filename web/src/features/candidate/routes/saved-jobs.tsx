// /dashboard/saved-jobs, "Saved jobs": the jobs the candidate keeps, newest saved first, 10 at a
// time with Load more; each with "Applied", "Closed" or "No longer available" where it is so,
// and Remove (docs/product/saved-jobs.md). Below them, the companies the candidate follows
// (docs/product/companies.md, Following).
import { useState } from 'react';
import { Link } from 'react-router';
import { Bookmark, Building } from 'react-bootstrap-icons';
import type { SavedJob } from '#shared/schemas/saved-jobs.js';
import { Button, buttonClass } from '@/components/button';
import { EmptyList, ListError, ListLoading } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { VerifiedMark } from '@/components/verified-mark';
import { pageTitle } from '@/config';
import { ApiError } from '@/lib/api-client';
import { formatDate, jobTypeLabel } from '@/lib/job-display';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSetJobSaved } from '@/lib/saved-jobs';
import { useSavedJobs } from '../api/get-saved-jobs';
import { FollowedCompanies } from '../components/followed-companies';
import '../components/candidate.css';

function SavedJobRow({ saved, onRemove, busy }: { saved: SavedJob; onRemove: () => void; busy: boolean }) {
  return (
    <li className="app-card my-application">
      <div className="flex-grow-1 min-w-0">
        <h2 className="h5 mb-1 text-break">
          {saved.state === 'removed' ? (
            saved.jobTitle
          ) : (
            <Link to={paths.candidateJob(saved.jobID)}>{saved.jobTitle}</Link>
          )}
        </h2>
        {saved.companyName ? (
          <p className="mb-1 text-body-secondary">
            <Building aria-hidden="true" /> {saved.companyName}
            {saved.job?.employer.verified ? (
              <>
                {' '}
                <VerifiedMark company={saved.job.employer} />
              </>
            ) : null}
            {saved.job ? ` · ${jobTypeLabel(saved.job.jobType)} · ${saved.job.country}` : null}
          </p>
        ) : null}
        <p className="small mb-0">Saved {formatDate(saved.savedAt)}</p>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2">
        {saved.applied ? <span className="badge text-bg-success">Applied</span> : null}
        {saved.state === 'closed' ? <span className="badge text-bg-secondary">Closed</span> : null}
        {saved.state === 'removed' ? <span className="badge text-bg-secondary">No longer available</span> : null}
        <Button
          color="outline"
          size="sm"
          loading={busy}
          onClick={onRemove}
          aria-label={`Remove ${saved.jobTitle} from your saved jobs`}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

export function SavedJobsRoute() {
  const { items, hasMore, isLoading, isLoadingMore, error, loadMore, mutate } = useSavedJobs();
  const setJobSaved = useSetJobSaved();
  const [removing, setRemoving] = useState<string>();

  const remove = async (saved: SavedJob) => {
    setRemoving(saved.jobID);
    try {
      notifySuccess((await setJobSaved(saved.jobID, false)).msg);
    } catch (failure) {
      notifyFailure(failure);
    } finally {
      setRemoving(undefined);
      await mutate();
    }
  };

  return (
    <div className="container-fluid px-0">
      <title>{pageTitle('Saved jobs')}</title>
      <PageHeader
        title="Saved jobs"
        subtitle="Jobs you keep to come back to, newest saved first."
        breadcrumbs={[{ label: 'Saved jobs' }]}
      />
      {isLoading ? (
        <ListLoading label="Loading your saved jobs..." />
      ) : error && items.length === 0 ? (
        <ListError
          message={error instanceof ApiError ? error.msg : 'We could not load your saved jobs.'}
          onRetry={() => void mutate()}
        />
      ) : items.length === 0 ? (
        <EmptyList icon={Bookmark} title="No saved jobs yet">
          <p className="text-body-secondary">Press Save on a job to keep it here for later.</p>
          <Link to={paths.candidateHome} className={buttonClass('primary')}>
            Find jobs
          </Link>
        </EmptyList>
      ) : (
        <>
          <ul className="my-applications list-unstyled mb-0" aria-label="Saved jobs">
            {items.map((saved) => (
              <SavedJobRow
                key={saved.jobID}
                saved={saved}
                busy={removing === saved.jobID}
                onRemove={() => void remove(saved)}
              />
            ))}
          </ul>
          {hasMore ? (
            <div className="text-center mt-4">
              <Button color="outline" loading={isLoadingMore} onClick={() => void loadMore()}>
                Load more
              </Button>
            </div>
          ) : null}
        </>
      )}
      <FollowedCompanies />
    </div>
  );
}
