// GET /api/get-resume: a short-lived link to a candidate's resume (employers may read any current one).
import { callApi } from '@/lib/api-client';

export const getResumeLink = (resumePath: string) => callApi('getResume', { query: { resumePath } }).then((data) => data.signedUrl);
