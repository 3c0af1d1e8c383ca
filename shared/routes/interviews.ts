// The route table, interviews: proposed, answered, moved and cancelled inside an application's
// conversation. One entry per call: see shared/routes.ts for what reads the table.
import {
  answerInterviewBody,
  cancelInterviewBody,
  getInterviewsQuery,
  getInterviewsResponse,
  getUpcomingInterviewsResponse,
  interviewResponse,
  proposeInterviewBody,
  rescheduleInterviewBody,
} from '../schemas/interviews.js';
import { route } from './route-definition.js';

export const proposeInterview = route('proposeInterview', {
  method: 'POST',
  path: '/api/propose-interview',
  access: 'member',
  bodyKind: 'json',
  handler: 'interviews/handlers/propose-interview',
  body: proposeInterviewBody,
  response: interviewResponse,
  uses: { table: 'write' },
  summary: 'Proposes one to five interview times to the candidate of an open application (10 a day per company).',
});
export const answerInterview = route('answerInterview', {
  method: 'POST',
  path: '/api/answer-interview',
  access: 'candidate',
  bodyKind: 'json',
  handler: 'interviews/handlers/answer-interview',
  body: answerInterviewBody,
  response: interviewResponse,
  uses: { table: 'write', email: true, reminders: true, parameters: ['siteUrl'] },
  summary:
    'The candidate picks a proposed time (both sides get a calendar invitation) or answers that none works, with a note.',
});
export const rescheduleInterview = route('rescheduleInterview', {
  method: 'POST',
  path: '/api/reschedule-interview',
  access: 'member',
  bodyKind: 'json',
  handler: 'interviews/handlers/reschedule-interview',
  body: rescheduleInterviewBody,
  response: interviewResponse,
  uses: { table: 'write', email: true, reminders: true, parameters: ['siteUrl'] },
  summary: 'Moves a confirmed interview to another time; both sides get the updated invitation.',
});
export const cancelInterview = route('cancelInterview', {
  method: 'POST',
  path: '/api/cancel-interview',
  access: 'user',
  bodyKind: 'json',
  handler: 'interviews/handlers/cancel-interview',
  body: cancelInterviewBody,
  response: interviewResponse,
  uses: { table: 'write', email: true, reminders: true, parameters: ['siteUrl'] },
  summary: 'Either side cancels an open interview; a confirmed one sends both sides a cancellation.',
});
export const getInterviews = route('getInterviews', {
  method: 'GET',
  path: '/api/get-interviews',
  access: 'user',
  bodyKind: 'none',
  handler: 'interviews/handlers/get-interviews',
  query: getInterviewsQuery,
  response: getInterviewsResponse,
  uses: { table: 'read' },
  summary: 'A page of the interviews of one application, newest first (20 a page; `cursor` the next).',
});
export const getUpcomingInterviews = route('getUpcomingInterviews', {
  method: 'GET',
  path: '/api/get-upcoming-interviews',
  access: 'user',
  bodyKind: 'none',
  handler: 'interviews/handlers/get-upcoming-interviews',
  response: getUpcomingInterviewsResponse,
  uses: { table: 'read' },
  summary: "The caller's next confirmed interviews (the candidate's, or their company's), soonest first (at most 5).",
});
