// One job of the list. The whole card opens the job: its detail page for a signed-in
// candidate, /login for everyone else (docs/product/jobs.md, Job search); its Share button,
// above that link, shares the job's public page, and a candidate's Save button keeps the job. Its facts: pay as people write it, who can
// apply (the first countries; the job page lists them all) and, when the search knew the
// reader's time zone, the overlap with their day.
import { Link } from 'react-router';
import { Briefcase, Building, Clock, GeoAlt, Globe2, Sun } from 'react-bootstrap-icons';
import { formatPay } from '#shared/remote-fit/pay.js';
import { describeWhoCanApply } from '#shared/remote-fit/who-can-apply.js';
import type { SearchJobCard } from '#shared/schemas/jobs.js';
import { SaveJobButton } from '@/components/save-job-button';
import { ShareButton } from '@/components/share-button';
import { cardOverlap, formatDate, formatHours, jobTypeLabel } from '@/lib/job-display';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

export function jobTarget(role: string | undefined, jobID: string): string {
  return role === 'candidate' ? paths.candidateJob(jobID) : paths.login;
}

interface JobCardProps {
  job: SearchJobCard;
  applied?: boolean;
  /** A signed-in candidate's: whether they saved the job (undefined: no bookmark). */
  saved?: boolean;
  /** The search had the reader's time zone: jobs without one show "Flexible hours". */
  zoneKnown?: boolean;
}

export function JobCard({ job, applied = false, saved, zoneKnown = false }: JobCardProps) {
  const { user } = useSession();
  const overlap = cardOverlap(job, zoneKnown);
  return (
    <article className="job-card" aria-labelledby={`job-${job._id}`}>
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <div>
          <h2 className="job-card-title h5 mb-1" id={`job-${job._id}`}>
            <Link className="stretched-link" to={jobTarget(user?.role, job._id)}>
              {job.jobTitle}
            </Link>
          </h2>
          <p className="job-card-company mb-2">
            <Building aria-hidden="true" /> {job.employer.companyName || 'Company'}
          </p>
        </div>
        <div className="d-flex flex-wrap gap-2 align-items-start">
          {applied ? <span className="badge text-bg-success">Applied</span> : null}
          <span className="badge job-badge">Remote</span>
          <span className="badge job-badge">{jobTypeLabel(job.jobType)}</span>
        </div>
      </div>
      <ul className="job-card-facts list-unstyled mb-0">
        <li>
          <Briefcase aria-hidden="true" /> {job.department}
        </li>
        <li>
          <GeoAlt aria-hidden="true" /> {job.country}
        </li>
        <li>
          <Clock aria-hidden="true" /> {formatHours(job)}
        </li>
        {overlap ? (
          <li>
            <Sun aria-hidden="true" /> {overlap}
          </li>
        ) : null}
        <li>
          <Globe2 aria-hidden="true" /> {describeWhoCanApply(job.applicantCountries)}
        </li>
        <li className="job-card-pay">{formatPay(job)}</li>
      </ul>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <p className="job-card-date small mb-0">Posted {formatDate(job.createdAt)}</p>
        <div className="d-flex gap-2 job-card-actions">
          {saved !== undefined ? (
            <SaveJobButton jobID={job._id} jobTitle={job.jobTitle} saved={saved} size="xs" />
          ) : null}
          <ShareButton jobID={job._id} jobTitle={job.jobTitle} size="xs" />
        </div>
      </div>
    </article>
  );
}
