// The route table, requirements: the public site's hiring-requirement form. One entry per
// call: see shared/routes.ts for what reads the table.
import { messageOnly } from '../schemas/common.js';
import { requirementBody } from '../schemas/requirements.js';
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
