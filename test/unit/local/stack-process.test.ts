// The test stack's ports (local/stack-process.ts): distinct and free.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePorts } from '../../../local/stack-process.js';

const bind = (port: number) =>
  new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });

describe('freePorts', () => {
  it('gives as many distinct ports as asked, each free to listen on', async () => {
    const ports = await freePorts(12);
    expect(ports).toHaveLength(12);
    expect(new Set(ports).size).toBe(12);
    for (const port of ports) await bind(port);
  });
});
