// /dashboard/jobs/{jobID}: breadcrumb Jobs > Job details, Edit job, the details card and the
// Applications card (stages, 4 per page read page by page, View to the candidate), then the
// job's insights. A job the marketplace's team holds or removed says so first, with why; a
// removed one has no Edit (docs/product/trust-and-safety.md).
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { pageTitle } from '@/config';
import { formatPay } from '#shared/remote-fit/pay.js';
import { TRUST_MSG } from '#shared/schemas/trust.js';
import { formatDate, formatHours, jobTypeLabel, whoCanApplyInFull } from '@/lib/job-display';
import { paths } from '@/lib/paths';
import { useSWRConfig } from 'swr';
import { useJob } from '../api/get-job';
import { jobInsightsKey } from '../api/get-job-insights';
import { ApplicationsCard } from '../components/applications-card';
import { InsightsCard } from '../components/insights-card';
import { JobLoadState } from '../components/job-load-state';
import { CountryName } from '@/components/country-flag';
import { TitledSection } from '@/components/titled-section';
import { isRemoved, JobReviewNotice } from '../components/job-review';
import { JobStatus } from '../components/jobs-table';
import '../components/employer.css';

const crumbs = [{ label: 'Jobs', to: paths.jobs }, { label: 'Job details' }];

export function JobDetailsRoute() {
  const { jobID } = useParams();
  const { data, error, isLoading, mutate } = useJob(jobID);
  const job = data?.job;
  const { mutate: refresh } = useSWRConfig();

  if (!data || !job) {
    return (
      <>
        <title>{pageTitle('Job details')}</title>
        {isLoading ? null : <PageHeader title="Job details" breadcrumbs={crumbs} />}
        <JobLoadState isLoading={isLoading} error={error} retry={() => void mutate()} />
      </>
    );
  }

  const facts: [string, ReactNode][] = [
    ['Status', <JobStatus key="status" active={job.active} />],
    ['Job type', jobTypeLabel(job.jobType)],
    ['Department', job.department],
    ['Country', <CountryName key="country" name={job.country} />],
    ['Working hours', formatHours(job)],
    ['Pay', formatPay(job)],
    ['Who can apply', whoCanApplyInFull(job.applicantCountries)],
    ['Applications', String(job.applicantCount)],
    ['Created on', formatDate(job.createdAt)],
    ...(job.postedBy ? [['Posted by', job.postedBy] as [string, ReactNode]] : []),
  ];

  return (
    <>
      <title>{pageTitle(job.jobTitle)}</title>
      <PageHeader
        title={job.jobTitle}
        subtitle={job.employer.companyName}
        breadcrumbs={crumbs}
        actions={
          isRemoved(job) ? (
            <p className="job-removed-note mb-0">{TRUST_MSG.jobRemoved}</p>
          ) : (
            <Link to={paths.editJob(job._id)} className={buttonClass('primary')}>
              Edit job
            </Link>
          )
        }
      />
      <div className="d-grid gap-4">
        {job.review ? <JobReviewNotice review={job.review} /> : null}
        <TitledSection titleId="job-details-title" title="Job details" titleClassName="h5 mb-3">
          <dl className="job-facts">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="h6 mt-4">About the role</h3>
          <p className="job-about mb-0">{job.aboutRole}</p>
        </TitledSection>
        <ApplicationsCard
          job={job}
          firstPage={{ applicants: job.applicants ?? [], pagination: data.pagination }}
          stageCounts={data.stageCounts}
          qualifiedStageCounts={data.qualifiedStageCounts}
          // A move changes the counts and the insights too.
          onMoved={() => Promise.all([mutate(), refresh(jobInsightsKey(job._id))])}
        />
        <InsightsCard jobID={job._id} />
      </div>
    </>
  );
}
