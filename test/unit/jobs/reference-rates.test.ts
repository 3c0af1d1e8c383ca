// The reference exchange rates (functions/jobs/reference-rates.ts) against a mocked DynamoDB and
// a mocked fetch: the ECB's XML read and checked, the refresh storing a day's rates and changing
// nothing when the ECB fails it (network, HTTP status, malformed XML, no rates), and the rates
// searches read: stored ones kept an hour, the snapshot before any refresh or when the read fails.
// Prepare / Act / Assess.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_CURRENCIES } from '#shared/constants.js';
import { answering, ecbDailyXml, unreachable } from '../../support/reference-rates.js';
import { lambdaContext } from '../../support/lambda-events.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const KEY = { PK: 'REFERENCE_RATES', SK: 'LATEST' };
const ECB_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
const MONDAY = { date: '2025-05-12', perEuro: { USD: 1.1106, JPY: 163.9, GBP: 0.8421, CHF: 0.9385 } };
const NOW = new Date('2025-05-12T15:30:00.000Z');
const HOUR = 60 * 60 * 1000;

/** A fresh copy of the module: its hour-long memory starts empty in every test. */
const rates = async () => {
  vi.resetModules();
  return import('#functions/jobs/reference-rates.js');
};

beforeEach(() => {
  dynamo.reset();
  process.env.AWS_ACCESS_KEY_ID = 'unit-key';
  process.env.AWS_SECRET_ACCESS_KEY = 'unit-secret';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the ECB’s daily XML', () => {
  it('gives the day and every currency’s units per euro', async () => {
    const { parseEcbDailyRates } = await rates();
    expect(parseEcbDailyRates(ecbDailyXml(MONDAY))).toEqual(MONDAY);
  });

  it.each([
    ['malformed XML', '<Cube><Cube time="2025-05-12">', /not XML/],
    ['an error page', '<html><body>Service unavailable</body></html>', /not its reference rates XML/],
    ['a day with no rates', ecbDailyXml({ date: '2025-05-12', perEuro: {} }), /of 2025-05-12 holds no rates/],
    ['a rate of zero', ecbDailyXml({ date: '2025-05-12', perEuro: { USD: 0 } }), /not its reference rates XML/],
    ['a rate that is no number', ecbDailyXml({ date: '2025-05-12', perEuro: { USD: Number.NaN } }), /reference rates/],
    ['a day that is no date', ecbDailyXml({ date: '12/05/2025', perEuro: { USD: 1.1 } }), /reference rates/],
    ['a currency that is no code', ecbDailyXml({ date: '2025-05-12', perEuro: { usd: 1.1 } }), /reference rates/],
  ])('refuses %s, saying why', async (_case, xml, why) => {
    const { parseEcbDailyRates } = await rates();
    expect(() => parseEcbDailyRates(xml)).toThrow(why);
  });
});

describe('the daily refresh', () => {
  it('fetches the ECB’s XML with a time limit and stores the day’s rates, unless a later day’s are stored', async () => {
    dynamo.on(PutCommand).resolves({});
    const fetchImpl = vi.fn(answering(ecbDailyXml(MONDAY)));
    const { refreshReferenceRates } = await rates();

    const outcome = await refreshReferenceRates(fetchImpl, NOW);

    expect(outcome).toEqual({ outcome: 'stored', date: '2025-05-12', currencies: 4 });
    expect(fetchImpl).toHaveBeenCalledWith(ECB_URL, { signal: expect.any(AbortSignal) });
    const [put] = dynamo.commandCalls(PutCommand);
    expect(put!.args[0].input).toEqual({
      TableName: 'unit-table',
      Item: { ...KEY, ...MONDAY, fetchedAt: NOW.toISOString(), source: ECB_URL },
      ConditionExpression: 'attribute_not_exists(PK) OR #date <= :date',
      ExpressionAttributeNames: { '#date': 'date' },
      ExpressionAttributeValues: { ':date': '2025-05-12' },
    });
  });

  it('keeps the stored rates when they are of a later day than the ECB’s answer', async () => {
    dynamo
      .on(PutCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }));
    const { refreshReferenceRates } = await rates();

    expect(await refreshReferenceRates(answering(ecbDailyXml(MONDAY)), NOW)).toEqual({
      outcome: 'kept-newer',
      date: '2025-05-12',
      currencies: 4,
    });
  });

  it.each([
    [
      'the network fails',
      unreachable,
      /could not reach the ECB: fetch failed \(getaddrinfo ENOTFOUND www\.ecb\.europa\.eu\)/,
    ],
    [
      'the ECB does not answer in time',
      (async () => {
        throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
      }) as typeof fetch,
      /could not reach the ECB: no answer within 10 s/,
    ],
    ['the ECB answers HTTP 500', answering('Internal Server Error', 500), /the ECB answered HTTP 500/],
    ['the XML is malformed', answering('<gesmes:Envelope><Cube>'), /the ECB's answer is not XML/],
    ['the XML holds no rates', answering(ecbDailyXml({ date: '2025-05-12', perEuro: {} })), /holds no rates/],
  ])('changes nothing and says why when %s', async (_case, fetchImpl, why) => {
    const { refreshReferenceRates } = await rates();

    const refresh = refreshReferenceRates(fetchImpl, NOW);

    await expect(refresh).rejects.toThrow(/^Reference rates not refreshed, the stored rates stay: /);
    await expect(refresh).rejects.toThrow(why);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('says so when storing the rates fails', async () => {
    dynamo.on(PutCommand).rejects(new Error('ProvisionedThroughputExceededException'));
    const { refreshReferenceRates } = await rates();

    await expect(refreshReferenceRates(answering(ecbDailyXml(MONDAY)), NOW)).rejects.toThrow(/storing them failed/);
  });

  it('runs as the scheduled function, which fails as a whole when the refresh fails', async () => {
    dynamo.on(PutCommand).resolves({});
    vi.stubGlobal('fetch', vi.fn(answering(ecbDailyXml(MONDAY))));
    vi.resetModules();
    const { handler } = await import('#functions/jobs/handlers/refresh-reference-rates.js');
    await expect(handler({}, lambdaContext)).resolves.toMatchObject({ outcome: 'stored', date: '2025-05-12' });

    vi.stubGlobal('fetch', vi.fn(answering('Bad Gateway', 502)));
    await expect(handler({}, lambdaContext)).rejects.toThrow(/HTTP 502/);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(1);
  });
});

describe('the rates searches convert with', () => {
  const stored = { ...KEY, ...MONDAY, fetchedAt: NOW.toISOString(), source: ECB_URL };

  it('are the stored ones, read once and kept an hour', async () => {
    dynamo.on(GetCommand).resolves({ Item: stored });
    let now = NOW.getTime();
    const clock = () => now;
    const { currentReferenceRates } = await rates();

    expect(await currentReferenceRates(clock)).toEqual(MONDAY);
    now += HOUR - 1;
    expect(await currentReferenceRates(clock)).toEqual(MONDAY);
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(1);
    expect(dynamo.commandCalls(GetCommand)[0]!.args[0].input.Key).toEqual(KEY);

    // An hour on, the next day's rates are read.
    const tuesday = { date: '2025-05-13', perEuro: { USD: 1.1185 } };
    dynamo.on(GetCommand).resolves({ Item: { ...stored, ...tuesday } });
    now += 1;
    expect(await currentReferenceRates(clock)).toEqual(tuesday);
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(2);
  });

  it('are the snapshot until a refresh stores some', async () => {
    dynamo.on(GetCommand).resolves({});
    const { currentReferenceRates, SNAPSHOT_RATES } = await rates();

    expect(await currentReferenceRates(() => NOW.getTime())).toBe(SNAPSHOT_RATES);
    expect(await currentReferenceRates(() => NOW.getTime())).toBe(SNAPSHOT_RATES);
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(1);
  });

  it.each([
    ['the read fails', () => dynamo.on(GetCommand).rejects(new Error('socket hang up'))],
    ['the item is not rates', () => dynamo.on(GetCommand).resolves({ Item: { ...stored, perEuro: { USD: -1 } } })],
  ])('are the snapshot when %s, and the next call reads again', async (_case, failTheRead) => {
    failTheRead();
    const { currentReferenceRates, SNAPSHOT_RATES } = await rates();

    expect(await currentReferenceRates(() => NOW.getTime())).toBe(SNAPSHOT_RATES);
    dynamo.on(GetCommand).resolves({ Item: stored });
    expect(await currentReferenceRates(() => NOW.getTime())).toEqual(MONDAY);
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(2);
  });
});

describe('the snapshot shipped with the code', () => {
  it('holds one day of the ECB’s rates: about thirty currencies, each a positive number of units per euro', async () => {
    const { SNAPSHOT_RATES } = await rates();
    expect(SNAPSHOT_RATES.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const currencies = Object.keys(SNAPSHOT_RATES.perEuro);
    expect(currencies.length).toBeGreaterThanOrEqual(25);
    for (const [currency, rate] of Object.entries(SNAPSHOT_RATES.perEuro)) {
      expect(currency).toMatch(/^[A-Z]{3}$/);
      expect(rate, currency).toBeGreaterThan(0);
    }
    // The currencies most jobs are paid in have a rate.
    for (const currency of ['USD', 'GBP', 'CHF', 'CAD', 'AUD', 'INR', 'PHP'] as const) {
      expect(JOB_CURRENCIES).toContain(currency);
      expect(SNAPSHOT_RATES.perEuro, currency).toHaveProperty(currency);
    }
  });
});
