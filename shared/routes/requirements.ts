// The route table, requirements: the public site's hiring-requirement form, and the operators'
// list of what it sent (/ops/requirements). One entry per
// call: see shared/routes.ts for what reads the table.
import { messageOnly } from '../schemas/common.js';
import {
  getRequirementsQuery,
  getRequirementsResponse,
  requirementBody,
  updateRequirementBody,
  updateRequirementResponse,
} from '../schemas/requirements.js';
import { route } from './route-definition.js';

export const submitRequirement = route('submitRequirement', {
  method: 'POST',
  path: '/api/submit-requirement',
  access: 'public',
  bodyKind: 'json',
  handler: 'requirements/handlers/submit-requirement',
  body: requirementBody,
  response: messageOnly,
  uses: { table: 'write', email: true, secrets: ['origin'] },
  summary: 'Stores a hiring requirement, emails it to the operators and a confirmation to the sender.',
});
export const getRequirements = route('getRequirements', {
  method: 'GET',
  path: '/api/get-requirements',
  access: 'operator',
  bodyKind: 'none',
  handler: 'requirements/handlers/get-requirements',
  query: getRequirementsQuery,
  response: getRequirementsResponse,
  uses: { table: 'read' },
  summary: 'The hiring requirements sent from /share-requirement, newest first, 10 a page (operators only).',
});
export const updateRequirement = route('updateRequirement', {
  method: 'PUT',
  path: '/api/update-requirement',
  access: 'operator',
  bodyKind: 'json',
  handler: 'requirements/handlers/update-requirement',
  body: updateRequirementBody,
  response: updateRequirementResponse,
  uses: { table: 'write' },
  summary: 'Marks a hiring requirement handled, or not (operators only).',
});
