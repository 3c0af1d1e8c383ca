// The job as a candidate reads it before applying: title, company, facts, pay, hours, the
// overlap of those hours with the candidate's day, who can apply (every country), the role.
import { Briefcase, Building, Clock, GeoAlt, CashStack, Globe2, Sun } from 'react-bootstrap-icons';
import { formatPay } from '#shared/remote-fit/pay.js';
import type { Job } from '#shared/schemas/jobs.js';
import { formatDate, formatHours, jobOverlap, jobTypeLabel, readerDayOf, whoCanApplyInFull } from '@/lib/job-display';
import { useSession } from '@/lib/session';

export function JobSummary({ job }: { job: Job }) {
  const { user } = useSession();
  const overlap = jobOverlap(job, readerDayOf(user));
  const facts = [
    { Icon: Briefcase, label: 'Department', value: job.department },
    { Icon: GeoAlt, label: 'Country', value: job.country },
    { Icon: CashStack, label: 'Pay', value: formatPay(job) },
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
