// Where the local stack keeps its data and which ports it uses. Everything can be
// overridden from the environment, so tests can run a second stack beside a developer's.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface StackSettings {
  dataDir: string;
  host: string;
  ports: { app: number; dynamodb: number; s3: number; cognito: number; ses: number };
  tableName: string;
  filesBucket: string;
  userPoolName: string;
  senderEmail: string;
  operatorsEmail: string;
  /**
   * The accounts that are operators (OPERATOR_ACCOUNTS: emails, comma-separated), besides those
   * `npm run operator` marks; handed to the functions as it is (platform/config.ts reads it).
   */
  operatorAccounts: string;
  /**
   * An already-built copy of the SPA to serve as it is (LOCAL_WEB_DIR: the benchmark's own
   * snapshot, which another stack rebuilding web/dist cannot change under it). Unset: web/dist,
   * built first when stale.
   */
  webDir?: string;
  /** DynamoDB Local's Java heap (LOCAL_DYNAMODB_HEAP, as java's -Xmx takes it: 1g, 768m). */
  dynamodbHeap: string;
}

/**
 * Enough for a table of 100,000 jobs with their search entries: every read is a bounded
 * Query or a Scan page with a Limit, so the heap holds pages, not the table. An unbounded
 * Scan with a filter made DynamoDB Local hold the whole table and run out of heap.
 */
export const DEFAULT_DYNAMODB_HEAP = '1g';

const port = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export function settingsFromEnv(): StackSettings {
  return {
    dataDir: path.resolve(repoRoot, process.env.LOCAL_DATA_DIR ?? '.local'),
    host: '127.0.0.1',
    ports: {
      app: port('PORT', 3000),
      dynamodb: port('LOCAL_DYNAMODB_PORT', 8000),
      s3: port('LOCAL_S3_PORT', 4569),
      cognito: port('LOCAL_COGNITO_PORT', 9229),
      ses: port('LOCAL_SES_PORT', 8005),
    },
    tableName: 'remote-hiring',
    filesBucket: 'remote-hiring-files',
    userPoolName: 'remote-hiring-users',
    senderEmail: 'no-reply@remote-hiring.local',
    operatorsEmail: 'operators@remote-hiring.local',
    operatorAccounts: process.env.OPERATOR_ACCOUNTS ?? '',
    webDir: process.env.LOCAL_WEB_DIR || undefined,
    dynamodbHeap: /^\d+[mg]$/i.test(process.env.LOCAL_DYNAMODB_HEAP ?? '')
      ? process.env.LOCAL_DYNAMODB_HEAP!
      : DEFAULT_DYNAMODB_HEAP,
  };
}
