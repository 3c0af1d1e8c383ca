// The listing of the sign-ups left unconfirmed before the clean-up existed
// (privacy/account-cleanup.ts): new sign-ups are listed under GSI1 `UNCONFIRMED` when
// made, older ones were not, so the clean-up would never find them. Each gets its listing and
// TTL, as createAccount gives them; then the hourly clean-up removes those past their week.
// Each listing is conditioned on the account still being unconfirmed and unlisted.
//
// A Scan of profiles, like the move to companies, and for the same reason: no key lists them.
import { unconfirmedListing, userKey } from '#functions/accounts/index.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';
import { scanPage, type Migration } from './migration.js';
import { updateItem } from '#platform/dynamodb/table.js';

async function listAccount(userID: string, createdAt: string): Promise<boolean> {
  const listing = unconfirmedListing(userID, createdAt);
  try {
    await updateItem({
      Key: userKey(userID),
      UpdateExpression: 'SET GSI1PK = :pk, GSI1SK = :sk, expiresAt = :expiresAt',
      ConditionExpression: '#status = :onboarding AND attribute_not_exists(GSI1PK)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':pk': listing.GSI1PK,
        ':sk': listing.GSI1SK,
        ':expiresAt': listing.expiresAt,
        ':onboarding': 'onboarding',
      },
    });
    return true;
  } catch (error) {
    // Confirmed or listed meanwhile: nothing to do.
    if (!conditionFailed(error)) throw error;
    return false;
  }
}

export const listOldUnconfirmedSignups: Migration = {
  id: 'unconfirmed-listing',
  async step(cursor, pageSize) {
    const page = await scanPage(
      {
        FilterExpression: 'SK = :profile AND #status = :onboarding AND attribute_not_exists(GSI1PK)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':profile': 'PROFILE', ':onboarding': 'onboarding' },
        ProjectionExpression: 'userID, createdAt',
      },
      cursor,
      pageSize,
    );
    let listed = 0;
    for (const item of page.items) if (await listAccount(String(item.userID), String(item.createdAt))) listed += 1;
    return { next: page.next, counts: { itemsRead: page.read, listed } };
  },
};
