// What an API call asks of DynamoDB, measured in this process: each call runs its whole
// function as the gateway invokes it (session check included), and a middleware on the
// document client counts the round trips, the items read (those besides the caller's own
// profile and session record, which every signed-in call reads, apart), their bytes (as JSON)
// and the capacity DynamoDB reports.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { dynamo } from '#platform/clients/dynamodb.js';
import type { ApiHandler } from '#platform/http/api-handler.js';
import { localInvocation } from '../local/gateway.js';
import type { TestUser } from '../tools/test-users.js';

export interface Reads {
  roundTrips: number;
  itemsRead: number;
  /** Items other than the caller's profile and session record. */
  itemsBesidesSession: number;
  /** The items besides the session's, as JSON. */
  bytesBesidesSession: number;
  capacityUnits: number;
}

const meter: Reads = { roundTrips: 0, itemsRead: 0, itemsBesidesSession: 0, bytesBesidesSession: 0, capacityUnits: 0 };
let counting = false;
let installed = false;
let sessionUserID = '';

const isSessionItem = (item: { PK?: unknown; SK?: unknown }) =>
  item.PK === `USER#${sessionUserID}` && (item.SK === 'PROFILE' || String(item.SK).startsWith('SESSION#'));

function installMeter() {
  if (installed) return;
  installed = true;
  dynamo().middlewareStack.add(
    (next) => async (args) => {
      if (counting) (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      if (!counting) return result;
      meter.roundTrips += 1;
      const output = result.output as {
        ScannedCount?: number;
        Items?: Record<string, unknown>[];
        Responses?: Record<string, Record<string, unknown>[]>;
        Item?: Record<string, unknown>;
        ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[];
      };
      const items = [
        ...(output.Items ?? []),
        ...Object.values(output.Responses ?? {}).flat(),
        ...(output.Item ? [output.Item] : []),
      ];
      const besides = items.filter((item) => !isSessionItem(item));
      // A Query's filtered-out items count as read (ScannedCount), without their bytes.
      const filteredOut = Math.max(0, (output.ScannedCount ?? 0) - (output.Items?.length ?? 0));
      meter.itemsRead += items.length + filteredOut;
      meter.itemsBesidesSession += besides.length + filteredOut;
      meter.bytesBesidesSession += besides.reduce((sum, item) => sum + Buffer.byteLength(JSON.stringify(item)), 0);
      for (const entry of [output.ConsumedCapacity ?? []].flat()) meter.capacityUnits += entry.CapacityUnits ?? 0;
      return result;
    },
    { step: 'initialize', name: 'benchCallMeter' },
  );
}

/** What `work` (calls made as `who`) read, with what it answered. */
export async function metered<T>(who: TestUser, work: () => Promise<T>): Promise<{ answer: T; reads: Reads }> {
  installMeter();
  Object.assign(meter, {
    roundTrips: 0,
    itemsRead: 0,
    itemsBesidesSession: 0,
    bytesBesidesSession: 0,
    capacityUnits: 0,
  });
  sessionUserID = who.userID;
  counting = true;
  try {
    const answer = await work();
    return { answer, reads: { ...meter, capacityUnits: Math.round(meter.capacityUnits * 100) / 100 } };
  } finally {
    counting = false;
  }
}

/** One GET through its function, as the gateway invokes it, with `who`'s cookies; anything but 200 breaks the run. */
export async function callAs<T>(
  handler: ApiHandler,
  name: string,
  who: TestUser,
  query: Record<string, string>,
): Promise<T> {
  const path = `/api/${name}`;
  const routeKey = `GET ${path}`;
  const event = {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: new URLSearchParams(query).toString(),
    headers: {},
    cookies: [...who.client.cookies].map(([cookie, value]) => `${cookie}=${encodeURIComponent(value)}`),
    queryStringParameters: query,
    requestContext: { routeKey, requestId: 'bench', http: { method: 'GET', path, sourceIp: '127.0.0.1' } },
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
  const answer = await handler(event, localInvocation(name));
  if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode}: ${answer.body}`);
  return (JSON.parse(answer.body ?? '{}') as { data: T }).data;
}
