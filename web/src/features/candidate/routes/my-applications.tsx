// /dashboard/applications, "My applications": every application of the candidate, newest
// first, with where it stands, 10 at a time with Load more; Messages (its conversation);
// Withdraw after a question (docs/product/applications.md). Above the list, what app/ composes
// in (the upcoming interviews).
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Building, ClipboardCheck } from 'react-bootstrap-icons';
import { conversationIdOf } from '#shared/conversation-ids.js';
import { CANDIDATE_STAGE_LABELS, WITHDRAWABLE_STAGES, type MyApplication } from '#shared/schemas/applications.js';
import { Button, buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { EmptyList, ListError, ListLoading } from '@/components/list-states';
import { pageTitle } from '@/config';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/job-display';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useMyApplications } from '../api/get-my-applications';
import { withdrawApplication } from '../api/withdraw-application';
import '../components/candidate.css';

/** Stages from which the candidate may still withdraw (the server refuses the others). */
const WITHDRAWABLE = new Set<string>(WITHDRAWABLE_STAGES);

export function MyApplicationsRoute({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  const [pages, setPages] = useState(1);
  const { items: applications, isLastPage, isLoading, isLoadingMore, error, retry } = useMyApplications(pages);
  const [pending, setPending] = useState<MyApplication | null>(null);
  const [busy, setBusy] = useState(false);

  const withdraw = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await withdrawApplication(pending.jobID);
      notifySuccess('Application withdrawn');
      setPending(null);
    } catch (failure) {
      notifyFailure(failure);
    } finally {
      setBusy(false);
      retry();
    }
  };

  return (
    <div className="container-fluid px-0">
      <title>{pageTitle('My applications')}</title>
      <PageHeader
        title="My applications"
        subtitle="Where each of your applications stands."
        breadcrumbs={[{ label: 'My applications' }]}
      />
      {children}

      {isLoading ? (
        <ListLoading label="Loading your applications..." />
      ) : error && applications.length === 0 ? (
        <ListError
          message={error instanceof ApiError ? error.msg : 'We could not load your applications.'}
          onRetry={retry}
        />
      ) : applications.length === 0 ? (
        <EmptyList icon={ClipboardCheck} title="You have not applied to any jobs yet">
          <p className="text-body-secondary">Find a remote job you like and apply in a minute.</p>
          <Link to={paths.candidateHome} className={buttonClass('primary')}>
            Find jobs
          </Link>
        </EmptyList>
      ) : (
        <>
          <ul className="my-applications list-unstyled mb-0" aria-label="My applications">
            {applications.map((application) => (
              <li key={application.jobID} className="app-card my-application">
                <div className="flex-grow-1 min-w-0">
                  <h2 className="h5 mb-1 text-break">
                    {application.jobRemoved ? (
                      application.jobTitle
                    ) : (
                      <Link to={paths.candidateJob(application.jobID)}>{application.jobTitle}</Link>
                    )}
                  </h2>
                  {application.companyName ? (
                    <p className="mb-1 text-body-secondary">
                      <Building aria-hidden="true" /> {application.companyName}
                    </p>
                  ) : null}
                  <p className="small mb-0">Applied {formatDate(application.createdAt)}</p>
                  {application.jobRemoved ? (
                    <p className="small text-danger mb-0 mt-1">This job is no longer available</p>
                  ) : null}
                </div>
                <div className="d-flex flex-wrap align-items-center gap-2">
                  <span className="badge text-bg-primary">{CANDIDATE_STAGE_LABELS[application.stage]}</span>
                  {application.jobClosed ? <span className="badge text-bg-secondary">Job closed</span> : null}
                  {user ? (
                    <Link
                      to={paths.conversation(conversationIdOf(application.jobID, user.userID))}
                      className={buttonClass('outline', 'sm')}
                      aria-label={`Messages about ${application.jobTitle}`}
                    >
                      Messages
                    </Link>
                  ) : null}
                  {WITHDRAWABLE.has(application.stage) && !application.jobRemoved ? (
                    <Button
                      color="outline"
                      size="sm"
                      onClick={() => setPending(application)}
                      aria-label={`Withdraw the application for ${application.jobTitle}`}
                    >
                      Withdraw
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          {isLastPage ? null : (
            <div className="text-center mt-4">
              <Button color="outline" loading={isLoadingMore} onClick={() => setPages(pages + 1)}>
                Load more
              </Button>
            </div>
          )}
        </>
      )}

      <ConfirmDialog
        show={pending !== null}
        title="Withdraw this application?"
        confirmLabel="Withdraw"
        confirmColor="error"
        busy={busy}
        onConfirm={() => void withdraw()}
        onCancel={() => setPending(null)}
      >
        <p className="mb-0">
          Your application for <strong>{pending?.jobTitle}</strong> will be withdrawn and the employer told. You can
          apply again while the job is open.
        </p>
      </ConfirmDialog>
    </div>
  );
}
