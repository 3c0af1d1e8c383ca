// The email a candidate gets when their application moves to a stage that matters to them
// (docs/product/applications.md): the subject names the job, the company and the new status in
// the candidate's words; the body is the company's template for the stage filled for this
// candidate and job (shared/email-templates.ts), or the message the employer edited for this
// move, then a link to My applications. Hired has one fixed text. Plain text.
import type { SiteLink } from '#platform/email/email-text.js';
import { CANDIDATE_STAGE_LABELS, toldToCandidate, type EmployerStage } from '#shared/schemas/applications.js';
import {
  DEFAULT_EMAIL_TEMPLATES,
  TEMPLATE_OF_STAGE,
  fillTemplate,
  type EmailTemplateKind,
  type EmailTemplates,
} from '#shared/email-templates.js';
import { appLinks } from '#shared/web-paths.js';
import { getUserProfile } from '#functions/accounts/index.js';
import { getEmailTemplates } from '#functions/teams/index.js';
import { PRODUCT_NAME } from '#platform/email/email-text.js';
import { sendEmail, type Email } from '#platform/email/send-email.js';
import { oneLine } from '#platform/email/email-text.js';
import { bestEffort } from '#platform/async/best-effort.js';

export interface StageEmailInput {
  to: string;
  firstName: string;
  jobTitle: string;
  companyName: string;
  stage: EmployerStage;
  /** The absolute address of My applications, when the site's address is known. */
  myApplicationsUrl?: string;
  /** The company's templates (the defaults when absent). */
  templates?: EmailTemplates;
  /** The text the employer edited for this move: sent as it is, in place of the template. */
  message?: string;
}

const HIRED_TEXT = 'Congratulations: you have been hired. Welcome to the team!';

function bodyOf(input: StageEmailInput, company: string): string {
  if (input.message) return input.message;
  const kind = (TEMPLATE_OF_STAGE as Partial<Record<EmployerStage, EmailTemplateKind>>)[input.stage];
  if (kind) {
    return fillTemplate((input.templates ?? DEFAULT_EMAIL_TEMPLATES)[kind], {
      candidateFirstName: input.firstName,
      jobTitle: input.jobTitle,
      companyName: input.companyName,
    });
  }
  const status = CANDIDATE_STAGE_LABELS[input.stage];
  return [
    `Hello ${input.firstName},`,
    '',
    `Your application for ${input.jobTitle}${company} is now: ${status}.`,
    '',
    input.stage === 'hired' ? HIRED_TEXT : '',
  ].join('\n');
}

export function stageChangeEmail(input: StageEmailInput): Email {
  const company = input.companyName ? ` at ${input.companyName}` : '';
  const status = CANDIDATE_STAGE_LABELS[input.stage];
  return {
    to: input.to,
    subject: oneLine(`${input.jobTitle}${company}: ${status}`),
    text: [
      bodyOf(input, company),
      '',
      input.myApplicationsUrl
        ? `See all your applications: ${input.myApplicationsUrl}`
        : 'See all your applications under My applications when you sign in.',
      '',
      `- ${PRODUCT_NAME}`,
    ].join('\n'),
  };
}

/**
 * Emails the candidate about a move they hear about (toldToCandidate), at their
 * account's confirmed address (the one typed on the application form is never mailed: nobody
 * confirmed it), with the employer's edited `message` or else the company's template. When to
 * send is stage-emails.ts's call. A failed send (reading the address, the templates and the
 * site's address for its link included) is logged and changes nothing; a closed account gets none.
 */
export async function emailStageChange(
  job: { jobTitle: string; companyName?: string; companyID: string },
  candidate: { candidateID: string; firstName: string },
  stage: EmployerStage,
  siteLink: SiteLink,
  message?: string,
): Promise<void> {
  if (!toldToCandidate(stage)) return;
  await bestEffort('email the candidate about a stage change', async () => {
    const account = await getUserProfile(candidate.candidateID);
    if (!account?.email || account.status === 'deleting') return;
    await sendEmail(
      stageChangeEmail({
        to: account.email,
        firstName: candidate.firstName,
        jobTitle: job.jobTitle,
        companyName: job.companyName ?? '',
        stage,
        myApplicationsUrl: await siteLink(appLinks.myApplications()),
        // An edited message needs no template.
        ...(message ? { message } : { templates: await getEmailTemplates(job.companyID) }),
      }),
    );
  });
}
