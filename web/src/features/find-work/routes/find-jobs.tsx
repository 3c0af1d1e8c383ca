// /dashboard/find-jobs: the candidate's job search (docs/product/jobs.md, Job search).
import { PageHeader } from '@/components/page-header';
import { pageTitle } from '@/config';
import { JobSearch } from '../components/job-search';

export function FindJobsRoute() {
  return (
    <>
      <title>{pageTitle('Find jobs')}</title>
      <PageHeader title="Find jobs" subtitle="Discover your next big opportunity" />
      <JobSearch />
    </>
  );
}
