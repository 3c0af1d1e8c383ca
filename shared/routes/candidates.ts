// The route table, candidates: resumes, saved jobs, and employers sourcing candidates. One entry per call:
// see shared/routes.ts for what reads the table.
import { userResponse } from '../schemas/accounts.js';
import {
  getCandidateQuery,
  getCandidateResponse,
  getCandidatesQuery,
  getCandidatesResponse,
  getResumeQuery,
  getResumeResponse,
} from '../schemas/candidates.js';
import {
  getSavedJobsQuery,
  getSavedJobsResponse,
  saveJobBody,
  saveJobResponse,
  unsaveJobQuery,
} from '../schemas/saved-jobs.js';
import { route } from './route-definition.js';

export const uploadResume = route('uploadResume', {
  method: 'PUT',
  path: '/api/upload-resume',
  access: 'candidate',
  bodyKind: 'multipart',
  handler: 'candidates/handlers/upload-resume',
  response: userResponse,
  uses: { table: 'write', files: { resumes: 'write' } },
  summary: "Stores the candidate's PDF resume (multipart field resume), replacing the old one.",
});
export const getResume = route('getResume', {
  method: 'GET',
  path: '/api/get-resume',
  access: 'user',
  bodyKind: 'none',
  handler: 'candidates/handlers/get-resume',
  query: getResumeQuery,
  response: getResumeResponse,
  // Writes: an employer's view is counted and recorded (candidate-access.ts).
  uses: { table: 'write', files: { resumes: 'read' } },
  summary: 'A short-lived link to a resume, for its owner and for employers (counted and recorded).',
});
export const getCandidates = route('getCandidates', {
  method: 'GET',
  path: '/api/get-candidates',
  access: 'member',
  bodyKind: 'none',
  handler: 'candidates/handlers/get-candidates',
  query: getCandidatesQuery,
  response: getCandidatesResponse,
  // Writes the employer's daily count of candidate views.
  uses: { table: 'write' },
  summary:
    "Confirmed candidates shown in search, by words of their job title, country and job type, newest first; each counts against the employer's daily views.",
});
export const getCandidate = route('getCandidate', {
  method: 'GET',
  path: '/api/get-candidate',
  access: 'member',
  bodyKind: 'none',
  handler: 'candidates/handlers/get-candidate',
  query: getCandidateQuery,
  response: getCandidateResponse,
  // Writes: an employer's view is counted (candidate-access.ts).
  uses: { table: 'write' },
  summary: "One candidate's public profile (hidden candidates: for the companies they applied to).",
});
export const saveJob = route('saveJob', {
  method: 'PUT',
  path: '/api/save-job',
  access: 'candidate',
  bodyKind: 'json',
  handler: 'candidates/handlers/save-job',
  body: saveJobBody,
  response: saveJobResponse,
  uses: { table: 'write' },
  summary: 'Keeps a job among the caller’s saved jobs (saving it again changes nothing; at most 500).',
});
export const unsaveJob = route('unsaveJob', {
  method: 'DELETE',
  path: '/api/unsave-job',
  access: 'candidate',
  bodyKind: 'none',
  handler: 'candidates/handlers/unsave-job',
  query: unsaveJobQuery,
  response: saveJobResponse,
  uses: { table: 'write' },
  summary: 'Removes a job from the caller’s saved jobs (one not saved: nothing to do).',
});
export const getSavedJobs = route('getSavedJobs', {
  method: 'GET',
  path: '/api/get-saved-jobs',
  access: 'candidate',
  bodyKind: 'none',
  handler: 'candidates/handlers/get-saved-jobs',
  query: getSavedJobsQuery,
  response: getSavedJobsResponse,
  uses: { table: 'read' },
  summary: 'The caller’s saved jobs, newest saved first, 10 a page: each open, closed or removed, and whether applied.',
});
