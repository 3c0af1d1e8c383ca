// The candidate's application to one job, as its employer sees it: the stage now (with the
// company's reason for a rejection) and every move before it (stage, when, by whom), newest
// last; the answers to the job's screening questions, and the requirements they missed.
import { EMPLOYER_STAGE_LABELS, REJECTION_REASON_LABELS, historyEntryLabel } from '#shared/schemas/applications.js';
import type { Job } from '#shared/schemas/jobs.js';
import { answerText, MSG_REQUIREMENTS_NOT_MET } from '#shared/schemas/screening.js';
import { formatDateTime } from '@/lib/job-display';
import type { JobApplicant } from '../api/get-job-application';
import { TitledSection } from '@/components/titled-section';

export function ApplicationHistory({ job, applicant }: { job: Job; applicant: JobApplicant }) {
  return (
    <TitledSection titleId="application-title" title="Application" titleClassName="h5 mb-1">
      <p className="text-body-secondary mb-3">
        {job.jobTitle} · <span className="badge text-bg-primary">{EMPLOYER_STAGE_LABELS[applicant.stage]}</span>
        {applicant.rejectionReason ? ` · Reason: ${REJECTION_REASON_LABELS[applicant.rejectionReason]}` : null}
      </p>
      {applicant.unmetRequirements?.length ? (
        <p className="mb-3">
          <span className="badge text-bg-danger-subtle text-danger-emphasis">{MSG_REQUIREMENTS_NOT_MET}</span>{' '}
          <span className="text-body-secondary">Missed: {applicant.unmetRequirements.join('; ')}</span>
        </p>
      ) : null}
      {applicant.answers?.length ? (
        <>
          <h3 className="h6">Answers</h3>
          <dl className="screening-answers mb-3">
            {applicant.answers.map((answer) => (
              <div key={answer.question}>
                <dt className="fw-normal text-body-secondary">{answer.question}</dt>
                <dd className="mb-2 text-break">
                  {answerText(answer)}
                  {applicant.unmetRequirements?.includes(answer.question) ? (
                    <span className="visually-hidden"> (does not meet the requirement)</span>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
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
    </TitledSection>
  );
}
