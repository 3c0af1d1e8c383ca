// /dashboard/browse-talent: without a search, "Find the perfect candidate" and the search
// form; with jobTitle in the URL, the filters (country, job type) and the results table.
import { CountrySelect } from '@/components/country-select';
import { FilterField, JobTypeSelect } from '@/components/job-selects';
import { PageHeader } from '@/components/page-header';
import { pageTitle } from '@/config';
import { useCandidates } from '../api/get-candidates';
import { CandidateSearchForm } from '../components/candidate-search-form';
import { CandidateTable } from '../components/candidate-table';
import { useSourcingParams } from '../components/use-sourcing-params';
import '../components/sourcing.css';

const TITLE = 'Find the perfect candidate';

export function BrowseTalentRoute() {
  const { filters, page, setFilter, clearSearch, loadMore } = useSourcingParams();
  const list = useCandidates(filters, page);

  if (!filters.jobTitle) {
    return (
      <section className="sourcing-hero" aria-labelledby="sourcing-title">
        <title>{pageTitle('Sourcing')}</title>
        <h1 id="sourcing-title" className="mb-2">
          {TITLE}
        </h1>
        <p className="text-body-secondary mb-4">
          Search remote experts by job title, then narrow down by country and job type.
        </p>
        <CandidateSearchForm size="lg" onSearch={(title) => setFilter('jobTitle', title)} />
      </section>
    );
  }

  return (
    <>
      <title>{pageTitle(`Candidates for ${filters.jobTitle}`)}</title>
      <PageHeader title={TITLE} breadcrumbs={[{ label: 'Sourcing' }]} />
      <CandidateSearchForm jobTitle={filters.jobTitle} onSearch={(title) => setFilter('jobTitle', title)} />
      <div className="sourcing-filters">
        <FilterField id="sourcing-country" label="Country">
          <CountrySelect
            id="sourcing-country"
            size="sm"
            placeholder="All countries"
            value={filters.country ?? ''}
            onChange={(event) => setFilter('country', event.target.value)}
          />
        </FilterField>
        <FilterField id="sourcing-job-type" label="Job type">
          <JobTypeSelect
            id="sourcing-job-type"
            size="sm"
            placeholder="All job types"
            value={filters.jobType ?? ''}
            onChange={(event) => setFilter('jobType', event.target.value)}
          />
        </FilterField>
      </div>
      <CandidateTable list={list} onLoadMore={loadMore} onClear={clearSearch} />
    </>
  );
}
