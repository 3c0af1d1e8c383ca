// One job of a list: the job search's results (docs/product/jobs.md, Job search) and a
// company's open jobs on its public page. The whole card opens the job: in the search, its
// detail page for a signed-in candidate and /login for everyone else; on a server-rendered
// page, its public page. Its company's name links to the company's page when it has one. Its
// Share button, above that link, shares the job's public page, and a candidate's Save button
// keeps the job. Its facts: pay as people write it, who can apply (the first countries; the
// job page lists them all) and, when the search knew the reader's time zone, the overlap
// with their day. In the search's results, its More menu holds Report (not on the reader's own
// company's jobs).
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Briefcase, Building, Clock, GeoAlt, Globe2, Sun, ThreeDots } from 'react-bootstrap-icons';
import { formatPay } from '#shared/remote-fit/pay.js';
import { describeWhoCanApply } from '#shared/remote-fit/who-can-apply.js';
import type { JobCard as JobCardData, SearchJobCard } from '#shared/schemas/jobs.js';
import { cardOverlap, formatDate, formatHours, jobTypeLabel } from '@/lib/job-display';
import { paths } from '@/lib/paths';
import { isOwnCompany } from '@/lib/report';
import { useSession } from '@/lib/session';
import { buttonClass } from './button';
import { CompanyName } from './company-name';
import { ReportButton } from './report-button';
import { SaveJobButton } from './save-job-button';
import { ShareButton } from './share-button';
import './job-card.css';

export function jobTarget(role: string | undefined, jobID: string): string {
  return role === 'candidate' ? paths.candidateJob(jobID) : paths.login;
}

interface JobCardProps {
  job: SearchJobCard | JobCardData;
  applied?: boolean;
  /** A signed-in candidate's: whether they saved the job (undefined: no bookmark). */
  saved?: boolean;
  /** The search had the reader's time zone: jobs without one show "Flexible hours". */
  zoneKnown?: boolean;
  /**
   * On a page the server renders for everyone (a company's): the title opens the job's public
   * page, and the pay is in English and the date in UTC, so that the browser's first render
   * shows the server's text whatever the reader's locale and zone.
   */
  asServerRenders?: boolean;
  /** Leaves out the company's name: the company's own page names it already. */
  hideCompany?: boolean;
  /** 3 under a section's own h2 (a company's open jobs); 2 in a page's main list. */
  headingLevel?: 2 | 3;
  /** The search's results: a More menu with Report. */
  reportable?: boolean;
}

/**
 * The card's More menu: a disclosure (no menu library on the public search's pages) that
 * closes on Escape, on a press elsewhere and once an item is chosen.
 */
function MoreMenu({ job }: { job: JobCardData }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  // An item was chosen: the focus goes back to the toggle first, where a dialog it opens returns it.
  const chosen = () => {
    toggleRef.current?.focus();
    setOpen(false);
  };
  const companyName = job.employer.companyName || 'Company';
  return (
    <div className="job-card-more" ref={boxRef}>
      <button
        ref={toggleRef}
        type="button"
        className={buttonClass('outline', 'xs')}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`More for ${job.jobTitle}`}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <ThreeDots aria-hidden="true" />
      </button>
      <div id={menuId} className="job-card-more-menu" hidden={!open} onClick={chosen}>
        <ReportButton
          request={{ targetType: 'job', targetID: job._id, name: `${job.jobTitle} at ${companyName}` }}
          label={`Report ${job.jobTitle}`}
          size="xs"
          color="link"
        />
      </div>
    </div>
  );
}

export function JobCard({
  job,
  applied = false,
  saved,
  zoneKnown = false,
  asServerRenders = false,
  hideCompany = false,
  headingLevel = 2,
  reportable = false,
}: JobCardProps) {
  const { user } = useSession();
  const overlap = cardOverlap(job, zoneKnown);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article className="job-card" aria-labelledby={`job-${job._id}`}>
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <div>
          <Heading className="job-card-title h5 mb-1" id={`job-${job._id}`}>
            {asServerRenders ? (
              <a className="stretched-link" href={paths.publicJob(job._id)}>
                {job.jobTitle}
              </a>
            ) : (
              <Link className="stretched-link" to={jobTarget(user?.role, job._id)}>
                {job.jobTitle}
              </Link>
            )}
          </Heading>
          {hideCompany ? null : (
            <p className="job-card-company mb-2">
              <Building aria-hidden="true" /> <CompanyName employer={job.employer} />
            </p>
          )}
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
        <li className="job-card-pay">{formatPay(job, asServerRenders ? 'en' : undefined)}</li>
      </ul>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <p className="job-card-date small mb-0">Posted {formatDate(job.createdAt, { utc: asServerRenders })}</p>
        <div className="d-flex gap-2 job-card-actions">
          {saved !== undefined ? (
            <SaveJobButton jobID={job._id} jobTitle={job.jobTitle} saved={saved} size="xs" />
          ) : null}
          <ShareButton jobID={job._id} jobTitle={job.jobTitle} size="xs" />
          {reportable && !isOwnCompany(user, job.employer) ? <MoreMenu job={job} /> : null}
        </div>
      </div>
    </article>
  );
}
