// The email a candidate gets when their application moves to a stage that matters to them
// (docs/product/applications.md): the job, the company, the new status in the candidate's
// words, and a link to My applications. Rejection mail is short and polite. Plain text.
import { CANDIDATE_STAGE_LABELS, STAGES_TOLD_TO_CANDIDATE, type EmployerStage } from '#shared/schemas/applications.js';
import { appLinks } from '#shared/web-paths.js';
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
}

const WHAT_IT_MEANS: Partial<Record<EmployerStage, string>> = {
  interviewing: 'The employer would like to interview you. Expect to hear from them about the next steps.',
  offered: 'Congratulations: the employer is making you an offer. They will be in touch with the details.',
  hired: 'Congratulations: you have been hired. Welcome to the team!',
  rejected:
    'Thank you for your interest. The employer has decided not to move forward with your application this time. We wish you the best in your search.',
};

export function stageChangeEmail(input: StageEmailInput): Email {
  const company = input.companyName ? ` at ${input.companyName}` : '';
  const status = CANDIDATE_STAGE_LABELS[input.stage];
  return {
    to: input.to,
    subject: oneLine(`${input.jobTitle}${company}: ${status}`),
    text: [
      `Hello ${input.firstName},`,
      '',
      `Your application for ${input.jobTitle}${company} is now: ${status}.`,
      '',
      WHAT_IT_MEANS[input.stage] ?? '',
      '',
      input.myApplicationsUrl
        ? `See all your applications: ${input.myApplicationsUrl}`
        : 'See all your applications under My applications when you sign in.',
      '',
      `- ${PRODUCT_NAME}`,
    ].join('\n'),
  };
}

/** The absolute address of a path of the site, when known (platform/http/site-link.ts, passed in by handlers). */
export type SiteLink = (path: string) => Promise<string | undefined>;

/**
 * Emails the candidate about a move they hear about (STAGES_TOLD_TO_CANDIDATE), once the move
 * stands: a failed send (reading the site's address for its link included) is logged and
 * changes nothing.
 */
export async function emailStageChange(
  job: { jobTitle: string; companyName?: string },
  application: { email: string; firstName: string },
  stage: EmployerStage,
  siteLink: SiteLink,
): Promise<void> {
  if (!(STAGES_TOLD_TO_CANDIDATE as readonly string[]).includes(stage)) return;
  await bestEffort('email the candidate about a stage change', async () =>
    sendEmail(
      stageChangeEmail({
        to: application.email,
        firstName: application.firstName,
        jobTitle: job.jobTitle,
        companyName: job.companyName ?? '',
        stage,
        myApplicationsUrl: await siteLink(appLinks.myApplications()),
      }),
    ),
  );
}
