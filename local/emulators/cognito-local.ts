// cognito-local, run as a child process (its CLI keeps data in .cognito under its cwd).
import { createRequire } from 'node:module';
import path from 'node:path';
import { startChildUntilReady, waitUntil, type ChildService } from '../child-process.js';

export async function startCognitoLocal(options: { host: string; port: number; dataDir: string; logDir: string }): Promise<ChildService> {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve('cognito-local/package.json'));
  const startScript = path.join(packageDir, 'lib/bin/start.js');
  // Exit when the stack's stdin pipe closes, so cognito-local never outlives the stack.
  const launcher = `process.stdin.on('close', () => process.exit(0)); process.stdin.resume(); require(${JSON.stringify(startScript)});`;
  return startChildUntilReady(
    'cognito',
    process.execPath,
    ['-e', launcher],
    { cwd: options.dataDir, env: { HOST: options.host, PORT: String(options.port) }, logDir: options.logDir },
    (service) =>
      waitUntil('cognito-local', async () => {
        const response = await fetch(`http://${options.host}:${options.port}/`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.ListUserPools' },
          body: JSON.stringify({ MaxResults: 1 }),
        });
        return response.ok;
      }, 120_000, service),
  );
}
