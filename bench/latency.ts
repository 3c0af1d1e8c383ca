// Figure 2: latency and throughput of API calls under load (autocannon), on the local stack.
import autocannon from 'autocannon';

export interface LatencyFigure {
  call: string;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  requests: number;
  errors: number;
  non2xx: number;
}

export interface LoadRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Runs `connections` connections for `seconds`, as fast as the stack answers; or, given
 * `paced`, sends exactly `paced.requests` requests at `paced.perSecond` a second over them (a
 * burst of visitors rather than a saturating load). `next` makes each request (e.g. a fresh
 * candidate/job pair for applications), so writes can be measured without conflicts.
 */
export async function loadTest(
  options: {
    call: string;
    baseUrl: string;
    connections: number;
    next: () => LoadRequest;
  } & ({ seconds: number } | { paced: { requests: number; perSecond: number } }),
): Promise<LatencyFigure> {
  const result = await autocannon({
    url: options.baseUrl,
    connections: options.connections,
    ...('paced' in options
      ? { amount: options.paced.requests, overallRate: options.paced.perSecond }
      : { duration: options.seconds }),
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          const next = options.next();
          return {
            ...request,
            method: next.method,
            path: next.path,
            headers: { ...request.headers, ...next.headers },
            body: next.body,
          };
        },
      },
    ],
  });
  return {
    call: options.call,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
