// The whole product on one machine: emulators, provisioning, the local gateway and the SPA.
// `npm start` (start.ts) and the test harness both use startStack().
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { SEED_DEPARTMENTS } from '#shared/constants.js';
import { WEB_RENDERER } from '#shared/job-page.js';
import { startCognitoLocal } from './emulators/cognito-local.js';
import { startDynamoDbLocal } from './emulators/dynamodb-local.js';
import { startS3Local } from './emulators/s3-local.js';
import { startSesLocal } from './emulators/ses-local.js';
import { startCompanyRenames, type LocalCompanyRenames } from './company-renames.js';
import { startDataMigrations, type RunningMigrations } from './data-migrations.js';
import { createGateway, localInvocation } from './gateway.js';
import { LOCAL_CREDENTIALS, ensureBucket, ensureTable, ensureUserPool } from './provision.js';
import { explainDatabaseStopped, otherStackUsing, stackPidFile, StackInUse } from './start-problems.js';
import type { StackSettings } from './settings.js';
import { readWebReleasedAt } from '../infra/web-release.js';
import { buildWebIfStale, webDist } from './web-build.js';

export interface RunningStack {
  appUrl: string;
  mailboxUrl: string;
  /** The environment the handlers run with (endpoints, names, IDs). */
  env: Record<string, string>;
  /** The data migrations an older data folder still needed, running in the background. */
  migrations: RunningMigrations;
  stop(): Promise<void>;
}

type Stoppable = { stop(): Promise<void> };

interface LocalSecrets {
  onboardingSecret: string;
  codeHashSecret: string;
  /** What a test sends in x-origin-verify to act as CloudFront (client-address.ts). */
  originVerifySecret: string;
}

/**
 * Secrets made once per data folder, so sessions, onboarding cookies and codes survive
 * restarts; one missing from an older folder is made and added.
 */
function localSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, 'secrets.json');
  const stored = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LocalSecrets>) : {};
  const secrets: LocalSecrets = {
    onboardingSecret: stored.onboardingSecret ?? randomBytes(32).toString('base64url'),
    codeHashSecret: stored.codeHashSecret ?? randomBytes(32).toString('base64url'),
    originVerifySecret: stored.originVerifySecret ?? randomBytes(32).toString('base64url'),
  };
  if (
    stored.onboardingSecret !== secrets.onboardingSecret ||
    stored.codeHashSecret !== secrets.codeHashSecret ||
    stored.originVerifySecret !== secrets.originVerifySecret
  )
    fs.writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

/** The emulators' addresses. */
export function localEndpoints({ host, ports }: StackSettings) {
  return {
    dynamodb: `http://${host}:${ports.dynamodb}`,
    s3: `http://${host}:${ports.s3}`,
    cognito: `http://${host}:${ports.cognito}`,
    ses: `http://${host}:${ports.ses}`,
  };
}

/**
 * The handlers' environment that follows from the settings alone: all of it but the user
 * pool's IDs and the onboarding key, which startStack adds. `npm run send-alerts` runs the
 * digest with it against a running stack.
 */
export function localEnvironment(settings: StackSettings): Record<string, string> {
  const endpoints = localEndpoints(settings);
  return {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    TABLE_NAME: settings.tableName,
    FILES_BUCKET: settings.filesBucket,
    DYNAMODB_ENDPOINT: endpoints.dynamodb,
    S3_ENDPOINT: endpoints.s3,
    COGNITO_ENDPOINT: endpoints.cognito,
    SES_ENDPOINT: endpoints.ses,
    SENDER_EMAIL: settings.senderEmail,
    // aws-ses-v2-local takes it; the mailbox simulator (emulators/ses-simulator.ts) needs it, as SES does.
    SES_CONFIGURATION_SET: 'remote-hiring-local',
    OPERATORS_EMAIL: settings.operatorsEmail,
    OPERATOR_ACCOUNTS: settings.operatorAccounts,
    SITE_URL: `http://localhost:${settings.ports.app}`,
    INSECURE_COOKIES: 'true',
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    POWERTOOLS_DEV: 'true',
    // No CloudWatch to read metrics and no X-Ray daemon here: neither prints a line.
    POWERTOOLS_METRICS_DISABLED: 'true',
    POWERTOOLS_TRACE_ENABLED: 'false',
  };
}

export async function startStack(
  settings: StackSettings,
  log: (line: string) => void = console.log,
): Promise<RunningStack> {
  const { host, ports, dataDir, webDir } = settings;
  const dirs = {
    dynamodb: path.join(dataDir, 'dynamodb'),
    s3: path.join(dataDir, 's3'),
    cognito: path.join(dataDir, 'cognito'),
    logs: path.join(dataDir, 'logs'),
  };
  for (const dir of Object.values(dirs)) fs.mkdirSync(dir, { recursive: true });
  // Two stacks on one folder would share DynamoDB Local's database file, which it locks.
  const other = otherStackUsing(dataDir);
  if (other) throw new StackInUse(dataDir, other);
  fs.writeFileSync(stackPidFile(dataDir), String(process.pid));

  const running: Stoppable[] = [];
  let gateway: http.Server | undefined;
  let migrations: RunningMigrations | undefined;
  let renames: LocalCompanyRenames | undefined;
  let stopping = false;
  const stop = async () => {
    stopping = true;
    // Before DynamoDB Local goes: the step under way finishes and records its checkpoint.
    await migrations?.stop();
    if (gateway) {
      const server = gateway;
      gateway = undefined;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    // After the gateway, which queues them; before DynamoDB Local, which the page under way writes.
    await renames?.stop();
    await Promise.allSettled(running.splice(0).map((service) => service.stop()));
    fs.rmSync(stackPidFile(dataDir), { force: true });
  };

  try {
    const track = <T extends Stoppable>(service: T) => {
      running.push(service);
      return service;
    };
    log('Starting DynamoDB Local, S3, Cognito and SES emulators...');
    const started = await Promise.allSettled([
      startDynamoDbLocal({
        host,
        port: ports.dynamodb,
        dataDir: dirs.dynamodb,
        logDir: dirs.logs,
        heap: settings.dynamodbHeap,
      })
        .then(track)
        .then((database) => {
          database.child.once('exit', () => {
            if (!stopping) log(`\n${explainDatabaseStopped(settings, database.logFile)}`);
          });
        }),
      startCognitoLocal({ host, port: ports.cognito, dataDir: dirs.cognito, logDir: dirs.logs }).then(track),
      startS3Local({ host, port: ports.s3, dataDir: dirs.s3 }).then(track),
      startSesLocal({
        host,
        port: ports.ses,
        // Bounces and complaints of the mailbox simulator reach the function AWS runs for them.
        onEmailEvent: async (event) => {
          const { handler } = await import('#functions/email-events/handlers/record-suppression.js');
          return handler(event, localInvocation('recordSuppression'));
        },
      }).then(track),
      webDir ? Promise.resolve() : buildWebIfStale(log),
    ]);
    const failure = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) throw failure.reason;

    const endpoints = localEndpoints(settings);
    const table = await ensureTable(endpoints.dynamodb, settings.tableName);
    await ensureBucket(endpoints.s3, settings.filesBucket);
    const pool = await ensureUserPool(endpoints.cognito, settings.userPoolName);

    const env: Record<string, string> = {
      ...localEnvironment(settings),
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.clientId,
      ONBOARDING_SECRET: localSecrets(dataDir).onboardingSecret,
      CODE_HASH_SECRET: localSecrets(dataDir).codeHashSecret,
      // No CloudFront here: the gateway sends no viewer address, and a caller that sends one
      // is believed only with this secret (what the integration tests do).
      ORIGIN_VERIFY_SECRET: localSecrets(dataDir).originVerifySecret,
      // The job pages' function renders with the server renderer of the build it serves.
      WEB_RENDERER_DIR: path.join(webDir ?? webDist, WEB_RENDERER.dir),
      // The sitemap's lastmod of the public pages: when the served build was made.
      SITE_RELEASED_AT: readWebReleasedAt(webDir ?? webDist),
    };
    Object.assign(process.env, env);

    const { seedDepartments } = await import('#functions/jobs/departments.js');
    await seedDepartments(SEED_DEPARTMENTS);
    const dataMigrations = await startDataMigrations(table.created, log);
    migrations = dataMigrations;
    // The company rename queue's worker, in process (AWS runs it on SQS).
    renames = await startCompanyRenames(log);

    const server = createGateway({ webDir: webDir ?? webDist, photoOrigins: [endpoints.s3], siteUrl: env.SITE_URL! });
    gateway = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(ports.app, host, () => resolve());
    });
    return {
      appUrl: `http://localhost:${ports.app}`,
      mailboxUrl: `http://localhost:${ports.ses}`,
      env,
      migrations: dataMigrations,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
