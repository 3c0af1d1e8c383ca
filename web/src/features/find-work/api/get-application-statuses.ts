// GET /api/get-application-statuses: which of the listed jobs the signed-in candidate applied
// to (the Applied badges) and saved (the bookmarks), asked 10 jobs at a time (the call's limit,
// a page of the search).
import useSWR from 'swr';
import { PAGE_SIZE } from '#shared/constants.js';
import { callApi } from '@/lib/api-client';

/** Job IDs, as arrays: SWR compares answers with a shallow-for-Sets deep equal, so a new Set would look unchanged. */
export interface JobMarks {
  applied: readonly string[];
  saved: readonly string[];
}

async function jobMarks(jobIDs: string[]): Promise<JobMarks> {
  const chunks = Array.from({ length: Math.ceil(jobIDs.length / PAGE_SIZE) }, (_, index) =>
    jobIDs.slice(index * PAGE_SIZE, (index + 1) * PAGE_SIZE),
  );
  const answers = await Promise.all(
    chunks.map((chunk) => callApi('getApplicationStatuses', { query: { jobIDs: chunk.join(',') } })),
  );
  return {
    // A withdrawn application is no longer "Applied": the candidate may apply again.
    applied: answers.flatMap((answer) =>
      answer.applications.filter((entry) => entry.stage !== 'withdrawn').map((entry) => entry.jobID),
    ),
    saved: answers.flatMap((answer) => answer.saved),
  };
}

/** Which of `jobIDs` the candidate applied to and saved; none when `enabled` is false. */
export function useJobMarks(jobIDs: string[], enabled: boolean): JobMarks {
  const key = enabled && jobIDs.length > 0 ? ['getApplicationStatuses', jobIDs.join(',')] : null;
  const { data } = useSWR(key, () => jobMarks(jobIDs), { revalidateOnFocus: false });
  return data ?? NONE;
}

const NONE: JobMarks = { applied: [], saved: [] };
