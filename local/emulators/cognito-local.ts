// cognito-local, run as a child process (its CLI keeps data in .cognito under its cwd).
import { createRequire } from 'node:module';
import path from 'node:path';
import { startChild, waitUntil, type ChildService } from '../child-process.js';

export async function startCognitoLocal(options: { host: string; port: number; dataDir: string; logDir: string }): Promise<ChildService> {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve('cognito-local/package.json'));
  const service = startChild('cognito', process.execPath, [path.join(packageDir, 'lib/bin/start.js')], {
    cwd: options.dataDir,
    env: { HOST: options.host, PORT: String(options.port) },
    logDir: options.logDir,
  });
  await waitUntil('cognito-local', async () => {
    const response = await fetch(`http://${options.host}:${options.port}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.ListUserPools' },
      body: JSON.stringify({ MaxResults: 1 }),
    });
    return response.ok;
  }, 60_000, service);
  return service;
}
