// The job's applicants, 4 at a time (SPEC section 9), each with View to the candidate's page.
import { useState } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'react-bootstrap-icons';
import { APPLICANTS_PAGE_SIZE } from '#shared/constants.js';
import type { Job } from '#shared/schemas/jobs.js';
import { Avatar } from '@/components/avatar';
import { Button, buttonClass } from '@/components/button';
import { formatDate } from '@/lib/job-display';
import { paths } from '@/lib/paths';

type Applicant = NonNullable<Job['applicants']>[number];

export function ApplicationsCard({ applicants }: { applicants: Applicant[] }) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(applicants.length / APPLICANTS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const first = (current - 1) * APPLICANTS_PAGE_SIZE;
  const shown = applicants.slice(first, first + APPLICANTS_PAGE_SIZE);

  return (
    <section className="app-card" aria-labelledby="applications-title">
      <h2 id="applications-title" className="h5 mb-3">
        Applications <span className="jobs-tab-count">{applicants.length}</span>
      </h2>
      {applicants.length === 0 ? (
        <p className="text-body-secondary mb-0">No applications yet. Candidates who apply will show here.</p>
      ) : (
        <>
          <ul className="applicant-list">
            {shown.map((applicant) => {
              const name = `${applicant.firstName} ${applicant.lastName}`;
              return (
                <li key={applicant.userID}>
                  <Avatar person={applicant} size={40} />
                  <div className="flex-grow-1 min-w-0">
                    <p className="fw-medium mb-0">{name}</p>
                    <p className="small text-body-secondary mb-0 text-break">
                      {applicant.email} · Applied {formatDate(applicant.createdAt)}
                    </p>
                  </div>
                  <Link to={paths.candidate(applicant.userID)} className={buttonClass('outline', 'sm')} aria-label={`View ${name}`}>
                    View
                  </Link>
                </li>
              );
            })}
          </ul>
          {pages > 1 ? (
            <nav className="d-flex flex-wrap align-items-center justify-content-between gap-2 pt-3 border-top" aria-label="Applications pages">
              <p className="mb-0 small">{`Showing ${first + 1} - ${first + shown.length} of ${applicants.length}`}</p>
              <div className="d-flex gap-2">
                <Button color="outline" size="sm" disabled={current <= 1} onClick={() => setPage(current - 1)} aria-label="Previous applications">
                  <ChevronLeft aria-hidden="true" />
                </Button>
                <Button color="outline" size="sm" disabled={current >= pages} onClick={() => setPage(current + 1)} aria-label="Next applications">
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
