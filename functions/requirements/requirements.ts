// Hiring requirements from /share-requirement (docs/data-model.md, pattern 13): stored first, so
// nothing is lost when an email fails, then emailed to the operators and confirmed to the
// sender. Write-only from the API (operators read them in their mailbox or the table).
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

const keyOf = (requirementID: string) => ({ PK: `REQUIREMENT#${requirementID}`, SK: 'REQUIREMENT' });
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
      ...keyOf(requirement.requirementID),
      ...requirement,
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
    Key: keyOf(requirementID),
    UpdateExpression: 'SET operatorsEmail = :status',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':status': status },
  });
}
