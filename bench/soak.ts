// `npm run bench -- --soak`: mixed traffic as people use the product (searches, job pages,
// sign-ins, applications, stage moves, who-am-I calls, messages read and sent) at a steady rate the machine holds, one
// minute at a time for ten minutes, on one local stack: each minute's requests, errors and
// p50 / p99, and the stack's peak memory in that minute (flat: the last within 10% of the
// second).
import autocannon from 'autocannon';
import type { LoadRequest } from './latency.js';
import type { LoadPlan } from './load-plan.js';
import { samplePeakMemory } from './memory.js';

export interface SoakMinute {
  minute: number;
  requests: number;
  /** Connection errors and time-outs, and answers that were not 2xx. */
  failed: number;
  p50Ms: number;
  p99Ms: number;
  peakRssBytes: number;
}

/** The share of each kind of request, out of 100. */
const MIX: [
  weight: number,
  kind: 'search' | 'jobPage' | 'whoAmI' | 'signIn' | 'apply' | 'move' | 'readMessages' | 'sendMessage',
][] = [
  [34, 'search'],
  [20, 'jobPage'],
  [15, 'whoAmI'],
  [5, 'signIn'],
  [10, 'apply'],
  [10, 'move'],
  // An open conversation asks for new messages every few seconds; a message is sent far less often.
  [5, 'readMessages'],
  [1, 'sendMessage'],
];

/** The n-th request of the mix (deterministic: the same order every run). */
export function mixedRequest(plan: LoadPlan, n: number): LoadRequest {
  let point = (n * 37) % 100;
  for (const [weight, kind] of MIX) {
    if (point < weight) {
      if (kind === 'search') return plan.requests.searchJobs();
      if (kind === 'jobPage') return plan.requests.getJobCandidate();
      if (kind === 'whoAmI') return plan.requests.getUser();
      if (kind === 'signIn') return plan.signIn();
      if (kind === 'apply') return plan.requests.applyToJob();
      if (kind === 'readMessages') return plan.message('read') ?? plan.requests.searchJobs();
      if (kind === 'sendMessage') return plan.message('send') ?? plan.requests.searchJobs();
      return plan.moveStage() ?? plan.requests.searchJobs();
    }
    point -= weight;
  }
  return plan.requests.searchJobs();
}

export async function runSoak(
  target: { baseUrl: string; pid: number },
  plan: LoadPlan,
  options: { minutes: number; secondsPerMinute: number; rate: number; connections: number },
  log: (line: string) => void,
): Promise<SoakMinute[]> {
  const minutes: SoakMinute[] = [];
  let n = 0;
  for (let minute = 1; minute <= options.minutes; minute += 1) {
    const memory = samplePeakMemory(target.pid);
    const result = await autocannon({
      url: target.baseUrl,
      connections: options.connections,
      overallRate: options.rate,
      duration: options.secondsPerMinute,
      requests: [
        {
          setupRequest: (request: autocannon.Request) => {
            const next = mixedRequest(plan, n++);
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
    const figure: SoakMinute = {
      minute,
      requests: result.requests.total,
      failed: result.errors + result.timeouts + result.non2xx,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      peakRssBytes: memory.stop(),
    };
    minutes.push(figure);
    log(
      `  minute ${minute}: ${figure.requests} requests, ${figure.failed} failed, p50 ${figure.p50Ms} ms, p99 ${figure.p99Ms} ms, ${Math.round(figure.peakRssBytes / 2 ** 20)} MiB`,
    );
  }
  return minutes;
}

/** Whether the soak held: no failure, and the last minute's memory within 10% of the second's. */
export function soakVerdict(minutes: SoakMinute[]): { failed: number; memoryFlat: boolean } {
  const failed = minutes.reduce((sum, minute) => sum + minute.failed, 0);
  const second = minutes[1] ?? minutes[0];
  const last = minutes.at(-1);
  const memoryFlat = !!second && !!last && last.peakRssBytes <= second.peakRssBytes * 1.1;
  return { failed, memoryFlat };
}
