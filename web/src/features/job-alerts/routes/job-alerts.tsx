// /dashboard/job-alerts: the candidate's job alerts (docs/product/job-alerts.md): each search in
// words, when it was made and whether it is active, with Pause / Resume and Delete (after a
// question). New alerts come from "Email me jobs like these" on Find jobs.
import { useState } from 'react';
import { Link } from 'react-router';
import { Envelope } from 'react-bootstrap-icons';
import { describeJobAlert } from '#shared/schemas/job-alerts.js';
import { Button, buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { EmptyList, ListError, ListLoading } from '@/components/list-states';
import { pageTitle } from '@/config';
import { formatDate } from '@/lib/job-display';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { deleteJobAlert } from '../api/delete-job-alert';
import { useJobAlerts, type JobAlertView } from '../api/get-job-alerts';
import { setJobAlertPaused } from '../api/update-job-alert';
import '../components/job-alerts.css';

export function JobAlertsRoute() {
  const { data, error, isLoading, mutate } = useJobAlerts();
  const [pending, setPending] = useState<JobAlertView | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const alerts = data?.alerts ?? [];

  const run = async (key: string, action: () => Promise<{ msg: string }>) => {
    setBusy(key);
    try {
      notifySuccess((await action()).msg);
      setPending(null);
    } catch (failure) {
      notifyFailure(failure);
    } finally {
      setBusy(null);
      await mutate();
    }
  };

  return (
    <div className="container-fluid px-0">
      <title>{pageTitle('Job alerts')}</title>
      <PageHeader
        title="Job alerts"
        subtitle={
          data
            ? `New jobs that match your saved searches, by email once a day. ${alerts.length} of ${data.max} alerts.`
            : 'New jobs that match your saved searches, by email once a day.'
        }
        breadcrumbs={[{ label: 'Job alerts' }]}
      />

      {isLoading ? (
        <ListLoading label="Loading your job alerts..." />
      ) : error && !data ? (
        <ListError message={error.msg} onRetry={() => void mutate()} />
      ) : alerts.length === 0 ? (
        <EmptyList icon={Envelope} title="No job alerts yet">
          <p className="text-body-secondary">
            Search for the jobs you want on Find jobs, then choose “Email me jobs like these”.
          </p>
          <Link to={paths.candidateHome} className={buttonClass('primary')}>
            Find jobs
          </Link>
        </EmptyList>
      ) : (
        <ul className="job-alert-list list-unstyled mb-0" aria-label="Job alerts">
          {alerts.map((alert) => {
            const description = describeJobAlert(alert);
            return (
              <li key={alert.alertID} className="app-card job-alert">
                <div className="flex-grow-1 min-w-0">
                  <h2 className="h5 mb-1 text-break">{description}</h2>
                  <p className="small text-body-secondary mb-0">Created {formatDate(alert.createdAt)}</p>
                </div>
                <div className="job-alert-actions">
                  <span className={`badge ${alert.paused ? 'text-bg-secondary' : 'text-bg-success'}`}>
                    {alert.paused ? 'Paused' : 'Active'}
                  </span>
                  <Button
                    color="outline"
                    size="sm"
                    loading={busy === `pause:${alert.alertID}`}
                    aria-label={`${alert.paused ? 'Resume' : 'Pause'} the alert ${description}`}
                    onClick={() =>
                      void run(`pause:${alert.alertID}`, () => setJobAlertPaused(alert.alertID, !alert.paused))
                    }
                  >
                    {alert.paused ? 'Resume' : 'Pause'}
                  </Button>
                  <Button
                    color="error"
                    size="sm"
                    aria-label={`Delete the alert ${description}`}
                    onClick={() => setPending(alert)}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <ConfirmDialog
        show={pending !== null}
        title="Delete this job alert?"
        confirmLabel="Delete"
        confirmColor="error"
        busy={busy === 'delete'}
        onConfirm={() => pending && void run('delete', () => deleteJobAlert(pending.alertID))}
        onCancel={() => setPending(null)}
      >
        <p className="mb-0">
          You will no longer get emails for <strong>{pending ? describeJobAlert(pending) : ''}</strong>.
        </p>
      </ConfirmDialog>
    </div>
  );
}
