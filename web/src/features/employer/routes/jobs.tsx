// /dashboard/jobs: "Jobs", "Recruit top talent, wherever they are"; tabs All jobs / Open /
// Closed with their counts, search and filters, the table, and Add Job. Everything that
// shapes the table lives in the URL. When the page in view has no rows any more (the last
// row of a later page was closed or deleted), the page steps back.
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { pageTitle } from '@/config';
import { paths } from '@/lib/paths';
import { useJobs } from '../api/get-jobs';
import { JobActionDialog } from '../components/confirm-dialog';
import { JobsTable } from '../components/jobs-table';
import { JobsToolbar } from '../components/jobs-toolbar';
import { useJobActions } from '../components/use-job-actions';
import { CountTabs } from '../components/count-tabs';
import { useJobsParams, type JobsTab } from '../components/use-jobs-params';
import '../components/employer.css';

const TABS: { value: JobsTab; label: string; count: 'all' | 'open' | 'closed' }[] = [
  { value: '', label: 'All jobs', count: 'all' },
  { value: 'true', label: 'Open', count: 'open' },
  { value: 'false', label: 'Closed', count: 'closed' },
];

export function JobsRoute() {
  const { query, update, setPage } = useJobsParams();
  const { data, isLoading, isValidating } = useJobs(query);
  const actions = useJobActions();

  // A page the server answered as another (a search's later page reached without its cursor
  // starts again) shows that page's number; a last page with no rows left steps back to the
  // last page that has some.
  useEffect(() => {
    // While a page loads, `data` is still the page before.
    if (!data || isValidating || query.page <= 1) return;
    const { currentPage, isLastPage, totalPages } = data.pagination;
    if (currentPage !== query.page) setPage(currentPage, { replace: true });
    else if (data.jobs.length === 0 && isLastPage)
      setPage(Math.max(1, totalPages ?? query.page - 1), { replace: true });
  }, [data, isValidating, query.page, setPage]);

  return (
    <>
      <title>{pageTitle('Jobs')}</title>
      <PageHeader
        title="Jobs"
        subtitle="Recruit top talent, wherever they are"
        breadcrumbs={[{ label: 'Jobs' }]}
        actions={
          <Link to={paths.postAJob} className={buttonClass('primary')}>
            Add Job
          </Link>
        }
      />
      <CountTabs
        label="Jobs by status"
        className="mb-3"
        listClassName="nav nav-tabs jobs-tabs"
        tabs={TABS}
        selected={query.active}
        countOf={(tab) => (data ? data.counts[tab.count] : '-')}
        onSelect={(active) => update({ active })}
      />
      <section className="app-card p-0 jobs-table-card" aria-label="Jobs">
        <JobsToolbar
          jobTitle={query.jobTitle}
          country={query.country}
          department={query.department}
          onChange={update}
        />
        <JobsTable data={data} isLoading={isLoading} page={query.page} onPage={setPage} onAction={actions.request} />
      </section>
      <JobActionDialog actions={actions} />
    </>
  );
}
