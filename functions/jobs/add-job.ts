import { companyOf, getCompany, TEAM_MSG } from '#commons/data/companies.js';
import { createJob, toPublicJob } from '#commons/data/jobs.js';
import { forbidden } from '#commons/errors.js';
import { countEvent } from '#commons/helpers/metrics.js';
import { apiHandler } from '#commons/http/api-handler.js';
import * as route from '#shared/routes.js';

/** Posts a new open job of the caller's company, recording who posted it. */
export const handler = apiHandler(route.addJob, async ({ body, session }) => {
  const company = await getCompany(companyOf(session.user));
  if (!company) throw forbidden(TEAM_MSG.notMember);
  const job = await createJob(session.user, company, body);
  countEvent('jobPosted');
  return { job: toPublicJob(job, { forCompany: true }) };
});
