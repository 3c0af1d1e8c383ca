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
   * An already-built copy of the SPA to serve as it is (LOCAL_WEB_DIR: the benchmark's own
   * snapshot, which another stack rebuilding web/dist cannot change under it). Unset: web/dist,
   * built first when stale.
   */
  webDir?: string;
}

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
    webDir: process.env.LOCAL_WEB_DIR || undefined,
  };
}
