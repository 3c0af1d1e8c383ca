// PUT /api/withdraw-application: the candidate withdraws an application (final).
import { callApi } from '@/lib/api-client';

export const withdrawApplication = (jobID: string) => callApi('withdrawApplication', { body: { jobID } });
