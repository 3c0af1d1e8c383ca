// The route table, candidates: resumes, and employers sourcing candidates. One entry per call:
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
