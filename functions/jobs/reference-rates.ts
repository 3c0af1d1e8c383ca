// The reference exchange rates the pay filter converts with (docs/data-model.md, pattern 25):
// the European Central Bank's, one item refreshed daily by a scheduled function, kept an hour
// in each function's memory. The snapshot shipped with the code serves when no refresh has
// stored any (a new table, `npm start` offline, the tests) and when the item cannot be read.
import { XMLParser } from 'fast-xml-parser';
import * as z from 'zod/mini';
import type { ReferenceRates } from '#shared/remote-fit/pay.js';
import { getItem, putItem } from '#platform/dynamodb/table.js';
import { REFERENCE_RATES_PK } from '#platform/dynamodb/table-design.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';
import { logger } from '#platform/observability/logger.js';
import snapshot from './reference-rates-snapshot.json' with { type: 'json' };

/** The ECB's reference rates of the last working day, published around 16:00 CET. */
export const ECB_DAILY_RATES_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
/** The ECB answers in well under a second: past this, the refresh gives up and the stored rates stay. */
export const ECB_FETCH_TIMEOUT_MS = 10_000;
/** How long a function keeps the rates it read before reading them again. */
export const RATES_KEPT_MS = 60 * 60 * 1000;

const RATES_KEY = { PK: REFERENCE_RATES_PK, SK: 'LATEST' } as const;

/** The rates shipped with the code: the ECB's of the day they name. */
export const SNAPSHOT_RATES: ReferenceRates = snapshot;

const currencyCode = z.string().check(z.regex(/^[A-Z]{3}$/));
const referenceRatesSchema = z.object({
  date: z.iso.date(),
  perEuro: z.record(currencyCode, z.number().check(z.positive())),
});

/** The ECB's XML as fast-xml-parser reads it below: Envelope > Cube > Cube time= > Cube currency= rate=. */
const ecbDocumentSchema = z.object({
  Envelope: z.object({
    Cube: z.tuple([
      z.object({
        Cube: z.tuple([
          z.object({
            time: z.iso.date(),
            // Absent when the day holds no rate at all.
            Cube: z.optional(
              z.array(z.object({ currency: currencyCode, rate: z.coerce.number().check(z.positive()) })),
            ),
          }),
        ]),
      }),
    ]),
  }),
});

const ecbXml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  // The ECB's XML uses none; an entity is no reason to expand anything.
  processEntities: false,
  isArray: (name) => name === 'Cube',
});

/** One day's rates from the ECB's eurofxref-daily.xml; throws, saying why, on anything else. */
export function parseEcbDailyRates(xml: string): ReferenceRates {
  let document: unknown;
  try {
    document = ecbXml.parse(xml, true);
  } catch (error) {
    throw new Error(`the ECB's answer is not XML (${(error as Error).message})`, { cause: error });
  }
  const parsed = ecbDocumentSchema.safeParse(document);
  if (!parsed.success)
    throw new Error(`the ECB's answer is not its reference rates XML (${z.prettifyError(parsed.error)})`);
  const [{ time, Cube: rates = [] }] = parsed.data.Envelope.Cube[0].Cube;
  if (rates.length === 0) throw new Error(`the ECB's answer of ${time} holds no rates`);
  return { date: time, perEuro: Object.fromEntries(rates.map((rate) => [rate.currency, rate.rate])) };
}

const describeFetchError = (error: unknown): string => {
  if (error instanceof Error && error.name === 'TimeoutError')
    return `no answer within ${ECB_FETCH_TIMEOUT_MS / 1000} s`;
  // Node's fetch says only "fetch failed": what failed (DNS, connection) is its cause.
  const cause = error instanceof Error ? (error.cause as { message?: string } | undefined) : undefined;
  const detail = cause?.message;
  return `${error instanceof Error ? error.message : String(error)}${detail ? ` (${detail})` : ''}`;
};

/** What a refresh did: stored the day's rates, or kept newer ones already stored. */
export interface RefreshOutcome {
  outcome: 'stored' | 'kept-newer';
  date: string;
  currencies: number;
}

/**
 * Fetches the ECB's rates of the day and stores them, unless the item already holds a later
 * day's. A failure (network, HTTP status, an answer that is not the rates) throws, saying
 * which, and changes nothing: the rates stored before stay.
 */
export async function refreshReferenceRates(
  fetchImpl: typeof fetch = fetch,
  now = new Date(),
): Promise<RefreshOutcome> {
  const failed = (why: string, cause?: unknown) =>
    new Error(`Reference rates not refreshed, the stored rates stay: ${why}`, { cause });
  let response: Response;
  try {
    response = await fetchImpl(ECB_DAILY_RATES_URL, { signal: AbortSignal.timeout(ECB_FETCH_TIMEOUT_MS) });
  } catch (error) {
    throw failed(`could not reach the ECB: ${describeFetchError(error)}`, error);
  }
  if (!response.ok) throw failed(`the ECB answered HTTP ${response.status}`);
  let rates: ReferenceRates;
  try {
    rates = parseEcbDailyRates(await response.text());
  } catch (error) {
    throw failed((error as Error).message, error);
  }
  const currencies = Object.keys(rates.perEuro).length;
  try {
    await putItem({
      Item: { ...RATES_KEY, ...rates, fetchedAt: now.toISOString(), source: ECB_DAILY_RATES_URL },
      // ISO dates compare as strings: a late or repeated run never puts an older day back.
      ConditionExpression: 'attribute_not_exists(PK) OR #date <= :date',
      ExpressionAttributeNames: { '#date': 'date' },
      ExpressionAttributeValues: { ':date': rates.date },
    });
  } catch (error) {
    if (conditionFailed(error)) return { outcome: 'kept-newer', date: rates.date, currencies };
    throw failed('storing them failed', error);
  }
  return { outcome: 'stored', date: rates.date, currencies };
}

let kept: { rates: ReferenceRates; readAt: number } | undefined;

/**
 * The rates to convert with: the stored ones, read once an hour at most per function; the
 * snapshot when none are stored or the read fails (a failed read is tried again next call).
 * `clock` is the time in ms (tests pass their own).
 */
export async function currentReferenceRates(clock: () => number = Date.now): Promise<ReferenceRates> {
  if (kept && clock() - kept.readAt < RATES_KEPT_MS) return kept.rates;
  let rates: ReferenceRates;
  try {
    const { Item } = await getItem({ Key: RATES_KEY });
    if (Item) {
      rates = referenceRatesSchema.parse({ date: Item.date, perEuro: Item.perEuro });
    } else {
      // Before the first refresh: a new table, or a local stack that never reached the ECB.
      logger.info('no reference rates stored yet: converting at the snapshot', { snapshotDate: SNAPSHOT_RATES.date });
      rates = SNAPSHOT_RATES;
    }
  } catch (error) {
    logger.warn('reference rates unreadable: converting at the snapshot', {
      snapshotDate: SNAPSHOT_RATES.date,
      error: error as Error,
    });
    return SNAPSHOT_RATES;
  }
  kept = { rates, readAt: clock() };
  return rates;
}
