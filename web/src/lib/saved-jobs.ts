// Saving a job (PUT /api/save-job) and removing it (DELETE /api/unsave-job), from a job card,
// a job's page or the saved jobs list. Once done, every list that shows the mark asks again:
// the Applied-and-saved badges of a search, the job's page, the saved jobs list.
import { useSWRConfig, type Arguments } from 'swr';
import { callApi } from '@/lib/api-client';

const SHOWS_SAVED = new Set(['getApplicationStatuses', 'getJobCandidate', 'getSavedJobs']);
const showsSaved = (key?: Arguments) => Array.isArray(key) && SHOWS_SAVED.has(String(key[0]));

export const setJobSaved = (jobID: string, saved: boolean) =>
  saved ? callApi('saveJob', { body: { jobID } }) : callApi('unsaveJob', { query: { jobID } });

/** Saves or removes a job, then has the lists that show it ask again. */
export function useSetJobSaved() {
  const { mutate } = useSWRConfig();
  return async (jobID: string, saved: boolean) => {
    try {
      return await setJobSaved(jobID, saved);
    } finally {
      await mutate(showsSaved);
    }
  };
}
