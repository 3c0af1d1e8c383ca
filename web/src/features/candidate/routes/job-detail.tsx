// /dashboard/find-jobs/{jobID}: the job summary and the application form.
import { Link, useParams } from 'react-router';
import Spinner from 'react-bootstrap/Spinner';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Button } from '@/components/button';
import { pageTitle } from '@/config';
import { paths } from '@/lib/paths';
import { useJobCandidate } from '../api/get-job-candidate';
import { ApplicationForm } from '../components/application-form';
import { JobSummary } from '../components/job-summary';
import '../components/candidate.css';

export function JobDetailRoute() {
  const { jobID } = useParams();
  const { data: job, error, isLoading, mutate } = useJobCandidate(jobID);
  const crumbs = [{ label: 'Find jobs', to: paths.candidateHome }, { label: 'Job details' }];

  let body;
  if (isLoading) {
    body = (
      <div className="text-center py-5" role="status">
        <Spinner animation="border" variant="primary" aria-hidden="true" />
        <span className="visually-hidden">Loading the job</span>
      </div>
    );
  } else if (job) {
    body = (
      <div className="job-detail-grid">
        <JobSummary job={job} />
        <ApplicationForm jobID={job._id} />
      </div>
    );
  } else {
    const closed = error?.status === 404 || error?.status === 400;
    body = (
      <section className="app-card text-center py-5" aria-labelledby="job-missing-title">
        <h1 id="job-missing-title" className="h4">
          {closed ? 'This job is no longer open' : 'We could not load this job'}
        </h1>
        <p className="text-body-secondary">{closed ? 'It may have been closed or removed by the employer.' : error?.msg}</p>
        <div className="d-flex justify-content-center gap-2">
          {closed ? null : <Button onClick={() => void mutate()}>Try again</Button>}
          <Link className="btn btn-outline-primary" to={paths.candidateHome}>
            Back to Find jobs
          </Link>
        </div>
      </section>
    );
  }

  return (
    <>
      <title>{pageTitle(job ? job.jobTitle : 'Job details')}</title>
      <Breadcrumbs items={crumbs} className="mb-3" />
      {body}
    </>
  );
}
