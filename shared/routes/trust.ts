// The route table, trust and safety (docs/product/trust-and-safety.md): reports by signed-in
// users, and the operators' console (/ops): its queue, its actions and their audit log. One entry
// per call: see shared/routes.ts for what reads the table.
import { messageOnly } from '../schemas/common.js';
import {
  getOpsAuditQuery,
  getOpsAuditResponse,
  getOpsQueueQuery,
  getOpsQueueResponse,
  moderateBody,
  moderateResponse,
  reportBody,
} from '../schemas/trust.js';
import { route } from './route-definition.js';

export const report = route('report', {
  method: 'POST',
  path: '/api/report',
  access: 'user',
  bodyKind: 'json',
  handler: 'trust/handlers/report',
  body: reportBody,
  response: messageOnly,
  uses: { table: 'write' },
  summary:
    'Reports a job, a company, a message of the caller’s conversations or (employers) a candidate to the operators; three reporters hold a job.',
});
export const getOpsQueue = route('getOpsQueue', {
  method: 'GET',
  path: '/api/get-ops-queue',
  access: 'operator',
  bodyKind: 'none',
  handler: 'trust/handlers/get-ops-queue',
  query: getOpsQueueQuery,
  response: getOpsQueueResponse,
  uses: { table: 'read' },
  summary: 'The open reports and held jobs, newest first, 10 a page, each with what it is about (operators only).',
});
export const moderate = route('moderate', {
  method: 'POST',
  path: '/api/moderate',
  access: 'operator',
  bodyKind: 'json',
  handler: 'trust/handlers/moderate',
  body: moderateBody,
  response: moderateResponse,
  uses: { table: 'write', email: true, companyRenames: true },
  summary:
    'Dismisses reports, releases or removes a job, suspends, unsuspends or revokes the verification of a company; each writes an audit entry (operators only).',
});
export const getOpsAudit = route('getOpsAudit', {
  method: 'GET',
  path: '/api/get-ops-audit',
  access: 'operator',
  bodyKind: 'none',
  handler: 'trust/handlers/get-ops-audit',
  query: getOpsAuditQuery,
  response: getOpsAuditResponse,
  uses: { table: 'read' },
  summary: 'What operators did, newest first, 10 a page (operators only; entries cannot be changed).',
});
