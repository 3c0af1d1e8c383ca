// Suppressed addresses (docs/data-model.md, pattern 22): PK `SUPPRESSED#<lower-case address>`,
// SK `SUPPRESSED`. SES reports a hard bounce or a complaint through the configuration set's
// event destination (functions/email-events/handlers/record-suppression.ts); from then on no email
// goes to that address (platform/email/send-email.ts reads this item first), so that our bounce and
// complaint rates stay low and people who type a wrong address are told so.
import { HttpError } from '../errors.js';
import { SUPPRESSION_PREFIX } from '../dynamodb/table-design.js';
import { getItem, putItem } from '../dynamodb/table.js';

export type SuppressionReason = 'bounce' | 'complaint';

export interface Suppression {
  address: string;
  reason: SuppressionReason;
  /** When SES reported it (ISO time). */
  at: string;
  /** SES's feedback id and the bounce's type, for an operator who looks into it. */
  feedbackId?: string;
  bounceType?: string;
  bounceSubType?: string;
}

/** Addresses compare case-insensitively: mailbox providers treat them so, and so do our accounts. */
export const normaliseAddress = (address: string) => address.trim().toLowerCase();

export const suppressionKey = (address: string) => ({
  PK: `${SUPPRESSION_PREFIX}${normaliseAddress(address)}`,
  SK: 'SUPPRESSED',
});

/** The suppression of `address`, if any: one GetItem. */
export async function getSuppression(address: string): Promise<Suppression | undefined> {
  const answer = await getItem({ Key: suppressionKey(address) });
  const Item = answer?.Item;
  // Only a record of ours suppresses: anything else at the key is not one.
  if (Item?.reason !== 'bounce' && Item?.reason !== 'complaint') return undefined;
  return {
    address: Item.address as string,
    reason: Item.reason as SuppressionReason,
    at: Item.at as string,
  };
}

/**
 * Records (or replaces: SES may deliver an event more than once, and a later complaint says
 * more than an earlier bounce) the suppression of an address. One PutItem.
 */
export async function recordSuppression(suppression: Suppression): Promise<void> {
  const address = normaliseAddress(suppression.address);
  await putItem({
    Item: { ...suppressionKey(address), ...suppression, address },
  });
}

/** 422 with a sentence naming the address: the person can correct it, or ask support. */
/** The address bounced hard or its owner reported our mail as spam. */
const undeliverableMessage = (address: string, reason: SuppressionReason) =>
  reason === 'bounce'
    ? `We can't send email to ${address}: messages to it bounced. Check the address or contact support.`
    : `We can't send email to ${address}: it reported our messages as spam. Contact support to receive them again.`;

export const undeliverable = (address: string, reason: SuppressionReason) =>
  new HttpError(422, undeliverableMessage(address, reason));

/** Refuses, before any work, an address we may not email (one GetItem). */
export async function refuseSuppressedAddress(address: string): Promise<void> {
  const suppressed = await getSuppression(address);
  if (suppressed) throw undeliverable(address, suppressed.reason);
}
