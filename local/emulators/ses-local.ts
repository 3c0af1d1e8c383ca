// aws-ses-v2-local, in process: takes SES v2 SendEmail calls and shows the mailbox page.
import type { Server } from 'node:http';
import sesModule from 'aws-ses-v2-local';

// A CommonJS package whose server function is its `default` export.
const sesLocal = sesModule.default;

export async function startSesLocal(options: { host: string; port: number }): Promise<{ stop(): Promise<void> }> {
  const server = (await sesLocal({ host: options.host, port: options.port })) as unknown as Server;
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
