// The job search's filters in the URL are the schema's filters, in its order (the public job
// search reads them without zod), and a value the API would refuse counts as not set.
import { describe, expect, it } from 'vitest';
import { jobSearchFilters } from '#shared/schemas/job-search-filters.js';
import { JOB_FILTER_KEYS, jobFiltersOf } from '@/lib/job-search-params';

describe('the job search filters in the URL', () => {
  it('are the filters of the shared schema, in its order', () => {
    expect(JOB_FILTER_KEYS).toEqual(Object.keys(jobSearchFilters.shape));
  });

  it('read each value as the search takes it, and ignore the ones it would refuse', () => {
    const filters = jobFiltersOf({ jobType: 'intern', country: 'france', minPay: '5000', overlapHours: '3' });

    expect(filters).toEqual({ country: 'France', minPay: 5000, payInterval: 'annually', payCurrency: 'USD' });
    expect(jobSearchFilters.safeParse(filters).success).toBe(true);
  });
});
