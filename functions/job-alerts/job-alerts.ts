// Job alerts (docs/product/job-alerts.md; docs/data-model.md, patterns 17 to 19). Under the
// candidate's partition:
//   SK ALERT#<alertID>                the saved search, `paused`, `createdAt`, and `sentThrough`:
//                                     jobs posted up to then have been emailed (or predate the alert)
//   SK ALERTCOUNT                     how many alerts they keep, raised and lowered in the same
//                                     transaction as each alert, conditioned on the limit
//   SK ALERTSENT#<alertID>#<digest>   one per digest email sent: what it listed, and the SHA-256
//                                     of its unsubscribe link's secret (TTL: the link's life)
// An active alert also carries GSI1 `ALERTS` / `<userID>#<alertID>` (sparse: removed while
// paused), so the daily digest pages through the active alerts alone, never the table
// (digest-claims.ts: those pages, and each digest's claim and release).
// The alertID derives from the normalised search: two alerts alike are one key, and the
// Put's condition refuses the second even when both arrive at once.
import { createHash } from 'node:crypto';
import { JOB_ALERT_MSG, JOB_ALERTS_MAX, type JobAlert, type JobAlertSearch } from '#shared/schemas/job-alerts.js';
import { setFiltersOf } from '#shared/schemas/job-search-filters.js';
import { conflict, HttpError, notFound, serviceUnavailable } from '#platform/errors.js';
import { sameHash } from '#platform/crypto.js';
import { withRetries } from '#platform/async/retry.js';
import { queryItems } from '#platform/dynamodb/query-items.js';
import { normalize, titleWords } from '#platform/search/search-keys.js';
import { collidedWithAnotherWrite, conditionFailed, conditionFailedAt } from '#platform/dynamodb/transactions.js';
import { getItem, transact, updateItem, type TransactItem } from '#platform/dynamodb/table.js';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a digest's unsubscribe link works (and its record is kept). */
export const UNSUBSCRIBE_LINK_DAYS = 180;
export const ACTIVE_ALERTS = 'ALERTS';

export interface AlertItem extends JobAlertSearch {
  PK: string;
  SK: string;
  entity: 'JOB_ALERT';
  userID: string;
  alertID: string;
  paused: boolean;
  createdAt: string;
  /** ISO time: jobs posted up to it were emailed, or were older than the alert. */
  sentThrough: string;
  lastSentAt?: string;
  GSI1PK?: string;
  GSI1SK?: string;
}

export interface DigestRecord {
  PK: string;
  SK: string;
  entity: 'JOB_ALERT_DIGEST';
  alertID: string;
  alertCreatedAt: string;
  description: string;
  /** The window of posting times it covers: (from, through]. */
  from: string;
  through: string;
  jobIDs: string[];
  tokenHash: string;
  sentAt: string;
  unsubscribedAt?: string;
  /** TTL, epoch seconds. */
  expiresAt: number;
}

/**
 * One transaction, tried again while it only collides with another write to its items (a
 * candidate's alerts share their count, so their changes race when sent at once).
 */
export const transactRetryingCollisions = (items: TransactItem[]) =>
  withRetries(() => transact(items), {
    retryable: collidedWithAnotherWrite,
    maxAttempts: 10,
    capMs: 250,
    giveUp: () => serviceUnavailable(),
  });

export const userPK = (userID: string) => `USER#${userID}`;
export const alertKey = (userID: string, alertID: string) => ({ PK: userPK(userID), SK: `ALERT#${alertID}` });
const counterKey = (userID: string) => ({ PK: userPK(userID), SK: 'ALERTCOUNT' });
export const digestKey = (userID: string, alertID: string, digest: string) => ({
  PK: userPK(userID),
  SK: `ALERTSENT#${alertID}#${digest}`,
});
export const activeIndexKeys = (userID: string, alertID: string) => ({
  GSI1PK: ACTIVE_ALERTS,
  GSI1SK: `${userID}#${alertID}`,
});

/** The search as stored and compared: title words as the search splits them, filters trimmed. */
export function normalizeSearch(input: {
  [K in keyof JobAlertSearch]?: JobAlertSearch[K] | undefined;
}): JobAlertSearch {
  // A pay amount without its currency is no pay filter.
  const pay = input.minPay !== undefined && !!input.payCurrency;
  // Every filter of the search, so that a new one is a compile error here, not a filter an alert drops.
  return setFiltersOf({
    jobTitle: titleWords(input.jobTitle ?? '').join(' '),
    jobType: input.jobType,
    department: input.department?.trim().replace(/\s+/g, ' '),
    country: input.country,
    minPay: pay ? input.minPay : undefined,
    payInterval: pay ? (input.payInterval ?? 'annually') : undefined,
    payCurrency: pay ? input.payCurrency : undefined,
    applyFrom: input.applyFrom,
    overlapHours: input.overlapHours,
    verifiedOnly: input.verifiedOnly || undefined,
  } satisfies Record<keyof JobAlertSearch, unknown>);
}

/** The search's fields of an alert item, as its API answer carries them. */
const searchOf = (item: AlertItem): JobAlertSearch => normalizeSearch(item);

/**
 * The alert's id: a UUID (version 8, RFC 9562's custom layout) made of the SHA-256 of the
 * search as the search compares it, so equal searches get equal ids.
 */
export function alertIdFor(search: JobAlertSearch): string {
  const remoteFit = [search.minPay, search.payInterval, search.payCurrency, search.applyFrom, search.overlapHours];
  // Searches saved before verifiedOnly keep their ids: it joins the key only when set.
  // Searches saved before the remote-fit filters keep their ids: the new fields join the key only when set.
  const key = JSON.stringify([
    search.jobTitle ?? '',
    search.jobType ?? '',
    normalize(search.department ?? ''),
    normalize(search.country ?? ''),
    ...(remoteFit.some((value) => value !== undefined) ? [remoteFit.map((value) => value ?? '')] : []),
    ...(search.verifiedOnly ? ['verified'] : []),
  ]);
  const bytes = createHash('sha256').update(key).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function toJobAlert(item: AlertItem): JobAlert {
  return {
    alertID: item.alertID,
    ...searchOf(item),
    paused: item.paused === true,
    createdAt: item.createdAt,
  };
}

/** A new alert's item: active, its window starting `now` (create-job-alert's; the bench seeds with it). */
export function newAlertItem(
  userID: string,
  input: Parameters<typeof normalizeSearch>[0],
  now = new Date(),
): AlertItem {
  const search = normalizeSearch(input);
  const alertID = alertIdFor(search);
  const createdAt = now.toISOString();
  return {
    ...alertKey(userID, alertID),
    entity: 'JOB_ALERT',
    userID,
    alertID,
    ...search,
    paused: false,
    createdAt,
    sentThrough: createdAt,
    ...activeIndexKeys(userID, alertID),
  };
}

/** The candidate's count of alerts as it stands after `count` creations (the bench seeds with it). */
export const alertCountItem = (userID: string, count: number) => ({ ...counterKey(userID), count });

/** Saves a new alert, counted against the limit in the same transaction. */
export async function createJobAlert(
  userID: string,
  input: Parameters<typeof normalizeSearch>[0],
  now = new Date(),
): Promise<JobAlert> {
  const item = newAlertItem(userID, input, now);
  try {
    await transactRetryingCollisions([
      { Put: { Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
      {
        Update: {
          Key: counterKey(userID),
          UpdateExpression: 'ADD #count :one',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':max': JOB_ALERTS_MAX },
        },
      },
    ]);
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw conflict(JOB_ALERT_MSG.duplicate);
    if (conditionFailedAt(error, 1)) throw conflict(JOB_ALERT_MSG.limit);
    throw error;
  }
  return toJobAlert(item);
}

/** The candidate's alerts, newest first: one Query of their partition, at most the limit's worth. */
export async function listJobAlerts(userID: string): Promise<JobAlert[]> {
  const items = (await queryItems(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': userPK(userID), ':prefix': 'ALERT#' },
      ConsistentRead: true,
    },
    { limit: JOB_ALERTS_MAX * 2 },
  )) as unknown as AlertItem[];
  return items.map(toJobAlert).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The alert as it is now (a strongly consistent read), or undefined once it is deleted. */
export async function getAlert(userID: string, alertID: string): Promise<AlertItem | undefined> {
  const { Item } = await getItem({ Key: alertKey(userID, alertID), ConsistentRead: true });
  return Item as AlertItem | undefined;
}

/**
 * Pauses (out of the digest's index) or resumes (back in it) an alert of the candidate's. A
 * resumed alert sends the jobs posted from then on, not those of its pause.
 */
export async function setJobAlertPaused(
  userID: string,
  alertID: string,
  paused: boolean,
  now = new Date(),
): Promise<JobAlert> {
  const update = paused
    ? {
        UpdateExpression: 'SET paused = :true REMOVE GSI1PK, GSI1SK',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':true': true },
      }
    : {
        // Only a paused alert restarts its window: resuming an active one changes nothing.
        UpdateExpression: 'SET paused = :false, sentThrough = :now, GSI1PK = :gsiPK, GSI1SK = :gsiSK',
        ConditionExpression: 'attribute_exists(PK) AND paused = :true',
        ExpressionAttributeValues: {
          ':false': false,
          ':true': true,
          ':now': now.toISOString(),
          ':gsiPK': ACTIVE_ALERTS,
          ':gsiSK': activeIndexKeys(userID, alertID).GSI1SK,
        },
      };
  try {
    const { Attributes } = await updateItem({
      Key: alertKey(userID, alertID),
      ...update,
      ReturnValues: 'ALL_NEW',
    });
    return toJobAlert(Attributes as AlertItem);
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
  const current = await getAlert(userID, alertID);
  if (!current) throw notFound(JOB_ALERT_MSG.notFound);
  return toJobAlert(current);
}

/**
 * Deletes an alert and lowers the count in one transaction, with `also` (conditions and
 * writes of the caller's own). Answers false when the alert (as `condition` wants it) is not
 * there; a failed condition of `also` throws its cancellation.
 */
async function removeAlert(
  userID: string,
  alertID: string,
  options: { condition?: { expression: string; values: Record<string, unknown> }; also?: TransactItem[] } = {},
): Promise<boolean> {
  const deleteAlert: TransactItem = {
    Delete: {
      Key: alertKey(userID, alertID),
      ConditionExpression: `attribute_exists(PK)${options.condition ? ` AND ${options.condition.expression}` : ''}`,
      ...(options.condition ? { ExpressionAttributeValues: options.condition.values } : {}),
    },
  };
  const lowerCount: TransactItem = {
    Update: {
      Key: counterKey(userID),
      UpdateExpression: 'ADD #count :minusOne',
      ConditionExpression: '#count > :zero',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
    },
  };
  const also = options.also ?? [];
  try {
    await transactRetryingCollisions([deleteAlert, lowerCount, ...also]);
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    if (!conditionFailedAt(error, 1)) throw error;
  }
  // The count is already 0 (it drifted): delete the alert alone.
  try {
    await transactRetryingCollisions([deleteAlert, ...also]);
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
}

export async function deleteJobAlert(userID: string, alertID: string): Promise<void> {
  if (!(await removeAlert(userID, alertID))) throw notFound(JOB_ALERT_MSG.notFound);
}

export const hashUnsubscribeSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

// ---- Unsubscribing from an email ----------------------------------------------------------

function parseToken(token: string) {
  const [userID, alertID, digest, secret] = token.split('.') as [string, string, string, string];
  return { userID, alertID, digest, secret };
}

/**
 * Deletes the alert a digest email's link names, without a session: the link's secret must
 * hash to the one its digest recorded. Answers the alert in words. 404 for a link that is not
 * one of ours (or too old), 410 when the alert is already gone.
 */
export async function unsubscribeByToken(token: string, now = new Date()): Promise<{ description: string }> {
  const { userID, alertID, digest, secret } = parseToken(token);
  const key = digestKey(userID, alertID, digest);
  const { Item } = await getItem({ Key: key, ConsistentRead: true });
  const record = Item as DigestRecord | undefined;
  // An expired record may linger until the TTL removes it: it no longer counts.
  if (!record || record.expiresAt * 1000 <= now.getTime() || !sameHash(hashUnsubscribeSecret(secret), record.tokenHash))
    throw notFound(JOB_ALERT_MSG.badLink);
  const removed = await removeAlert(userID, alertID, {
    // The alert of that email, not a later one of the same search.
    condition: { expression: 'createdAt = :createdAt', values: { ':createdAt': record.alertCreatedAt } },
    also: [
      {
        Update: {
          Key: key,
          UpdateExpression: 'SET unsubscribedAt = :now',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':now': now.toISOString() },
        },
      },
    ],
  });
  if (!removed) throw new HttpError(410, JOB_ALERT_MSG.alreadyGone);
  return { description: record.description };
}
