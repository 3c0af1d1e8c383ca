// A company's email templates (docs/data-model.md, pattern 14; docs/product/teams.md): one item
//   PK COMPANY#<companyID> / SK EMAILTEMPLATES     rejection, interview, offer, updatedAt
// in the company's partition, so it goes with the company. Absent until a member saves: the
// defaults (shared/email-templates.ts) stand in for it.
import { DEFAULT_EMAIL_TEMPLATES, EMAIL_TEMPLATE_KINDS, type EmailTemplates } from '#shared/email-templates.js';
import { getItem, putItem } from '#platform/dynamodb/table.js';
import { companyPK } from './company-items.js';

const emailTemplatesKey = (companyID: string) => ({ PK: companyPK(companyID), SK: 'EMAILTEMPLATES' as const });

/** The company's templates, each the default until saved. */
export async function getEmailTemplates(companyID: string): Promise<EmailTemplates> {
  const { Item } = await getItem({ Key: emailTemplatesKey(companyID), ConsistentRead: true });
  const stored = (Item ?? {}) as Partial<EmailTemplates>;
  return Object.fromEntries(
    EMAIL_TEMPLATE_KINDS.map((kind) => [kind, stored[kind] ?? DEFAULT_EMAIL_TEMPLATES[kind]]),
  ) as EmailTemplates;
}

/** Saves all three templates at once (the last save wins). */
export async function saveEmailTemplates(
  companyID: string,
  templates: EmailTemplates,
  now = new Date(),
): Promise<EmailTemplates> {
  const { rejection, interview, offer } = templates;
  await putItem({
    Item: {
      ...emailTemplatesKey(companyID),
      entity: 'EMAILTEMPLATES',
      rejection,
      interview,
      offer,
      updatedAt: now.toISOString(),
    },
  });
  return { rejection, interview, offer };
}
