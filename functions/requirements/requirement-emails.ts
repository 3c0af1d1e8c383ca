// The two emails of a submitted requirement: the requirement itself to the operators (Reply-To
// the sender, so they can answer straight away), and a confirmation to the sender. Plain text.
// The confirmation goes to whatever address was typed into a public form, so it carries only
// our own words and our reference: nothing the form held (not even the name), or the form
// would mail anyone a stranger's text under our name.
import type { StoredRequirement } from './requirements.js';
import type { Email } from '#platform/email/send-email.js';
import { PRODUCT_NAME, oneLine } from '#platform/email/email-text.js';

function summary(requirement: StoredRequirement): string {
  return [
    `Full name: ${requirement.fullName}`,
    `Email address: ${requirement.email}`,
    `Phone number: ${requirement.phoneNo}`,
    `Company name: ${requirement.companyName}`,
    `Requirement: ${requirement.requirementLabel}`,
    `Duration: ${requirement.durationLabel}`,
    `Requirement details: ${requirement.details || '(none given)'}`,
  ].join('\n');
}

export function operatorsRequirementEmail(requirement: StoredRequirement, to: string): Email {
  return {
    to,
    replyTo: requirement.email,
    subject: oneLine(`New requirement from ${requirement.companyName}: ${requirement.requirementLabel}`),
    text: [
      'A new hiring requirement was submitted on the Share requirement page.',
      '',
      summary(requirement),
      '',
      `Reference: ${requirement.requirementID}`,
      `Received: ${requirement.createdAt}`,
      '',
      'Reply to this email to answer the sender directly.',
    ].join('\n'),
  };
}

export function requirementConfirmationEmail(requirement: StoredRequirement): Email {
  return {
    to: requirement.email,
    subject: `We have received your requirement - ${PRODUCT_NAME}`,
    text: [
      'Hello,',
      '',
      'Thank you for telling us what you need. We have received your requirement and our team will be',
      'in touch shortly to talk it through and introduce you to screened remote talent.',
      '',
      `Reference: ${requirement.requirementID}`,
      '',
      `The ${PRODUCT_NAME} team`,
      '',
      'You receive this email because this address was entered on our Share requirement form.',
      'If that was not you, you can ignore it.',
    ].join('\n'),
  };
}
