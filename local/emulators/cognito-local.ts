// cognito-local, run as a child process (cognito-local-main.mjs; data in .cognito under its cwd).
import { fileURLToPath } from 'node:url';
import { startChildUntilReady, waitUntil, type ChildService } from '../child-process.js';

export async function startCognitoLocal(options: {
  host: string;
  port: number;
  dataDir: string;
  logDir: string;
}): Promise<ChildService> {
  const launcher = fileURLToPath(new URL('./cognito-local-main.mjs', import.meta.url));
  return startChildUntilReady(
    'cognito',
    process.execPath,
    [launcher],
    { cwd: options.dataDir, env: { HOST: options.host, PORT: String(options.port) }, logDir: options.logDir },
    (service) =>
      waitUntil(
        'cognito-local',
        async () => {
          const response = await fetch(`http://${options.host}:${options.port}/`, {
            method: 'POST',
            headers: {
              'content-type': 'application/x-amz-json-1.1',
              'x-amz-target': 'AWSCognitoIdentityProviderService.ListUserPools',
            },
            body: JSON.stringify({ MaxResults: 1 }),
          });
          return response.ok;
        },
        120_000,
        service,
      ),
  );
}
