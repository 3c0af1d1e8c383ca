// GET /api/get-resume: a short-lived link to the candidate's own resume.
import { callApi } from '@/lib/api-client';

export const getResumeLink = (resumePath: string) => callApi('getResume', { query: { resumePath } }).then((data) => data.signedUrl);
