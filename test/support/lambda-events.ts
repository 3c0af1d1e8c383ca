// Builds API Gateway HTTP API (payload 2.0) events and a Lambda context, for tests that call handlers in-process.
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { ApiHandler } from '#platform/http/api-handler.js';

export function httpEvent(options: {
  method?: string;
  path?: string;
  query?: Record<string, string>;
  body?: string | Buffer;
  contentType?: string;
  cookies?: string[];
  base64?: boolean;
  headers?: Record<string, string>;
  sourceIp?: string;
}): APIGatewayProxyEventV2 {
  const method = options.method ?? 'GET';
  const path = options.path ?? '/api/test';
  const isBuffer = Buffer.isBuffer(options.body);
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(options.query ?? {}).toString(),
    cookies: options.cookies,
    headers: { ...(options.contentType ? { 'content-type': options.contentType } : {}), ...options.headers },
    queryStringParameters: options.query,
    requestContext: {
      accountId: '1',
      apiId: 'unit',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: options.sourceIp ?? '127.0.0.1', userAgent: 'unit' },
      requestId: 'request-1',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
    body: isBuffer ? (options.body as Buffer).toString('base64') : (options.body as string | undefined),
    isBase64Encoded: isBuffer || Boolean(options.base64),
  };
}

export const lambdaContext = {
  functionName: 'unit',
  awsRequestId: 'aws-request-1',
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;

export function parseBody(result: { body?: string }) {
  return JSON.parse(result.body ?? '{}') as { statusCode: number; data: Record<string, unknown> & { msg?: string } };
}

export interface InvokeOptions {
  method?: string;
  query?: Record<string, string>;
  /** A JSON body (sent with Content-Type application/json). */
  json?: unknown;
  /** A raw body, with its contentType (e.g. a multipart form). */
  body?: Buffer;
  contentType?: string;
  cookies?: string[];
  /** The Lambda's remaining time, for handlers that budget retries. */
  remainingMs?: number;
  /** The caller's address (127.0.0.1 unless told). */
  sourceIp?: string;
  /** More request headers (lower-case names, as API Gateway gives them). */
  headers?: Record<string, string>;
}

export interface Invocation {
  status: number;
  // Answers are checked field by field in the tests: loosely typed on purpose.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: Record<string, any> & { msg?: string; fieldErrors?: Record<string, string> };
  /** The Set-Cookie lines. */
  cookies: string[];
}

/** Calls a handler in this process as API Gateway would, and reads its answer. */
export async function invoke(handler: ApiHandler, options: InvokeOptions = {}): Promise<Invocation> {
  const result = await handler(
    httpEvent({
      method: options.method ?? 'GET',
      query: options.query,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
      contentType: options.json !== undefined ? 'application/json' : options.contentType,
      cookies: options.cookies && options.cookies.length > 0 ? options.cookies : undefined,
      sourceIp: options.sourceIp,
      headers: options.headers,
    }),
    options.remainingMs === undefined
      ? lambdaContext
      : { ...lambdaContext, getRemainingTimeInMillis: () => options.remainingMs! },
  );
  return { status: result.statusCode ?? 0, data: parseBody(result).data, cookies: result.cookies ?? [] };
}
