// Our AWS clients (functions/commons/clients/aws) against a real HTTP server on 127.0.0.1 that
// plays the service: what goes on the wire (operation, marshalled items, SigV4 signature,
// checked against the SDK's own signer), what comes back (unmarshalled items, Dates, errors
// named and tagged as the SDK's), and which failures are retried.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpRequest } from '@smithy/core/protocols';
import { SignatureV4 } from '@smithy/signature-v4';
import { Sha256Node } from '@smithy/core/checksum';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AwsNetworkError, AwsServiceError } from '#commons/clients/aws/service-client.js';
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '#commons/clients/cognito.js';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '#commons/clients/dynamodb.js';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '#commons/clients/s3.js';
import { SendEmailCommand, SESv2Client } from '#commons/clients/ses.js';
import { toPublicError } from '#commons/errors.js';
import { MSG } from '#shared/messages.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
}

let server: Server;
let endpoint: string;
let received: Received[] = [];
/** The answers to give, in order; the last one is repeated. */
let answers: Answer[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method!, url: request.url!, headers: request.headers, body: Buffer.concat(chunks) });
      const answer = answers.length > 1 ? answers.shift()! : (answers[0] ?? {});
      const body = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      response.writeHead(answer.status ?? 200, { 'x-amzn-requestid': 'request-1', ...answer.headers });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'session-token-example' };

beforeEach(() => {
  received = [];
  answers = [];
  vi.stubEnv('AWS_ACCESS_KEY_ID', credentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', credentials.secretAccessKey);
  vi.stubEnv('AWS_SESSION_TOKEN', credentials.sessionToken);
  // No wait between retries.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const dynamo = () => new DynamoDBDocumentClient({ service: 'dynamodb', region: 'us-east-1', endpoint });
const json = (request: Received) => JSON.parse(request.body.toString('utf8')) as Record<string, unknown>;

/** The signature the SDK's own signer makes for the request as the server received it. */
async function sdkSignature(request: Received, service: string): Promise<string> {
  const authorization = String(request.headers.authorization);
  const signedHeaders = /SignedHeaders=([^,]+)/.exec(authorization)![1]!.split(';');
  const url = new URL(request.url, endpoint);
  const date = String(request.headers['x-amz-date']);
  const signingDate = new Date(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`);
  const signer = new SignatureV4({ service, region: 'us-east-1', credentials, sha256: Sha256Node, uriEscapePath: service !== 's3', applyChecksum: false });
  const signed = await signer.sign(
    new HttpRequest({
      method: request.method,
      protocol: url.protocol,
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      headers: Object.fromEntries(signedHeaders.map((name) => [name, String(request.headers[name])])),
      body: request.body.length > 0 ? request.body : undefined,
    }),
    { signingDate },
  );
  return /Signature=([0-9a-f]+)/.exec(String(signed.headers.authorization))![1]!;
}

describe('DynamoDB document client', () => {
  it('sends the operation with marshalled keys, signed as the SDK signs, and unmarshals the item', async () => {
    answers = [{ body: { Item: { PK: { S: 'USER#1' }, count: { N: '2' }, tags: { L: [{ S: 'a' }] } } } }];
    const output = await dynamo().send(new GetCommand({ TableName: 'table', Key: { PK: 'USER#1', SK: 'PROFILE' }, ConsistentRead: true }));

    expect(output.Item).toEqual({ PK: 'USER#1', count: 2, tags: ['a'] });
    expect(output.$metadata).toMatchObject({ httpStatusCode: 200, requestId: 'request-1', attempts: 1 });
    const [request] = received;
    expect(request!.headers['x-amz-target']).toBe('DynamoDB_20120810.GetItem');
    expect(request!.headers['content-type']).toBe('application/x-amz-json-1.0');
    expect(request!.headers['x-amz-security-token']).toBe(credentials.sessionToken);
    expect(json(request!)).toEqual({ TableName: 'table', Key: { PK: { S: 'USER#1' }, SK: { S: 'PROFILE' } }, ConsistentRead: true });
    expect(String(request!.headers.authorization)).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/dynamodb\/aws4_request, /);
    expect(String(request!.headers.authorization)).toContain(`Signature=${await sdkSignature(request!, 'dynamodb')}`);
  });

  it('marshals the items of a transaction and drops undefined attributes', async () => {
    answers = [{ body: {} }];
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: 'table', Item: { PK: 'A', SK: 'B', note: undefined, when: 5 } } },
          { Update: { TableName: 'table', Key: { PK: 'C', SK: 'D' }, UpdateExpression: 'SET n = :n', ExpressionAttributeValues: { ':n': true } } },
        ],
      }),
    );
    expect(json(received[0]!)).toEqual({
      TransactItems: [
        { Put: { TableName: 'table', Item: { PK: { S: 'A' }, SK: { S: 'B' }, when: { N: '5' } } } },
        { Update: { TableName: 'table', Key: { PK: { S: 'C' }, SK: { S: 'D' } }, UpdateExpression: 'SET n = :n', ExpressionAttributeValues: { ':n': { BOOL: true } } } },
      ],
    });
  });

  it('unmarshals the items of a query page and of a batch, by table', async () => {
    answers = [{ body: { Items: [{ PK: { S: 'J#1' } }], Count: 1, ScannedCount: 1, LastEvaluatedKey: { PK: { S: 'J#1' }, SK: { S: 'JOB' } } } }];
    const page = await dynamo().send(new QueryCommand({ TableName: 'table', KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': 'J#1' }, ExclusiveStartKey: { PK: 'J#0', SK: 'JOB' } }));
    expect(page).toMatchObject({ Items: [{ PK: 'J#1' }], ScannedCount: 1, LastEvaluatedKey: { PK: 'J#1', SK: 'JOB' } });
    expect(json(received[0]!)).toMatchObject({ ExpressionAttributeValues: { ':pk': { S: 'J#1' } }, ExclusiveStartKey: { PK: { S: 'J#0' }, SK: { S: 'JOB' } } });

    answers = [{ body: { Responses: { table: [{ PK: { S: 'U#1' } }] }, UnprocessedKeys: { table: { Keys: [{ PK: { S: 'U#2' } }] } } } }];
    const batch = await dynamo().send(new BatchGetCommand({ RequestItems: { table: { Keys: [{ PK: 'U#1' }, { PK: 'U#2' }] } } }));
    expect(batch.Responses).toEqual({ table: [{ PK: 'U#1' }] });
    expect(batch.UnprocessedKeys).toEqual({ table: { Keys: [{ PK: 'U#2' }] } });
    expect(json(received[1]!)).toEqual({ RequestItems: { table: { Keys: [{ PK: { S: 'U#1' } }, { PK: { S: 'U#2' } }] } } });
  });

  it("names a refusal as the SDK does, keeps its details, and does not retry it", async () => {
    const reasons = [{ Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' }, { Code: 'None' }];
    answers = [{ status: 400, body: { __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException', Message: 'Transaction cancelled', CancellationReasons: reasons } }];
    const error = await dynamo()
      .send(new TransactWriteCommand({ TransactItems: [] }))
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(AwsServiceError);
    expect(error).toMatchObject({ name: 'TransactionCanceledException', message: 'Transaction cancelled', $fault: 'client', CancellationReasons: reasons });
    expect((error as AwsServiceError).$metadata).toMatchObject({ httpStatusCode: 400, attempts: 1 });
    expect(received).toHaveLength(1);
    expect(toPublicError(error)).toEqual({ statusCode: 500, msg: MSG.internalError });
  });

  it('retries throttling, as the SDK does, and succeeds on the third attempt', async () => {
    const throttled = { status: 400, body: { __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException', message: 'Rate exceeded' } };
    answers = [throttled, throttled, { body: { Item: { PK: { S: 'X' } } } }];
    const output = await dynamo().send(new GetCommand({ TableName: 'table', Key: { PK: 'X' } }));
    expect(output.Item).toEqual({ PK: 'X' });
    expect(output.$metadata.attempts).toBe(3);
    expect(received).toHaveLength(3);
  });

  it('gives up after three attempts at a failing service: a 503 for the caller', async () => {
    answers = [{ status: 500, body: { __type: 'InternalServerError', message: 'boom' } }];
    const error = await dynamo()
      .send(new GetCommand({ TableName: 'table', Key: { PK: 'X' } }))
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'InternalServerError', $fault: 'server' });
    expect(received).toHaveLength(3);
    expect(toPublicError(error)).toEqual({ statusCode: 503, msg: MSG.serviceBusy });
  });

  it('retries, then reports, a service it cannot reach: a 503 for the caller', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const client = new DynamoDBDocumentClient({ service: 'dynamodb', region: 'us-east-1', endpoint: `http://127.0.0.1:${port}` });
    const error = await client.send(new GetCommand({ TableName: 'table', Key: { PK: 'X' } })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AwsNetworkError);
    expect(error).toMatchObject({ code: 'ECONNREFUSED' });
    expect(toPublicError(error)).toEqual({ statusCode: 503, msg: MSG.serviceBusy });
  });

  it('runs the middlewares added to the client, with the command name', async () => {
    answers = [{ body: { Items: [], Count: 0, ScannedCount: 7 } }];
    const client = dynamo();
    const seen: string[] = [];
    client.middlewareStack.add(
      (next, context) => async (args) => {
        seen.push(String(context.commandName));
        (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
        return next(args);
      },
      { step: 'initialize', name: 'spy' },
    );
    await client.send(new QueryCommand({ TableName: 'table', KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': 'A' } }));
    expect(seen).toEqual(['QueryCommand']);
    expect(json(received[0]!).ReturnConsumedCapacity).toBe('TOTAL');
  });

  it('is refused, before anything is sent, without credentials in the environment', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    await expect(dynamo().send(new GetCommand({ TableName: 'table', Key: { PK: 'X' } }))).rejects.toThrow(/No AWS credentials/);
    expect(received).toHaveLength(0);
  });
});

describe('Cognito client', () => {
  it('calls the operation of JSON 1.1 and reads timestamps as Dates', async () => {
    answers = [{ body: { Username: 'u', UserCreateDate: 1_700_000_000.5, UserAttributes: [{ Name: 'sub', Value: 's' }] } }];
    const client = new CognitoIdentityProviderClient({ service: 'cognito-idp', region: 'us-east-1', endpoint });
    const output = await client.send(new AdminGetUserCommand({ UserPoolId: 'pool', Username: 'u' }));
    expect(output.UserCreateDate).toEqual(new Date(1_700_000_000_500));
    expect(output.UserAttributes).toEqual([{ Name: 'sub', Value: 's' }]);
    expect(received[0]!.headers['x-amz-target']).toBe('AWSCognitoIdentityProviderService.AdminGetUser');
    expect(received[0]!.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(String(received[0]!.headers.authorization)).toContain(`Signature=${await sdkSignature(received[0]!, 'cognito-idp')}`);
  });

  it("names Cognito's errors from their __type", async () => {
    answers = [{ status: 400, body: { __type: 'UserNotFoundException', message: 'User does not exist.' } }];
    const client = new CognitoIdentityProviderClient({ service: 'cognito-idp', region: 'us-east-1', endpoint });
    await expect(client.send(new AdminGetUserCommand({ UserPoolId: 'pool', Username: 'u' }))).rejects.toMatchObject({ name: 'UserNotFoundException', message: 'User does not exist.' });
  });
});

describe('SES v2 client', () => {
  const ses = () => new SESv2Client({ service: 'ses', region: 'us-east-1', endpoint });
  const email = { FromEmailAddress: 'a@example.com', Destination: { ToAddresses: ['b@example.com'] }, Content: { Simple: { Subject: { Data: 'Hi' }, Body: { Text: { Data: 'Hello' } } } } };

  it('posts the email as JSON and returns its id', async () => {
    answers = [{ body: { MessageId: 'm-1' } }];
    const output = await ses().send(new SendEmailCommand(email));
    expect(output.MessageId).toBe('m-1');
    expect(received[0]).toMatchObject({ method: 'POST', url: '/v2/email/outbound-emails' });
    expect(json(received[0]!)).toEqual(email);
    expect(String(received[0]!.headers.authorization)).toContain(`Signature=${await sdkSignature(received[0]!, 'ses')}`);
  });

  it('names the error from the X-Amzn-ErrorType header', async () => {
    answers = [{ status: 400, headers: { 'x-amzn-errortype': 'MessageRejected:http://internal.amazon.com/' }, body: { message: 'Email address is not verified.' } }];
    await expect(ses().send(new SendEmailCommand(email))).rejects.toMatchObject({ name: 'MessageRejected', message: 'Email address is not verified.', $fault: 'client' });
  });
});

describe('S3 client', () => {
  beforeEach(() => vi.stubEnv('S3_ENDPOINT', endpoint));
  const s3 = () => new S3Client({ service: 's3', region: 'us-east-1', endpoint });

  it('puts an object path-style on the local endpoint, with its headers', async () => {
    answers = [{ headers: { etag: '"abc"' } }];
    const content = Buffer.from('%PDF-1.4\n%%EOF\n');
    const output = await s3().send(new PutObjectCommand({ Bucket: 'files', Key: 'resumes/u/r.pdf', Body: content, ContentType: 'application/pdf', ContentDisposition: 'inline; filename="resume.pdf"' }));
    expect(output.ETag).toBe('"abc"');
    expect(received[0]).toMatchObject({ method: 'PUT', url: '/files/resumes/u/r.pdf' });
    expect(received[0]!.body.equals(content)).toBe(true);
    expect(received[0]!.headers).toMatchObject({ 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="resume.pdf"', 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' });
    expect(String(received[0]!.headers.authorization)).toContain(`Signature=${await sdkSignature(received[0]!, 's3')}`);
  });

  it('deletes an object, and names an XML error by its Code', async () => {
    answers = [{ status: 204 }];
    await s3().send(new DeleteObjectCommand({ Bucket: 'files', Key: 'photos/u/p.png' }));
    expect(received[0]).toMatchObject({ method: 'DELETE', url: '/files/photos/u/p.png' });

    answers = [{ status: 404, body: '<?xml version="1.0"?><Error><Code>NoSuchBucket</Code><Message>The specified bucket does not exist</Message></Error>' }];
    const error = await s3()
      .send(new DeleteObjectCommand({ Bucket: 'nope', Key: 'x' }))
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'NoSuchBucket', message: 'The specified bucket does not exist', $fault: 'client' });
    expect(toPublicError(error)).toEqual({ statusCode: 502, msg: MSG.serviceFailed });
  });
});
