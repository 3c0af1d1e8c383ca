// The email a candidate gets when their application moves to a stage that matters to them
// (docs/product/applications.md): the subject names the job, the company and the new status in
// the candidate's words; the body is the company's template for the stage filled for this
// candidate and job (shared/email-templates.ts), or the message the employer edited for this
// move, then a link to My applications. Hired has one fixed text. Plain text.
import { CANDIDATE_STAGE_LABELS, type EmployerStage } from '#shared/schemas/applications.js';
import {
  DEFAULT_EMAIL_TEMPLATES,
  TEMPLATE_OF_STAGE,
  fillTemplate,
  type EmailTemplateKind,
  type EmailTemplates,
} from '#shared/email-templates.js';
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
