// The job as a candidate reads it before applying: title, company, facts, pay, hours, the role.
import { Briefcase, Building, Clock, GeoAlt, CashStack } from 'react-bootstrap-icons';
import type { Job } from '#shared/schemas/jobs.js';
import { formatDate, formatHours, formatPay, jobTypeLabel } from '@/lib/job-display';

export function JobSummary({ job }: { job: Job }) {
  const facts = [
    { Icon: Briefcase, label: 'Department', value: job.department },
    { Icon: GeoAlt, label: 'Country', value: job.country },
    { Icon: CashStack, label: 'Pay', value: formatPay(job) },
    { Icon: Clock, label: 'Working hours', value: formatHours(job) },
  ];
  return (
    <section className="app-card job-summary" aria-labelledby="job-summary-title">
      <h1 id="job-summary-title" className="h3 mb-1">
        {job.jobTitle}
      </h1>
      <p className="job-summary-company">
        <Building aria-hidden="true" /> {job.employer.companyName || 'Company'} · Posted {formatDate(job.createdAt)}
      </p>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <span className="badge job-summary-badge">Remote</span>
        <span className="badge job-summary-badge">{jobTypeLabel(job.jobType)}</span>
      </div>
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
