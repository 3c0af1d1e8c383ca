// Hiring requirements from /share-requirement (docs/data-model.md, pattern 13): stored first, so
// nothing is lost when an email fails, then emailed to the operators and confirmed to the
// sender. Operators list them at /ops/requirements (requirement-list.ts).
import { randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import { REQUIREMENT_DURATIONS, REQUIREMENT_TYPES, type requirementBody } from '#shared/schemas/requirements.js';
import { putItem, updateItem } from '#platform/dynamodb/table.js';

export type RequirementInput = z.output<typeof requirementBody>;

export interface StoredRequirement extends RequirementInput {
  requirementID: string;
  requirementLabel: string;
  durationLabel: string;
  createdAt: string;
  /** The address the request came from (API Gateway's source IP). */
  sourceIp: string;
}

export type OperatorsEmailStatus = 'pending' | 'sent' | 'failed';

export const requirementKey = (requirementID: string) => ({ PK: `REQUIREMENT#${requirementID}`, SK: 'REQUIREMENT' });
/** GSI1 partition of every requirement, newest last (requirement-list.ts reads it backwards). */
export const REQUIREMENT_LIST = 'REQUIREMENTS';
/** A requirement's place in the operators' list. */
export const requirementListKeys = (requirement: Pick<StoredRequirement, 'requirementID' | 'createdAt'>) => ({
  GSI1PK: REQUIREMENT_LIST,
  GSI1SK: `${requirement.createdAt}#${requirement.requirementID}`,
});
const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

export async function storeRequirement(
  input: RequirementInput,
  sourceIp: string,
  now = new Date(),
): Promise<StoredRequirement> {
  const requirement: StoredRequirement = {
    ...input,
    requirementID: randomUUID(),
    requirementLabel: labelOf(REQUIREMENT_TYPES, input.requirement),
    durationLabel: labelOf(REQUIREMENT_DURATIONS, input.duration),
    createdAt: now.toISOString(),
    sourceIp,
  };
  await putItem({
    Item: {
      ...requirementKey(requirement.requirementID),
      ...requirementListKeys(requirement),
      ...requirement,
      handled: false,
      operatorsEmail: 'pending' satisfies OperatorsEmailStatus,
    },
    ConditionExpression: 'attribute_not_exists(PK)',
  });
  return requirement;
}

/** Records whether the operators' email went out, so failed ones can be found and resent. */
export async function setOperatorsEmailStatus(
  requirementID: string,
  status: Exclude<OperatorsEmailStatus, 'pending'>,
): Promise<void> {
  await updateItem({
    Key: requirementKey(requirementID),
    UpdateExpression: 'SET operatorsEmail = :status',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':status': status },
  });
}
