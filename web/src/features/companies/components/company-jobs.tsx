// A company's open jobs on its public page, newest first: the first ones come with the page
// (the server renders them), "Load more" adds the next from get-company-jobs until there are
// no more. Each card opens the job's public page.
import Alert from 'react-bootstrap/Alert';
import type { CompanyProfile } from '#shared/schemas/companies.js';
import type { JobCard as JobCardData } from '#shared/schemas/jobs.js';
import { JobCard } from '@/components/job-card';
import { LoadMore } from '@/components/list-states';
import { useCompanyJobs } from '../api/get-company-jobs';

interface CompanyJobsProps {
  company: CompanyProfile;
  firstJobs: JobCardData[];
  nextCursor: string | undefined;
}

export function CompanyJobs({ company, firstJobs, nextCursor }: CompanyJobsProps) {
  const { jobs, hasMore, loading, error, loadMore } = useCompanyJobs(company.companyID, firstJobs, nextCursor);
  return (
    <section aria-labelledby="company-jobs-title">
      <h2 id="company-jobs-title" className="h4 mb-3">
        Open jobs
      </h2>
      {jobs.length === 0 ? (
        <p className="app-card text-center text-body-secondary mb-0">No open jobs right now</p>
      ) : (
        <ul className="job-list list-unstyled" aria-labelledby="company-jobs-title">
          {jobs.map((job) => (
            <li key={job._id}>
              <JobCard job={job} asServerRenders hideCompany headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <Alert variant="danger" className="mt-3 mb-0">
          {error}
        </Alert>
      ) : null}
      {hasMore ? <LoadMore loading={loading} onLoadMore={() => void loadMore()} /> : null}
    </section>
  );
}
