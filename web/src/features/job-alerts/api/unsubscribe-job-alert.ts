// POST /api/unsubscribe-job-alert: the unsubscribe link of a digest email, without a session.
import { callApi } from '@/lib/api-client';

export const unsubscribeJobAlert = (token: string) => callApi('unsubscribeJobAlert', { query: { token } });
