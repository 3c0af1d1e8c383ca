// The candidate's application to one job, as its employer sees it: the stage now and every
// move before it (stage, when, by whom), newest last.
import { EMPLOYER_STAGE_LABELS, historyEntryLabel } from '#shared/schemas/applications.js';
import type { Job } from '#shared/schemas/jobs.js';
import { formatDateTime } from '@/lib/job-display';
import type { JobApplicant } from '../api/get-job-application';

export function ApplicationHistory({ job, applicant }: { job: Job; applicant: JobApplicant }) {
  return (
    <section className="app-card" aria-labelledby="application-title">
      <h2 id="application-title" className="h5 mb-1">
        Application
      </h2>
      <p className="text-body-secondary mb-3">
        {job.jobTitle} · <span className="badge text-bg-primary">{EMPLOYER_STAGE_LABELS[applicant.stage]}</span>
      </p>
      <h3 className="h6">History</h3>
      <ol className="application-history mb-0">
        {applicant.history.map((entry) => (
          <li key={`${entry.stage}-${entry.at}`}>
            <span className="fw-medium">{historyEntryLabel(entry)}</span>
            <span className="text-body-secondary">
              {' '}
              · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · by {entry.by}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
