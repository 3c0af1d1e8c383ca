// The operators' audit log (docs/data-model.md, pattern 44): one item per action, written before
// the action itself, so that nothing an operator does happens without its entry; never changed
// nor deleted by the API (no call writes to an AUDIT# key but this Put, conditioned on a new key).
//   PK AUDIT#<auditID> / SK AUDIT     the entry
//     GSI1 OPSAUDIT / <at>#<auditID>  the log, newest first
import { TRUST_MSG, type AuditEntry } from '#shared/schemas/trust.js';
import { newestFirstListPage } from '#platform/dynamodb/page-cursor.js';
import { putItem } from '#platform/dynamodb/table.js';

export const OPS_AUDIT = 'OPSAUDIT';
const auditKey = (auditID: string) => ({ PK: `AUDIT#${auditID}`, SK: 'AUDIT' as const });

const ENTRY_FIELDS = [
  'auditID',
  'at',
  'operatorEmail',
  'action',
  'targetType',
  'targetID',
  'targetLabel',
  'note',
] as const;

/** Writes an entry of the log: a new item, never one over another. */
export async function writeAuditEntry(
  entry: Omit<AuditEntry, 'auditID' | 'at'>,
  now = new Date(),
): Promise<AuditEntry> {
  const written: AuditEntry = { ...entry, auditID: crypto.randomUUID(), at: now.toISOString() };
  await putItem({
    Item: {
      ...auditKey(written.auditID),
      GSI1PK: OPS_AUDIT,
      GSI1SK: `${written.at}#${written.auditID}`,
      entity: 'AUDIT',
      ...written,
    },
    ConditionExpression: 'attribute_not_exists(PK)',
  });
  return written;
}

const toEntry = (item: Record<string, unknown>) =>
  Object.fromEntries(ENTRY_FIELDS.map((field) => [field, item[field] ?? ''])) as AuditEntry;

/** One page of the log, newest first, after `cursor`: one Query of PAGE_SIZE + 1 entries. */
export async function auditPage(cursor?: string): Promise<{ entries: AuditEntry[]; nextCursor?: string }> {
  const { items, nextCursor } = await newestFirstListPage({
    partition: OPS_AUDIT,
    keyOf: auditKey,
    positionOf: (item) => [String(item.at), String(item.auditID)],
    cursor,
    badCursor: TRUST_MSG.badCursor,
  });
  return { entries: items.map(toEntry), ...(nextCursor ? { nextCursor } : {}) };
}
