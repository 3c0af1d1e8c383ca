// The reference rates refresh (functions/jobs/reference-rates.ts) against DynamoDB Local, run in
// this process as the scheduled function runs it, with the ECB's answer mocked: a refresh stores
// the day's rates, which searches then convert with; a failed refresh (network, HTTP status,
// malformed XML, no rates) leaves yesterday's item as it was; an older day never replaces a later
// one. In a table of its own, so the stack's searches never convert at these rates.
import { randomUUID } from 'node:crypto';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureTable, LOCAL_CREDENTIALS } from '../../../local/provision.js';
import { documentClient } from '../../../tools/test-users.js';
import { answering, ecbDailyXml, unreachable } from '../../support/reference-rates.js';

const stack = inject('stack');
const table = `reference-rates-${randomUUID()}`;
const KEY = { PK: 'REFERENCE_RATES', SK: 'LATEST' };
const FRIDAY = { date: '2025-05-09', perEuro: { USD: 1.1252, GBP: 0.8477, CHF: 0.9353, INR: 96.0755 } };
const MONDAY = { date: '2025-05-12', perEuro: { USD: 1.1106, GBP: 0.8421, CHF: 0.9385, INR: 95.0075 } };
const HOUR = 60 * 60 * 1000;

const ratesModule = () => import('#functions/jobs/reference-rates.js');

describe('the reference rates refresh, on DynamoDB Local', () => {
  const stackTable = process.env.TABLE_NAME;
  const db = documentClient(stack);
  const storedItem = async () =>
    (await db.send(new GetCommand({ TableName: table, Key: KEY, ConsistentRead: true }))).Item;

  beforeAll(async () => {
    Object.assign(process.env, stack.env, { POWERTOOLS_LOG_LEVEL: 'CRITICAL', TABLE_NAME: table });
    await ensureTable(stack.env.DYNAMODB_ENDPOINT!, table);
  });
  afterAll(async () => {
    process.env.TABLE_NAME = stackTable;
    const client = new DynamoDBClient({
      endpoint: stack.env.DYNAMODB_ENDPOINT,
      region: 'us-east-1',
      credentials: LOCAL_CREDENTIALS,
    });
    await client.send(new DeleteTableCommand({ TableName: table }));
    client.destroy();
    db.destroy();
  });

  it('converts at the snapshot until a refresh stores the day’s rates, then at those', async () => {
    const { currentReferenceRates, refreshReferenceRates, SNAPSHOT_RATES } = await ratesModule();
    let now = Date.parse('2025-05-09T15:30:00.000Z');
    const clock = () => now;
    expect(await currentReferenceRates(clock)).toEqual(SNAPSHOT_RATES);

    const outcome = await refreshReferenceRates(answering(ecbDailyXml(FRIDAY)), new Date(now));

    expect(outcome).toEqual({ outcome: 'stored', date: FRIDAY.date, currencies: 4 });
    expect(await storedItem()).toEqual({
      ...KEY,
      ...FRIDAY,
      fetchedAt: '2025-05-09T15:30:00.000Z',
      source: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml',
    });
    // A function that read the snapshot a moment ago reads again within the hour.
    now += HOUR;
    expect(await currentReferenceRates(clock)).toEqual(FRIDAY);
  });

  it('keeps yesterday’s rates, the item unchanged, whatever makes a refresh fail', async () => {
    const { refreshReferenceRates } = await ratesModule();
    await refreshReferenceRates(answering(ecbDailyXml(FRIDAY)), new Date('2025-05-09T15:30:00.000Z'));
    const yesterday = await storedItem();
    expect(yesterday).toMatchObject(FRIDAY);

    const failures: Array<[string, typeof fetch]> = [
      ['no network', unreachable],
      ['HTTP 500', answering('Internal Server Error', 500)],
      ['malformed XML', answering('<gesmes:Envelope><Cube><Cube time="2025-05-12">')],
      ['no rates', answering(ecbDailyXml({ date: MONDAY.date, perEuro: {} }))],
    ];
    for (const [failure, fetchImpl] of failures) {
      await expect(refreshReferenceRates(fetchImpl, new Date('2025-05-12T15:30:00.000Z')), failure).rejects.toThrow(
        /^Reference rates not refreshed, the stored rates stay: /,
      );
      expect(await storedItem(), failure).toEqual(yesterday);
    }
  });

  it('stores each new day, and never puts an earlier day back over a later one', async () => {
    const { refreshReferenceRates } = await ratesModule();
    await refreshReferenceRates(answering(ecbDailyXml(FRIDAY)), new Date('2025-05-10T15:30:00.000Z'));
    expect(
      await refreshReferenceRates(answering(ecbDailyXml(MONDAY)), new Date('2025-05-12T15:30:00.000Z')),
    ).toMatchObject({ outcome: 'stored' });
    expect(await storedItem()).toMatchObject(MONDAY);

    // A late answer (a cache in front of the ECB, say) of the Friday before.
    expect(
      await refreshReferenceRates(answering(ecbDailyXml(FRIDAY)), new Date('2025-05-12T15:35:00.000Z')),
    ).toMatchObject({ outcome: 'kept-newer', date: FRIDAY.date });
    expect(await storedItem()).toMatchObject({ ...MONDAY, fetchedAt: '2025-05-12T15:30:00.000Z' });
  });
});
