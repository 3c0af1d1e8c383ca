// `npm run operator -- add|remove EMAIL` on the local stack (local/operator.ts): marks an existing
// account an operator, or no longer one, on its profile. No call of the API writes this mark;
// deployed stages name their operators in their settings instead (platform/auth/operators.ts).
import { updateItem } from '#platform/dynamodb/table.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';
import { accountIdByEmail } from './accounts.js';
import { userKey } from './users.js';

/** Marks the account of `email` an operator (or not); answers false when there is no such account. */
export async function markOperator(email: string, operator: boolean): Promise<boolean> {
  const userID = await accountIdByEmail(email.trim().toLowerCase());
  if (!userID) return false;
  try {
    await updateItem({
      Key: userKey(userID),
      UpdateExpression: operator ? 'SET #operator = :yes' : 'REMOVE #operator',
      ConditionExpression: 'attribute_exists(PK)',
      // A reserved word of DynamoDB's expressions.
      ExpressionAttributeNames: { '#operator': 'operator' },
      ...(operator ? { ExpressionAttributeValues: { ':yes': true } } : {}),
    });
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}
