// A company's email templates (docs/product/teams.md): the texts of the status emails a
// candidate gets on a move to Rejected, Interviewing or Offered, with placeholders filled per
// candidate and job. The web preview and the server fill them with the same function. Plain
// text: filling is text replacement, nothing is markup.
import { CANDIDATE_STAGE_LABELS } from './schemas/applications.js';

/** The templates a company keeps, by the stage whose email each is. */
export const EMAIL_TEMPLATE_KINDS = ['rejection', 'interview', 'offer'] as const;
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];
export type EmailTemplates = Record<EmailTemplateKind, string>;

export const EMAIL_TEMPLATE_LABELS: Record<EmailTemplateKind, string> = {
  rejection: 'Rejection',
  interview: 'Interview invitation',
  offer: 'Offer',
};

/** Which template the move to a stage sends; the other stages keep their fixed text. */
export const TEMPLATE_OF_STAGE = {
  rejected: 'rejection',
  interviewing: 'interview',
  offered: 'offer',
} as const satisfies Record<string, EmailTemplateKind>;

export const PLACEHOLDERS = ['candidateFirstName', 'jobTitle', 'companyName'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Record<Placeholder, string>;

/** What the preview fills in. */
export const SAMPLE_PLACEHOLDER_VALUES: PlaceholderValues = {
  candidateFirstName: 'Alex',
  jobTitle: 'Senior Developer',
  companyName: 'Your company',
};

export const EMAIL_TEMPLATE_MAX = 5000;

/** A word in braces: what the text means as a placeholder. */
const PLACEHOLDER_PATTERN = /\{([A-Za-z0-9_]+)\}/g;

const isPlaceholder = (name: string): name is Placeholder => (PLACEHOLDERS as readonly string[]).includes(name);

/** The placeholders of `text` that are none of PLACEHOLDERS, each once, in order. */
export function unknownPlaceholders(text: string): string[] {
  const names = [...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1]!);
  return [...new Set(names.filter((name) => !isPlaceholder(name)))];
}

/** `text` with each known placeholder replaced by its value (a value is never read as a pattern). */
export const fillTemplate = (text: string, values: PlaceholderValues): string =>
  text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => (isPlaceholder(name) ? values[name] : whole));

const statusLine = (stage: keyof typeof TEMPLATE_OF_STAGE) =>
  `Hello {candidateFirstName},\n\nYour application for {jobTitle} at {companyName} is now: ${CANDIDATE_STAGE_LABELS[stage]}.\n\n`;

/** What a company that never saved its own templates sends. */
export const DEFAULT_EMAIL_TEMPLATES: EmailTemplates = {
  rejection:
    statusLine('rejected') +
    'Thank you for your interest. The employer has decided not to move forward with your application this time. We wish you the best in your search.',
  interview:
    statusLine('interviewing') +
    'The employer would like to interview you. Expect to hear from them about the next steps.',
  offer:
    statusLine('offered') +
    'Congratulations: the employer is making you an offer. They will be in touch with the details.',
};
