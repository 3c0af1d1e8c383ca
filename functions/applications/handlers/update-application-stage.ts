import { MSG_APPLICATION_NOT_FOUND, STAGES_TOLD_TO_CANDIDATE } from '#shared/schemas/applications.js';
import { historyOf } from '../application-items.js';
import { moveApplication, MY_APPLICATIONS_LINK } from '../applications.js';
import { companyOf } from '#functions/teams/companies.js';
import { getEmailTemplates } from '#functions/teams/email-templates.js';
import { getJob } from '#functions/jobs/jobs.js';
import { stageChangeEmail } from '../application-emails.js';
import { sendEmail } from '#platform/email/send-email.js';
import { notFound } from '#platform/errors.js';
import { bestEffort } from '#platform/async/best-effort.js';
import { countEvent } from '#platform/observability/metrics.js';
import { siteLink } from '#platform/http/site-link.js';
import { apiHandler } from '#platform/http/api-handler.js';
import * as route from '#shared/routes.js';

// Moves an application of one of the caller's company's jobs to another stage (see applications.ts);
// 404 alike for a missing job and another company's.
// The candidate's email about it is sent after the move stands, with the company's template
// for the stage or the message the employer edited: a failed send (reading the templates and
// the site's address for its link included) is logged and changes nothing.
export const handler = apiHandler(route.updateApplicationStage, async ({ body, session }) => {
  const job = await getJob(body.jobID, { consistent: true });
  // Another company's job is answered as a missing one: its existence is not told.
  if (!job || job.companyID !== companyOf(session.user)) throw notFound(MSG_APPLICATION_NOT_FOUND);
  const mover = { name: `${session.user.firstName} ${session.user.lastName}`.trim(), userID: session.userID };
  const { application, changed } = await moveApplication(job, body.userID, body.stage, mover, {
    rejectionReason: body.rejectionReason,
  });
  if (changed) countEvent('stageChange');
  if (changed && (STAGES_TOLD_TO_CANDIDATE as readonly string[]).includes(body.stage)) {
    await bestEffort('email the candidate about a stage change', async () =>
      sendEmail(
        stageChangeEmail({
          to: application.email,
          firstName: application.firstName,
          jobTitle: job.jobTitle,
          companyName: job.companyName ?? '',
          stage: body.stage,
          myApplicationsUrl: await siteLink(MY_APPLICATIONS_LINK),
          // An edited message needs no template.
          ...(body.message ? { message: body.message } : { templates: await getEmailTemplates(job.companyID) }),
        }),
      ),
    );
  }
  return {
    application: {
      jobID: application.jobID,
      userID: application.userID,
      stage: body.stage,
      history: historyOf(application),
    },
  };
});
