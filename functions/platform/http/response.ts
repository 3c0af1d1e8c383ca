// The one response shape of the API: { statusCode, data }, with HTTP status = statusCode.
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export function jsonResponse(statusCode: number, data: unknown, cookies?: string[]): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
    ...(cookies && cookies.length > 0 ? { cookies } : {}),
    body: JSON.stringify({ statusCode, data }),
  };
}

/** A success answer that also sets cookies or uses a status other than 200. */
export class Reply<T> {
  constructor(
    readonly data: T,
    readonly options: { cookies?: string[]; statusCode?: number } = {},
  ) {}
}

export const reply = <T>(data: T, options: { cookies?: string[]; statusCode?: number } = {}) =>
  new Reply(data, options);
