// GET /api/get-application-statuses: which of the listed jobs the signed-in candidate applied
// to (the Applied badges), asked 10 jobs at a time (the call's limit, a page of the search).
import useSWR from 'swr';
import { PAGE_SIZE } from '#shared/constants.js';
import { callApi } from '@/lib/api-client';

async function appliedJobIDs(jobIDs: string[]): Promise<Set<string>> {
  const chunks = Array.from({ length: Math.ceil(jobIDs.length / PAGE_SIZE) }, (_, index) =>
    jobIDs.slice(index * PAGE_SIZE, (index + 1) * PAGE_SIZE),
  );
  const answers = await Promise.all(
    chunks.map((chunk) => callApi('getApplicationStatuses', { query: { jobIDs: chunk.join(',') } })),
  );
  // A withdrawn application is no longer "Applied": the candidate may apply again.
  return new Set(
    answers.flatMap((answer) =>
      answer.applications.filter((entry) => entry.stage !== 'withdrawn').map((entry) => entry.jobID),
    ),
  );
}

/** The IDs among `jobIDs` the candidate has an application to; empty when `enabled` is false. */
export function useAppliedJobs(jobIDs: string[], enabled: boolean): Set<string> {
  const key = enabled && jobIDs.length > 0 ? ['getApplicationStatuses', jobIDs.join(',')] : null;
  const { data } = useSWR(key, () => appliedJobIDs(jobIDs), { revalidateOnFocus: false });
  return data ?? EMPTY;
}

const EMPTY = new Set<string>();
