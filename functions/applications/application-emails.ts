// The email a candidate gets when their application moves to a stage that matters to them
// (docs/product/applications.md): the job, the company, the new status in the candidate's
// words, and a link to My applications. Rejection mail is short and polite. Plain text.
import { CANDIDATE_STAGE_LABELS, type EmployerStage } from '#shared/schemas/applications.js';
import { PRODUCT_NAME } from '#platform/email/email-text.js';
import type { Email } from '#platform/email/send-email.js';
import { oneLine } from '#platform/email/email-text.js';

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
