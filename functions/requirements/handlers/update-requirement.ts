import { apiHandler } from '#functions/api-handler.js';
import { REQUIREMENT_MSG } from '#shared/schemas/requirements.js';
import * as route from '#shared/routes.js';
import { markRequirementHandled } from '../requirement-list.js';

// /ops/requirements' "Handled" toggle: who handled it and when are kept with it.
export const handler = apiHandler(route.updateRequirement, async ({ body, session }) => {
  const requirement = await markRequirementHandled(body.requirementID, body.handled, session.user.email);
  return { msg: body.handled ? REQUIREMENT_MSG.handled : REQUIREMENT_MSG.open, requirement };
});
