// aws-ses-v2-local, in process: takes SES v2 SendEmail calls and shows the mailbox page. It
// listens on a port of its own behind a small proxy on the stack's SES port, which also plays
// SES's mailbox simulator (ses-simulator.ts): the events of an accepted email to a simulator
// address go to `onEmailEvent` before the caller gets its answer, so that the next request
// already sees their effect.
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sesModule from 'aws-ses-v2-local';
import { simulatorEvents } from './ses-simulator.js';

// A CommonJS package whose server function is its `default` export.
const sesLocal = sesModule.default;

const SEND_EMAIL_PATH = '/v2/email/outbound-emails';

export async function startSesLocal(options: {
  host: string;
  port: number;
  onEmailEvent?: (event: object) => Promise<unknown>;
}): Promise<{ stop(): Promise<void> }> {
  const inner = (await sesLocal({ host: '127.0.0.1', port: 0 })) as unknown as Server;
  const innerPort = (inner.address() as AddressInfo).port;

  const simulate = async (requestBody: Buffer, answer: Buffer) => {
    if (!options.onEmailEvent) return;
    const request = JSON.parse(requestBody.toString('utf8')) as Parameters<typeof simulatorEvents>[0];
    const { MessageId } = JSON.parse(answer.toString('utf8')) as { MessageId?: string };
    for (const event of simulatorEvents(request, MessageId ?? 'local')) await options.onEmailEvent(event);
  };

  const front = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const upstream = http.request(
        { host: '127.0.0.1', port: innerPort, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => parts.push(chunk));
          answer.on('end', () => {
            const payload = Buffer.concat(parts);
            const sent =
              req.method === 'POST' && req.url?.split('?')[0] === SEND_EMAIL_PATH && answer.statusCode === 200;
            void (sent ? simulate(body, payload) : Promise.resolve())
              .catch((error: unknown) => console.error('[ses-local] mailbox simulator event failed:', error))
              .finally(() => {
                res.writeHead(answer.statusCode ?? 502, answer.headers);
                res.end(payload);
              });
          });
        },
      );
      upstream.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(options.port, options.host, () => resolve());
  });

  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { stop: async () => void (await Promise.all([close(front), close(inner)])) };
}
