// /find-work: the public job search (docs/product/jobs.md, Job search).
import { pageTitle } from '@/config';
import { JobSearch } from '../components/job-search';

export function FindWorkRoute() {
  return (
    <section className="container py-5" aria-labelledby="find-work-title">
      <title>{pageTitle('Find Work')}</title>
      <h1 id="find-work-title" className="mb-4">
        Find Work
      </h1>
      <JobSearch />
    </section>
  );
}
