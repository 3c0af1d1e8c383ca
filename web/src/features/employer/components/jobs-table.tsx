// The jobs table (docs/product/jobs.md, Jobs table): Jobs (title, country, job type), Status,
// Applications, Department, Created on and the row menu (View job, Edit job, Close job or
// Open job, Delete job). A row opens the job; the title is also a real link for keyboards.
// 6 skeleton rows while loading; "Showing X - Y of N records" with previous / next. A search
// is answered a page at a time within a read budget, so a page of it can be short, or empty,
// and still have more after it: Next stays on while the server says so. A job the
// marketplace's team holds or removed says so under its title, with why; a removed one's menu
// offers no Edit, Open or Close (docs/product/trust-and-safety.md).
import type { MouseEvent } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { ThreeDotsVertical } from 'react-bootstrap-icons';
import { Link, useNavigate } from 'react-router';
import { CountryName } from '@/components/country-flag';
import type { Job } from '#shared/schemas/jobs.js';
import { TRUST_MSG } from '#shared/schemas/trust.js';
import { Button } from '@/components/button';
import { formatDate, jobTypeLabel } from '@/lib/job-display';
import { paths } from '@/lib/paths';
import type { JobsPage } from '../api/get-jobs';
import { isRemoved, JobReviewLine } from './job-review';
import { PageButtons } from './page-buttons';
import type { JobAction } from './use-job-actions';

const SKELETON_ROWS = 6;
const COLUMNS = 6;

/** "Showing 11 - 20 of 23 records"; a search, which has no total: "Showing 11 - 20 matching records". */
export function showingText(first: number, rows: number, total: number | undefined): string {
  const shown = `Showing ${first} - ${first + rows - 1}`;
  return total === undefined ? `${shown} matching records` : `${shown} of ${total} records`;
}

export function JobStatus({ active }: { active: boolean }) {
  return <span className={`jobs-status ${active ? 'is-open' : 'is-closed'}`}>{active ? 'Open' : 'Closed'}</span>;
}

function RowMenu({ job, onAction }: { job: Job; onAction: (action: JobAction, job: Job) => void }) {
  // The menu's clicks are its own, not the row's.
  const keep = (event: MouseEvent) => event.stopPropagation();
  return (
    <Dropdown className="jobs-row-menu" align="end" onClick={keep}>
      <Dropdown.Toggle
        as={Button}
        color="link"
        size="sm"
        aria-label={`Actions for ${job.jobTitle}`}
        className="text-body"
      >
        <ThreeDotsVertical aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu popperConfig={{ strategy: 'fixed' }}>
        <Dropdown.Item as={Link} to={paths.job(job._id)}>
          View job
        </Dropdown.Item>
        {isRemoved(job) ? (
          <Dropdown.ItemText className="jobs-row-menu-note">{TRUST_MSG.jobRemoved}</Dropdown.ItemText>
        ) : (
          <>
            <Dropdown.Item as={Link} to={paths.editJob(job._id)}>
              Edit job
            </Dropdown.Item>
            <Dropdown.Item as="button" onClick={() => onAction(job.active ? 'close' : 'open', job)}>
              {job.active ? 'Close job' : 'Open job'}
            </Dropdown.Item>
          </>
        )}
        <Dropdown.Divider />
        <Dropdown.Item as="button" className="text-danger" onClick={() => onAction('delete', job)}>
          Delete job
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}

function SkeletonRows() {
  return (
    <>
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <tr key={row} className="placeholder-glow" aria-hidden="true" data-testid="jobs-skeleton-row">
          {Array.from({ length: COLUMNS }, (_, cell) => (
            <td key={cell}>
              <span className={`placeholder col-${cell === 0 ? 10 : 6} rounded`} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

interface JobsTableProps {
  data: JobsPage | undefined;
  isLoading: boolean;
  page: number;
  onPage: (page: number) => void;
  onAction: (action: JobAction, job: Job) => void;
}

export function JobsTable({ data, isLoading, page, onPage, onAction }: JobsTableProps) {
  const navigate = useNavigate();
  const jobs = data?.jobs ?? [];
  const pagination = data?.pagination;
  const hasNext = !!pagination && !pagination.isLastPage && !!pagination.nextCursor;
  const showSkeleton = isLoading && !data;

  return (
    <>
      {/* Focusable, so keyboard users can scroll the table sideways on narrow screens. */}
      <div className="table-responsive" tabIndex={0} role="region" aria-label="Jobs table">
        <table className="table table-hover align-middle mb-0" aria-busy={showSkeleton || undefined}>
          <caption className="visually-hidden">Your jobs</caption>
          <thead>
            <tr>
              <th scope="col">Jobs</th>
              <th scope="col">Status</th>
              <th scope="col">Applications</th>
              <th scope="col">Department</th>
              <th scope="col">Created on</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {showSkeleton ? <SkeletonRows /> : null}
            {jobs.map((job) => (
              <tr key={job._id} className="jobs-row" onClick={() => void navigate(paths.job(job._id))}>
                <td>
                  <Link to={paths.job(job._id)} className="fw-medium" onClick={(event) => event.stopPropagation()}>
                    {job.jobTitle}
                  </Link>
                  <div className="jobs-row-meta">
                    <CountryName name={job.country} /> · {jobTypeLabel(job.jobType)}
                  </div>
                  {job.review ? <JobReviewLine review={job.review} /> : null}
                </td>
                <td>
                  <JobStatus active={job.active} />
                </td>
                <td>{job.applicantCount}</td>
                <td>{job.department}</td>
                <td>{formatDate(job.createdAt)}</td>
                <td className="text-end">
                  <RowMenu job={job} onAction={onAction} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {showSkeleton ? (
        <p role="status" className="visually-hidden">
          Loading jobs
        </p>
      ) : null}
      {!showSkeleton && data && jobs.length === 0 ? (
        <div className="jobs-empty" role="status">
          {hasNext ? (
            <>
              <p className="h5 mb-1">No matches among these jobs</p>
              <p className="text-body-secondary mb-0">Older jobs are still to be searched: press Next.</p>
            </>
          ) : (
            <>
              <p className="h5 mb-1">No results found</p>
              <p className="text-body-secondary mb-0">Try adjusting your filters or search term.</p>
            </>
          )}
        </div>
      ) : null}
      {pagination && (jobs.length > 0 || hasNext) ? (
        <nav className="jobs-pagination" aria-label="Jobs pages">
          <p className="mb-0" aria-live="polite">
            {jobs.length > 0 ? showingText(pagination.firstRecord, jobs.length, pagination.totalRecords) : null}
          </p>
          <PageButtons
            page={page}
            pages={hasNext ? page + 1 : page}
            onPage={onPage}
            previousLabel="Previous page"
            nextLabel="Next page"
            withText
          />
        </nav>
      ) : null}
    </>
  );
}
