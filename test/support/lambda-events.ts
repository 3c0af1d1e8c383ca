// Builds API Gateway HTTP API (payload 2.0) events and a Lambda context, for tests that call handlers in-process.
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

export function httpEvent(options: {
  method?: string;
  path?: string;
  query?: Record<string, string>;
  body?: string | Buffer;
  contentType?: string;
  cookies?: string[];
  base64?: boolean;
  headers?: Record<string, string>;
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
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'unit' },
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
