// The one-off listing of the sign-ups left unconfirmed before the clean-up existed
// (account-cleanup.ts): new sign-ups are listed under GSI1 `UNCONFIRMED` when made, older ones
// were not, so the clean-up would never find them. Each gets its listing and TTL, as
// createAccount gives them; then the hourly clean-up removes those past their week. Run by the
// local stack on every start and by every deploy (maintenance/migrate-data.ts); done once: a
// marker item records the end, and each listing is conditioned on the account still being
// unconfirmed and unlisted, so a run cut short is simply run again.
//
// A Scan, like the move to companies, and for the same reason: no key lists those accounts.
import { GetCommand, paginateScan, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.js';
import { config } from '../config.js';
import { unconfirmedListing } from './accounts.js';
import { userKey } from './users.js';

const MARKER = { PK: 'MIGRATION#unconfirmed-listing', SK: 'DONE' };

export interface UnconfirmedListingReport {
  alreadyDone: boolean;
  listed: number;
}

export async function listOldUnconfirmedSignups(): Promise<UnconfirmedListingReport> {
  const done = await dynamo().send(new GetCommand({ TableName: config.tableName, Key: MARKER, ConsistentRead: true }));
  if (done.Item) return { alreadyDone: true, listed: 0 };
  let listed = 0;
  const pages = paginateScan(
    { client: dynamo() },
    {
      TableName: config.tableName,
      FilterExpression: 'SK = :profile AND #status = :onboarding AND attribute_not_exists(GSI1PK)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':profile': 'PROFILE', ':onboarding': 'onboarding' },
      ProjectionExpression: 'userID, createdAt',
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      const listing = unconfirmedListing(String(item.userID), String(item.createdAt));
      try {
        await dynamo().send(
          new UpdateCommand({
            TableName: config.tableName,
            Key: userKey(String(item.userID)),
            UpdateExpression: 'SET GSI1PK = :pk, GSI1SK = :sk, expiresAt = :expiresAt',
            ConditionExpression: '#status = :onboarding AND attribute_not_exists(GSI1PK)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':pk': listing.GSI1PK,
              ':sk': listing.GSI1SK,
              ':expiresAt': listing.expiresAt,
              ':onboarding': 'onboarding',
            },
          }),
        );
        listed += 1;
      } catch (error) {
        // Confirmed or listed meanwhile: nothing to do.
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      }
    }
  }
  await dynamo().send(
    new PutCommand({ TableName: config.tableName, Item: { ...MARKER, at: new Date().toISOString() } }),
  );
  return { alreadyDone: false, listed };
}
