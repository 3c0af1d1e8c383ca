// Candidates following companies (docs/data-model.md, pattern 42; docs/product/companies.md,
// Following). One item per follow in the candidate's partition, listed newest followed first on
// GSI1 and under the company on GSI2 (the followers a future notification pages through), a
// count beside the candidate's follows that holds the cap, and the company's follower count:
//   PK USER#<candidateID> / SK FOLLOW#<companyID>
//     GSI1 FOLLOWS#<candidateID> / <followedAt>#<companyID>
//     GSI2 FOLLOWERS#<companyID> / <followedAt>#<candidateID>
//   PK USER#<candidateID> / SK FOLLOWS            { count }
//   PK COMPANY#<companyID> / SK FOLLOWERS         { count }   (teams/company-followers.ts)
// Following and unfollowing change the item and both counts in one transaction, so each count
// is the number of items. The item keeps the company's name and slug as they were, for the list
// to name a company closed since.
import { FOLLOWS_MAX, FOLLOW_MSG } from '#shared/schemas/follows.js';
import { conflict, notFound, serviceUnavailable } from '#platform/errors.js';
import { mapInBatches } from '#platform/async/in-batches.js';
import { withRetries } from '#platform/async/retry.js';
import { queryItems } from '#platform/dynamodb/query-items.js';
import { getItem, transact, type TransactItem } from '#platform/dynamodb/table.js';
import { collidedWithAnotherWrite, conditionFailedAt } from '#platform/dynamodb/transactions.js';
import { companyKey, followerCountChange, getCompany } from '#functions/teams/index.js';

/** Sort key prefix of the follow items in a candidate's partition (the export reads them by it). */
export const FOLLOW_PREFIX = 'FOLLOW#';

export const followKey = (candidateID: string, companyID: string) => ({
  PK: `USER#${candidateID}`,
  SK: `${FOLLOW_PREFIX}${companyID}`,
});
const followCountKey = (candidateID: string) => ({ PK: `USER#${candidateID}`, SK: 'FOLLOWS' });
export const followListPK = (candidateID: string) => `FOLLOWS#${candidateID}`;
export const followersPK = (companyID: string) => `FOLLOWERS#${companyID}`;

export interface FollowItem {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  GSI2PK: string;
  GSI2SK: string;
  entity: 'COMPANY_FOLLOW';
  candidateID: string;
  companyID: string;
  followedAt: string;
  /** As the company was named and addressed when followed. */
  companyName: string;
  slug: string;
}

/**
 * A transaction, tried again while it only collides with another write to one of its items:
 * every follow of a company changes its one count, so follows of a popular company race.
 */
const transactRetryingCollisions = (items: TransactItem[]) =>
  withRetries(() => transact(items), {
    retryable: collidedWithAnotherWrite,
    maxAttempts: 8,
    capMs: 250,
    giveUp: () => serviceUnavailable(),
  });

/** The follow item of a candidate and a company (named and addressed as it is now). */
export function followItem(
  candidateID: string,
  company: { companyID: string; companyName: string; slug?: string },
  followedAt: string,
): FollowItem {
  const { companyID } = company;
  return {
    ...followKey(candidateID, companyID),
    GSI1PK: followListPK(candidateID),
    GSI1SK: `${followedAt}#${companyID}`,
    GSI2PK: followersPK(companyID),
    GSI2SK: `${followedAt}#${candidateID}`,
    entity: 'COMPANY_FOLLOW',
    candidateID,
    companyID,
    followedAt,
    companyName: company.companyName,
    slug: company.slug ?? '',
  };
}

/** The caller follows the company; following it again changes nothing. 404 for no such company, 409 past the cap. */
export async function followCompany(candidateID: string, companyID: string, now = new Date()): Promise<void> {
  const company = await getCompany(companyID);
  if (!company) throw notFound(FOLLOW_MSG.notFound);
  const item = followItem(candidateID, { ...company, companyID }, now.toISOString());
  try {
    await transactRetryingCollisions([
      { Put: { Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
      {
        Update: {
          Key: followCountKey(candidateID),
          UpdateExpression: 'SET entity = :entity ADD #count :one',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':entity': 'FOLLOWS_COUNT', ':one': 1, ':max': FOLLOWS_MAX },
        },
      },
      followerCountChange(companyID, 1),
      // Closed since it was read: no count left behind in a deleted company's partition.
      { ConditionCheck: { Key: companyKey(companyID), ConditionExpression: 'attribute_exists(PK)' } },
    ]);
  } catch (error) {
    if (conditionFailedAt(error, 0)) return;
    if (conditionFailedAt(error, 1)) throw conflict(FOLLOW_MSG.limit);
    if (conditionFailedAt(error, 3)) throw notFound(FOLLOW_MSG.notFound);
    throw error;
  }
}

/**
 * Ends one follow: its item and the company's count, and the candidate's own count unless their
 * partition is going anyway (`countMine` false: account deletion). A closed company has no count
 * left to lower (its step fails): the follow goes without it. Not followed: nothing to do.
 */
async function endFollow(candidateID: string, companyID: string, countMine: boolean): Promise<void> {
  const drop: TransactItem = {
    Delete: { Key: followKey(candidateID, companyID), ConditionExpression: 'attribute_exists(PK)' },
  };
  const mine: TransactItem[] = countMine
    ? [
        {
          Update: {
            Key: followCountKey(candidateID),
            UpdateExpression: 'ADD #count :minusOne',
            ExpressionAttributeNames: { '#count': 'count' },
            ExpressionAttributeValues: { ':minusOne': -1 },
          },
        },
      ]
    : [];
  const companyStep = mine.length + 1;
  try {
    await transactRetryingCollisions([drop, ...mine, followerCountChange(companyID, -1)]);
  } catch (error) {
    if (conditionFailedAt(error, 0)) return;
    if (!conditionFailedAt(error, companyStep)) throw error;
    try {
      await transactRetryingCollisions([drop, ...mine]);
    } catch (retryError) {
      if (!conditionFailedAt(retryError, 0)) throw retryError;
    }
  }
}

/** The caller stops following the company; one not followed: nothing to do. */
export const unfollowCompany = (candidateID: string, companyID: string): Promise<void> =>
  endFollow(candidateID, companyID, true);

/** Whether the candidate follows the company: one GetItem (strongly consistent: asked right after a change). */
export async function isFollowing(candidateID: string, companyID: string): Promise<boolean> {
  const { Item } = await getItem({ Key: followKey(candidateID, companyID), ConsistentRead: true });
  return Item !== undefined;
}

/**
 * Account deletion's step: every follow of the candidate ends, lowering each company's count,
 * before their partition goes. At most FOLLOWS_MAX items; a run cut short finds the rest again.
 * A few at once: each touches its own company's count and not the candidate's, so they do not collide.
 */
export async function endAllFollows(candidateID: string): Promise<number> {
  const follows = await queryItems({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :follow)',
    ExpressionAttributeValues: { ':pk': followKey(candidateID, '').PK, ':follow': FOLLOW_PREFIX },
    ProjectionExpression: 'companyID',
    ConsistentRead: true,
  });
  await mapInBatches(follows, (follow) => endFollow(candidateID, String(follow.companyID), false));
  return follows.length;
}
