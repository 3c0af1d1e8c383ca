// The requirements as operators read them at /ops/requirements (docs/data-model.md, pattern 13):
// each stored requirement is listed on GSI1 under REQUIREMENTS by `<createdAt>#<requirementID>`,
// read newest first PAGE_SIZE + 1 at a time (one Query), and carries `handled`, which an
// operator turns on or off (with who and when).
import { REQUIREMENT_MSG, type StoredRequirementView } from '#shared/schemas/requirements.js';
import { notFound } from '#platform/errors.js';
import { newestFirstListPage } from '#platform/dynamodb/page-cursor.js';
import { updateItem } from '#platform/dynamodb/table.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';
import { requirementKey, REQUIREMENT_LIST } from './requirements.js';

const LISTED = [
  'requirementID',
  'fullName',
  'email',
  'phoneNo',
  'companyName',
  'requirementLabel',
  'durationLabel',
  'details',
  'createdAt',
  'handled',
  'handledAt',
  'handledBy',
] as const;

/** What an operator sees of a stored requirement. */
export function toRequirementView(item: Record<string, unknown>): StoredRequirementView {
  const view = Object.fromEntries(
    LISTED.map((field) => [field, item[field]]).filter(([, value]) => value !== undefined),
  );
  return { details: '', ...view, handled: item.handled === true } as StoredRequirementView;
}

export interface RequirementsPage {
  requirements: StoredRequirementView[];
  nextCursor?: string;
}

/** One page of the requirements, newest first, after `cursor` (absent: the newest). */
export async function requirementsPage(cursor?: string): Promise<RequirementsPage> {
  const { items, nextCursor } = await newestFirstListPage({
    partition: REQUIREMENT_LIST,
    keyOf: requirementKey,
    positionOf: (item) => [String(item.createdAt), String(item.requirementID)],
    cursor,
    badCursor: REQUIREMENT_MSG.badCursor,
  });
  return { requirements: items.map(toRequirementView), ...(nextCursor ? { nextCursor } : {}) };
}

/** Marks a requirement handled by `operatorEmail` (or not); 404 for none. */
export async function markRequirementHandled(
  requirementID: string,
  handled: boolean,
  operatorEmail: string,
  now = new Date(),
): Promise<StoredRequirementView> {
  try {
    const { Attributes } = await updateItem({
      Key: requirementKey(requirementID),
      UpdateExpression: handled
        ? 'SET handled = :yes, handledAt = :now, handledBy = :by'
        : 'SET handled = :no REMOVE handledAt, handledBy',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: handled
        ? { ':yes': true, ':now': now.toISOString(), ':by': operatorEmail }
        : { ':no': false },
      ReturnValues: 'ALL_NEW',
    });
    return toRequirementView(Attributes!);
  } catch (error) {
    if (conditionFailed(error)) throw notFound(REQUIREMENT_MSG.notFound);
    throw error;
  }
}
