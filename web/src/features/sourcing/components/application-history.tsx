// The candidate's application to one job, as its employer sees it: the stage now (with the
// company's reason for a rejection) and every move before it (stage, when, by whom), newest last.
import { EMPLOYER_STAGE_LABELS, REJECTION_REASON_LABELS, historyEntryLabel } from '#shared/schemas/applications.js';
import type { Job } from '#shared/schemas/jobs.js';
import type { JobApplicant } from '../api/get-job-application';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export function ApplicationHistory({ job, applicant }: { job: Job; applicant: JobApplicant }) {
  return (
    <section className="app-card" aria-labelledby="application-title">
      <h2 id="application-title" className="h5 mb-1">
        Application
      </h2>
      <p className="text-body-secondary mb-3">
        {job.jobTitle} · <span className="badge text-bg-primary">{EMPLOYER_STAGE_LABELS[applicant.stage]}</span>
        {applicant.rejectionReason ? ` · Reason: ${REJECTION_REASON_LABELS[applicant.rejectionReason]}` : null}
      </p>
      <h3 className="h6">History</h3>
      <ol className="application-history mb-0">
        {applicant.history.map((entry) => (
          <li key={`${entry.stage}-${entry.at}`}>
            <span className="fw-medium">{historyEntryLabel(entry)}</span>
            <span className="text-body-secondary">
              {' '}
              · <time dateTime={entry.at}>{when(entry.at)}</time> · by {entry.by}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
