// `npm run smoke -- --url https://hire.example.com`: a smoke test of a deployed stage (or of the
// local stack). Signs up an employer and a candidate, confirms both, signs them in, posts a job,
// applies to it, then cleans up, printing each step's time; exits non-zero on the first failure.
//
// How it gets the 6-character sign-up codes: a code is stored only as an HMAC keyed by a secret,
// so the table does not give it away, and a deployed stage's email cannot be read from here.
// - Locally (`--mailbox http://localhost:8005`, or `--local`): from aws-ses-v2-local's mailbox,
//   then PUT /api/verify-otp like the confirm screen.
// - On AWS: with the operator's own credentials (this runs on the operator's machine), the
//   script confirms the account through the data layer, exactly as verify-otp does once the code
//   is right (activateAccount, with the stored code's hash). No test-only route or secret
//   exists in any stage, so there is nothing to switch off in prod; the code check itself is
//   what the local run and the integration tests cover.
// The accounts use SES's mailbox simulator (success+<tag>@simulator.amazonses.com): sending to
// it in AWS neither reaches anyone nor counts as a bounce.
//
// Clean-up (whatever was created, even after a failure): the job through the API (delete-job),
// then, with the same credentials, every item of the two users' partitions, their EMAIL#
// items, the company's partition and the job's (its applications), and the Cognito users.
// Account deletion by users is not used: it asks for a password and an emailed code.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import '../local/quiet-sdk-warning.js';
import { ApiClient } from '../tools/api-client.js';
import { latestCode } from '../local/mailbox.js';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    mailbox: { type: 'string' },
    local: { type: 'boolean', default: false },
    table: { type: 'string' },
    'user-pool': { type: 'string' },
    tag: { type: 'string' },
  },
});

function usage(problem: string): never {
  console.error(`${problem}
Usage: npm run smoke -- --url <site> [--mailbox <url> | --local] [--table <name> --user-pool <id>] [--tag <word>]
  On AWS: --table and --user-pool are the stage's table name and user pool id (the Table of
  RemoteHiring-<stage>-Data, the UserPool of RemoteHiring-<stage>-Auth: aws cloudformation
  describe-stack-resources); your AWS credentials and region come from the shell.`);
  process.exit(2);
}

if (!args.url) usage('--url is required.');
const appUrl = args.url.replace(/\/+$/, '');
let mailbox = args.mailbox;
if (args.local) {
  // The running `npm start`: its emulators, credentials, table and pool.
  const { settingsFromEnv } = await import('../local/settings.js');
  const { localEnvironment, localEndpoints } = await import('../local/stack.js');
  const { ensureUserPool } = await import('../local/provision.js');
  const settings = settingsFromEnv();
  Object.assign(process.env, localEnvironment(settings));
  process.env.USER_POOL_ID = (await ensureUserPool(localEndpoints(settings).cognito, settings.userPoolName)).userPoolId;
  mailbox ??= `http://localhost:${settings.ports.ses}`;
}
if (args.table) process.env.TABLE_NAME = args.table;
if (args['user-pool']) process.env.USER_POOL_ID = args['user-pool'];
if (!process.env.TABLE_NAME || !process.env.USER_POOL_ID)
  usage('The table and user pool are needed to confirm and clean up: --table and --user-pool (or --local).');

// After the environment is set: the data layer reads it when first used.
const { activateAccount } = await import('../functions/flows/sign-up.js');
const { codeKey } = await import('../functions/accounts/one-time-codes.js');
const { getUserProfile } = await import('#functions/accounts/users.js');
const { queryItems } = await import('../functions/platform/dynamodb/query-items.js');
const { batchWrite } = await import('../functions/platform/dynamodb/batch-write.js');
const { deleteCognitoUser } = await import('../functions/accounts/cognito-users.js');
const { dynamo } = await import('../functions/platform/clients/dynamodb.js');
const { config } = await import('../functions/platform/config.js');

const tag = args.tag ?? randomUUID().slice(0, 8);
const password = `Smoke-${randomUUID()}`;
const addressOf = (role: string) => `success+smoke-${tag}-${role}@simulator.amazonses.com`;

/** The site's own origin, as a browser's same-origin call carries it. */
const browser = () => new ApiClient({ appUrl }, { 'sec-fetch-site': 'same-origin' });

async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    const result = await work();
    console.log(`ok    ${name.padEnd(34)} ${Math.round(performance.now() - started)} ms`);
    return result;
  } catch (error) {
    console.log(`FAIL  ${name.padEnd(34)} ${Math.round(performance.now() - started)} ms`);
    throw error;
  }
}

async function expectOk<T>(answer: Promise<{ status: number; body: { data: T & { msg?: string } } }>, what: string) {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what} answered ${status}: ${body.data.msg ?? JSON.stringify(body)}`);
  return body.data;
}

interface Account {
  role: 'employer' | 'candidate';
  email: string;
  userID?: string;
  client: ApiClient;
}

async function confirm(account: Account): Promise<void> {
  const userID = account.userID!;
  if (mailbox) {
    const otp = await latestCode(mailbox, account.email);
    await expectOk(account.client.call('PUT', '/api/verify-otp', { json: { userID, otp } }), 'verify-otp');
    return;
  }
  // Operator mode: what verify-otp does once the code is right (see the top of this file).
  const profile = await getUserProfile(userID, { consistent: true });
  const { Item: code } = await dynamo().send(
    new GetCommand({ TableName: config.tableName, Key: codeKey(userID, 'confirm-email'), ConsistentRead: true }),
  );
  if (!profile || !code) throw new Error(`${account.role}: no account or no confirmation code was stored`);
  await activateAccount(profile, code.codeHash as string);
}

async function login(account: Account): Promise<void> {
  await expectOk(
    account.client.call('POST', '/api/login', { json: { email: account.email, password } }),
    `${account.role} login`,
  );
}

/** Deletes every item under `PK`. */
async function deletePartition(pk: string): Promise<number> {
  const items = await queryItems({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk } });
  return batchWrite(items.map((item) => ({ DeleteRequest: { Key: { PK: item.PK, SK: item.SK } } })));
}

const employer: Account = { role: 'employer', email: addressOf('employer'), client: browser() };
const candidate: Account = { role: 'candidate', email: addressOf('candidate'), client: browser() };
let jobID: string | undefined;
let companyID: string | undefined;
let failed = false;

console.log(`Smoke test of ${appUrl} (tag ${tag})`);
try {
  employer.userID = await step('employer sign-up', async () => {
    const data = await expectOk(
      employer.client.call<{ userID: string }>('POST', '/api/employer/signup', {
        json: {
          firstName: 'Smoke',
          lastName: 'Employer',
          email: employer.email,
          password,
          companyName: `Smoke test ${tag}`,
          companySize: '1-10',
          country: 'United Kingdom',
        },
      }),
      'employer sign-up',
    );
    return data.userID;
  });
  await step('employer confirms the email', () => confirm(employer));
  await step('employer login', () => login(employer));
  companyID = (await getUserProfile(employer.userID, { consistent: true }))?.companyID;

  candidate.userID = await step('candidate sign-up', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      firstName: 'Smoke',
      lastName: 'Candidate',
      email: candidate.email,
      jobType: 'part-time',
      jobTitle: 'Smoke Tester',
      country: 'United Kingdom',
      password,
    }))
      form.append(name, value);
    const data = await expectOk(
      candidate.client.call<{ userID: string }>('POST', '/api/candidate/signup', { body: form }),
      'candidate sign-up',
    );
    return data.userID;
  });
  await step('candidate confirms the email', () => confirm(candidate));
  await step('candidate login', () => login(candidate));

  jobID = await step('employer posts a job', async () => {
    const data = await expectOk(
      employer.client.call<{ job: { _id: string } }>('POST', '/api/add-job', {
        json: {
          jobTitle: `Smoke test ${tag} (ignore)`,
          jobType: 'part-time',
          department: 'Engineering',
          country: 'United Kingdom',
          timeZone: 'Europe/London (GMT+00:00)',
          aboutRole: 'A job the smoke test posts and deletes at once.',
          paymentInterval: 'monthly',
          minSalary: 1000,
          maxSalary: 2000,
          currency: 'GBP',
        },
      }),
      'add-job',
    );
    return data.job._id;
  });
  await step('candidate applies', () =>
    expectOk(
      candidate.client.call('POST', '/api/job-application', {
        json: {
          firstName: 'Smoke',
          lastName: 'Candidate',
          email: candidate.email,
          country: 'United Kingdom',
          phoneNo: '+44 20 7946 0000',
          jobID,
        },
      }),
      'job-application',
    ),
  );
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  try {
    if (jobID) {
      const id = jobID;
      await step('employer deletes the job', () =>
        expectOk(employer.client.call('DELETE', '/api/delete-job', { query: { jobID: id } }), 'delete-job'),
      );
    }
    await step('clean-up: items and users', async () => {
      const partitions = [
        ...[employer, candidate].filter((account) => account.userID).map((account) => `USER#${account.userID}`),
        ...[employer, candidate].map((account) => `EMAIL#${account.email.toLowerCase()}`),
        ...(companyID ? [`COMPANY#${companyID}`] : []),
        ...(jobID ? [`JOB#${jobID}`] : []),
      ];
      for (const pk of partitions) await deletePartition(pk);
      for (const account of [employer, candidate]) if (account.userID) await deleteCognitoUser(account.userID);
    });
  } catch (error) {
    failed = true;
    console.error(`Clean-up failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
console.log(failed ? 'Smoke test FAILED' : 'Smoke test passed');
process.exit(failed ? 1 : 0);
