// How many candidates follow a company (docs/data-model.md, pattern 42): one count item in the
// company's partition, PK COMPANY#<companyID> / SK FOLLOWERS { count }, so it goes with the
// company's other items when the company is closed. The follows themselves are the candidates'
// (companies/company-follows.ts), which change the count in the same transaction; it lives here,
// below companies/, because the members' own answers (public-user.ts) read it.
import { getItem, type TransactItem } from '#platform/dynamodb/table.js';
import { companyPK } from './company-items.js';

export const companyFollowersKey = (companyID: string) => ({ PK: companyPK(companyID), SK: 'FOLLOWERS' as const });

/** The company's follower count: 0 before its first follower. */
export async function followerCountOf(companyID: string): Promise<number> {
  const { Item } = await getItem({ Key: companyFollowersKey(companyID) });
  return typeof Item?.count === 'number' ? Item.count : 0;
}

/**
 * The count's change as a transaction step. Going down, it is conditioned on the count being
 * there: a closed company's items are gone, and an unfollow must not bring the count back.
 */
export function followerCountChange(companyID: string, change: 1 | -1): TransactItem {
  return {
    Update: {
      Key: companyFollowersKey(companyID),
      UpdateExpression: 'SET entity = :entity ADD #count :change',
      ...(change < 0 ? { ConditionExpression: 'attribute_exists(#count)' } : {}),
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':entity': 'COMPANY_FOLLOWERS', ':change': change },
    },
  };
}
