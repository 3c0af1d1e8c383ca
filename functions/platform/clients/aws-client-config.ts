// Settings every SDK client of the functions shares: the region, the emulator endpoint on the
// local stack (unset in AWS), and the time limits of the SDK's HTTP handler. Its sockets are
// kept alive by default, so a warm function reuses its connection instead of a handshake a call.

/**
 * Time limits of one attempt. An API function may run 10 s (infra/api-stack.ts): with the
 * SDK's three attempts and its back-off between them, a service that never answers still
 * gets the caller a 503 before Lambda stops the function.
 */
export const AWS_CONNECTION_TIMEOUT_MS = 1_000;
export const AWS_REQUEST_TIMEOUT_MS = 2_500;

/** The region, the endpoint override (local stack) and the request handler's limits of one client. */
export function clientConfig(endpoint: string | undefined, region: string) {
  return {
    region,
    requestHandler: { connectionTimeout: AWS_CONNECTION_TIMEOUT_MS, requestTimeout: AWS_REQUEST_TIMEOUT_MS },
    ...(endpoint ? { endpoint } : {}),
  };
}
