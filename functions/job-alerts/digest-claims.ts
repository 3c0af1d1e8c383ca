// A job alert's daily digest records (docs/data-model.md, pattern 18): the active alerts a page
// at a time, the claim that makes a digest go once (with its unsubscribe token), and its
// release when the email could not go.
import { describeJobAlert } from '#shared/schemas/job-alerts.js';
import { queryPages } from '#platform/dynamodb/query-items.js';
import { conditionFailed, conditionFailedAt } from '#platform/dynamodb/transactions.js';
import { transact, updateItem, type TransactItem } from '#platform/dynamodb/table.js';
import {
  alertKey,
  digestKey,
  ACTIVE_ALERTS,
  DAY_MS,
  UNSUBSCRIBE_LINK_DAYS,
  type AlertItem,
  hashUnsubscribeSecret,
  type DigestRecord,
} from './job-alerts.js';

/** Pages of the active alerts (the sparse index), `pageSize` at a time. */
export function activeAlertPages(pageSize = 100): AsyncGenerator<AlertItem[]> {
  return queryPages(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': ACTIVE_ALERTS },
    },
    { pageSize },
  ) as unknown as AsyncGenerator<AlertItem[]>;
}

/** A digest is named by the start of its window, in epoch ms: one email per alert and window. */
export const digestName = (from: string) => String(Date.parse(from)).padStart(13, '0');
export const unsubscribeToken = (userID: string, alertID: string, from: string, secret: string) =>
  `${userID}.${alertID}.${digestName(from)}.${secret}`;

export interface DigestClaim {
  alert: AlertItem;
  through: string;
  jobIDs: string[];
  secret: string;
  now: Date;
}

/**
 * Records that this digest is being sent, before it is: the record (attribute_not_exists) and
 * the alert's window moved on (conditioned on the window read, and the alert still active), in
 * one transaction. Answers false when another run, a pause or a delete got there first.
 */
export async function claimDigest(claim: DigestClaim): Promise<boolean> {
  const { alert, now } = claim;
  const record: DigestRecord = {
    ...digestKey(alert.userID, alert.alertID, digestName(alert.sentThrough)),
    entity: 'JOB_ALERT_DIGEST',
    alertID: alert.alertID,
    alertCreatedAt: alert.createdAt,
    description: describeJobAlert(alert),
    from: alert.sentThrough,
    through: claim.through,
    jobIDs: claim.jobIDs,
    tokenHash: hashUnsubscribeSecret(claim.secret),
    sentAt: now.toISOString(),
    expiresAt: Math.floor((now.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY_MS) / 1000),
  };
  try {
    await transact([
      { Put: { Item: record, ConditionExpression: 'attribute_not_exists(PK)' } },
      {
        Update: {
          Key: alertKey(alert.userID, alert.alertID),
          UpdateExpression: 'SET sentThrough = :through, lastSentAt = :now',
          ConditionExpression: 'attribute_exists(PK) AND sentThrough = :from AND paused = :false',
          ExpressionAttributeValues: {
            ':through': claim.through,
            ':now': record.sentAt,
            ':from': alert.sentThrough,
            ':false': false,
          },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Moves the alert's window past jobs it read and found nothing in (no digest, no record), only
 * while the window is the one read: a run that sent meanwhile, a pause or a delete wins.
 */
export async function moveWatermark(alert: Pick<AlertItem, 'userID' | 'alertID' | 'sentThrough'>, through: string) {
  if (through <= alert.sentThrough) return;
  try {
    await updateItem({
      Key: alertKey(alert.userID, alert.alertID),
      UpdateExpression: 'SET sentThrough = :through',
      ConditionExpression: 'attribute_exists(PK) AND sentThrough = :from',
      ExpressionAttributeValues: { ':through': through, ':from': alert.sentThrough },
    });
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
}

/** Undoes a claim whose email was not sent: the next run tries the same window again. */
export async function releaseDigest(claim: Pick<DigestClaim, 'alert' | 'through'>): Promise<void> {
  const { alert } = claim;
  const deleteRecord: TransactItem = {
    Delete: {
      Key: digestKey(alert.userID, alert.alertID, digestName(alert.sentThrough)),
    },
  };
  try {
    await transact([
      deleteRecord,
      {
        Update: {
          Key: alertKey(alert.userID, alert.alertID),
          UpdateExpression: 'SET sentThrough = :from',
          ConditionExpression: 'attribute_exists(PK) AND sentThrough = :through',
          ExpressionAttributeValues: { ':from': alert.sentThrough, ':through': claim.through },
        },
      },
    ]);
  } catch (error) {
    if (!conditionFailedAt(error, 1)) throw error;
    // The alert was deleted (or resumed anew) meanwhile: nothing to retry, only the record to drop.
    await transact([deleteRecord]);
  }
}
