// AWS's DynamoDB Local (the jar shipped by amplify-dynamodb-simulator), run with Java and
// bound to 127.0.0.1 by our small launcher. Data lives on disk in dataDir.
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../settings.js';
import { startChildUntilReady, waitUntil, type ChildService } from '../child-process.js';
import { LOCAL_CREDENTIALS } from '../provision.js';

export async function startDynamoDbLocal(options: {
  host: string;
  port: number;
  dataDir: string;
  logDir: string;
  /** Java's -Xmx. */
  heap: string;
}): Promise<ChildService> {
  const require = createRequire(import.meta.url);
  const emulatorDir = path.join(path.dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
  const libDir = path.join(emulatorDir, 'DynamoDBLocal_lib');
  const classPath = [path.join(emulatorDir, 'DynamoDBLocal.jar'), path.join(libDir, '*')].join(path.delimiter);
  const client = new DynamoDBClient({
    endpoint: `http://${options.host}:${options.port}`,
    region: 'us-east-1',
    credentials: LOCAL_CREDENTIALS,
  });
  return startChildUntilReady(
    'dynamodb',
    'java',
    [
      `-Djava.library.path=${libDir}`,
      `-Ddynamodb.host=${options.host}`,
      `-Xmx${options.heap}`,
      // Out of heap, the JVM stops at once instead of answering every request with a 500.
      '-XX:+ExitOnOutOfMemoryError',
      '-cp',
      classPath,
      path.join(repoRoot, 'local/dynamodb/LoopbackDynamoDbLocal.java'),
      '-port',
      String(options.port),
      '-dbPath',
      options.dataDir,
      '-sharedDb',
      '-disableTelemetry',
    ],
    { cwd: options.dataDir, logDir: options.logDir },
    async (service) => {
      try {
        await waitUntil(
          'DynamoDB Local (needs Java 17+ on the PATH)',
          async () => {
            await client.send(new ListTablesCommand({}));
            return true;
          },
          180_000,
          service,
        );
      } finally {
        client.destroy();
      }
    },
  );
}
