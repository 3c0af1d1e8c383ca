// The job as its pages show it, before applying: title, company (and, for a new unverified
// company, that it is new and unverified), facts, pay, hours, the
// overlap of those hours with a signed-in candidate's day, who can apply (every country), the
// role. The candidate's job page and the public job page (docs/product/jobs.md).
import type { ReactNode } from 'react';
import { Briefcase, Building, Clock, GeoAlt, CashStack, Globe2, InfoCircle, Sun } from 'react-bootstrap-icons';
import { formatPay } from '#shared/remote-fit/pay.js';
import type { PublicJob } from '#shared/job-page.js';
import { formatDate, formatHours, jobOverlap, jobTypeLabel, readerDayOf, whoCanApplyInFull } from '@/lib/job-display';
import { useSession } from '@/lib/session';
import { CompanyName } from './company-name';
import './job-summary.css';

interface JobSummaryProps {
  job: PublicJob;
  /** Under the title: Share, Apply. */
  actions?: ReactNode;
  /**
   * Pay in English and the date in UTC, as the server renders the page for everyone: the
   * browser's first render must show the same text (the reader's locale and zone would differ).
   */
  asServerRenders?: boolean;
}

export function JobSummary({ job, actions, asServerRenders = false }: JobSummaryProps) {
  const { user } = useSession();
  const overlap = jobOverlap(job, readerDayOf(user));
  const facts = [
    { Icon: Briefcase, label: 'Department', value: job.department },
    { Icon: GeoAlt, label: 'Country', value: job.country },
    { Icon: CashStack, label: 'Pay', value: formatPay(job, asServerRenders ? 'en' : undefined) },
    { Icon: Clock, label: 'Working hours', value: formatHours(job) },
    ...(overlap ? [{ Icon: Sun, label: 'Overlap', value: overlap }] : []),
    { Icon: Globe2, label: 'Who can apply', value: whoCanApplyInFull(job.applicantCountries) },
  ];
  return (
    <section className="app-card job-summary" aria-labelledby="job-summary-title">
      <h1 id="job-summary-title" className="h3 mb-1">
        {job.jobTitle}
      </h1>
      <p className="job-summary-company">
        <Building aria-hidden="true" /> <CompanyName employer={job.employer} /> · Posted{' '}
        {formatDate(job.createdAt, { utc: asServerRenders })}
      </p>
      {job.employer.newCompanySince ? (
        <p className="job-summary-new-company">
          <InfoCircle aria-hidden="true" /> {job.employer.companyName} joined on{' '}
          {formatDate(job.employer.newCompanySince, { utc: asServerRenders })} and has not verified its domain yet.
        </p>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mb-3">
        <span className="badge job-summary-badge">Remote</span>
        <span className="badge job-summary-badge">{jobTypeLabel(job.jobType)}</span>
      </div>
      {actions ? <div className="job-summary-actions">{actions}</div> : null}
      <dl className="job-summary-facts">
        {facts.map(({ Icon, label, value }) => (
          <div key={label}>
            <dt>
              <Icon aria-hidden="true" /> {label}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="h5">About the role</h2>
      <p className="job-summary-about">{job.aboutRole}</p>
    </section>
  );
}
