// Teams: a company's members and the invitations that bring new ones (docs/product/teams.md).
import * as z from 'zod/mini';
import { COMPANY_ROLES, INVITATION_TOKEN_PATTERN } from '../constants.js';
import { firstName, id, lastName, requiredText, trimmed, email } from './common.js';
import {
  EMAIL_TEMPLATE_LABELS,
  EMAIL_TEMPLATE_MAX,
  PLACEHOLDERS,
  unknownPlaceholders,
  type EmailTemplateKind,
} from '../email-templates.js';
import { signupPassword } from './accounts.js';

export const INVITATION_MSG = {
  badLink: 'This invitation link is not valid. Open the link from the invitation email again.',
  /** Why a link no longer works, by its state: the join page and the API say the same. */
  states: {
    expired: 'This invitation has expired. Ask the company’s Owner to send you a new one.',
    revoked: 'This invitation was withdrawn by the company. Ask its Owner if you think this is a mistake.',
    used: 'This invitation has already been used. Log in to continue.',
    replaced: 'A newer invitation was sent to this email. Use the link in the latest email.',
  },
} as const;

/** The token of an invitation link, `/join/<token>`: 32 random bytes, base64url. */
export const invitationToken = trimmed(
  INVITATION_MSG.badLink,
  z.regex(INVITATION_TOKEN_PATTERN, INVITATION_MSG.badLink),
);

export const memberSchema = z.object({
  userID: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  joinedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({
  email: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const getTeamResponse = z.object({
  company: z.object({ companyID: z.string(), companyName: z.string() }),
  /** The caller's own role: the screen offers the Owner's actions only to the Owner. */
  myRole: z.enum(COMPANY_ROLES),
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema),
});

export const invitationEmailBody = z.strictObject({ email });
export const memberBody = z.strictObject({ userID: id('userID') });

/** What the join page shows before anyone acts: whose invitation, for which email, and whether it still works. */
export const INVITATION_STATES = ['pending', 'expired', 'revoked', 'used', 'replaced'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const invitationTokenQuery = z.strictObject({ token: invitationToken });
export const getInvitationResponse = z.object({
  invitation: z.object({
    companyName: z.string(),
    email: z.string(),
    state: z.enum(INVITATION_STATES),
    /** Whether an account already has this email: the page then offers to log in instead of the sign-up form. */
    accountExists: z.boolean(),
    /** Why this email cannot join (a candidate's, or a member's of a company), when it cannot. */
    blocked: z.optional(z.string()),
  }),
});

/** The join page's form for a person without an account (the email is the invitation's). */
export const acceptInvitationForm = z.strictObject({ firstName, lastName, password: signupPassword });
export const acceptInvitationBody = z.strictObject({ token: invitationToken, ...acceptInvitationForm.shape });
export const joinCompanyBody = z.strictObject({ token: invitationToken });

/** One of the company's email templates: text of 1 to 5,000 characters, only the known placeholders. */
const emailTemplateText = (kind: EmailTemplateKind) => {
  const label = `The ${EMAIL_TEMPLATE_LABELS[kind].toLowerCase()} email`;
  return requiredText(label, EMAIL_TEMPLATE_MAX, `${label} is required`).check(
    z.superRefine((text, context) => {
      const [unknown] = unknownPlaceholders(text);
      if (unknown === undefined) return;
      context.issues.push({
        code: 'custom',
        input: text,
        message: `${label} uses {${unknown}}, which is not a placeholder: use ${PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}`,
      });
    }),
  );
};

export const emailTemplatesBody = z.strictObject({
  rejection: emailTemplateText('rejection'),
  interview: emailTemplateText('interview'),
  offer: emailTemplateText('offer'),
});
export const emailTemplatesResponse = z.object({
  templates: z.object({ rejection: z.string(), interview: z.string(), offer: z.string() }),
});
