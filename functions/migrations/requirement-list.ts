// The operators' list of hiring requirements (docs/data-model.md, pattern 13) on a table of
// requirements stored before it: each one not yet listed is put on GSI1 REQUIREMENTS by its
// time and marked not handled, only while it is still not listed, so a run twice changes
// nothing. A Scan: no key lists them before this.
import { mapInBatches } from '#platform/async/in-batches.js';
import { updateItem } from '#platform/dynamodb/table.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';
import { requirementKey, requirementListKeys } from '#functions/requirements/index.js';
import { scanPage, type Cursor, type Migration } from './migration.js';

async function listRequirement(item: Record<string, unknown>): Promise<boolean> {
  const requirement = { requirementID: String(item.requirementID), createdAt: String(item.createdAt) };
  const keys = requirementListKeys(requirement);
  try {
    await updateItem({
      Key: requirementKey(requirement.requirementID),
      UpdateExpression: 'SET GSI1PK = :pk, GSI1SK = :sk, handled = if_not_exists(handled, :no)',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI1PK)',
      ExpressionAttributeValues: { ':pk': keys.GSI1PK, ':sk': keys.GSI1SK, ':no': false },
    });
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

export const migrateToRequirementList: Migration = {
  id: 'requirement-list',
  async step(cursor, pageSize) {
    const page = await scanPage(
      {
        FilterExpression: 'begins_with(PK, :requirement) AND SK = :sk AND attribute_not_exists(GSI1PK)',
        ExpressionAttributeValues: { ':requirement': 'REQUIREMENT#', ':sk': 'REQUIREMENT' },
      },
      cursor?.key as Cursor | undefined,
      pageSize,
    );
    const listed = await mapInBatches(page.items, listRequirement);
    return {
      next: page.next ? { key: page.next } : undefined,
      counts: { itemsRead: page.read, requirementsListed: listed.filter(Boolean).length },
    };
  },
};
