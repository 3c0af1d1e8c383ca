// /dashboard/find-jobs: the candidate's job search (docs/product/jobs.md, Job search). `actions`
// go beside the title: app/ composes in "Email me jobs like these" (the job-alerts feature).
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { pageTitle } from '@/config';
import { JobSearch } from '../components/job-search';

export function FindJobsRoute({ actions }: { actions?: ReactNode }) {
  return (
    <>
      <title>{pageTitle('Find jobs')}</title>
      <PageHeader title="Find jobs" subtitle="Discover your next big opportunity" actions={actions} />
      <JobSearch />
    </>
  );
}
