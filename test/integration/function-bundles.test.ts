// The bundles Lambda runs (infra/function-bundles.ts), called against the real local stack.
// The other integration tests run the handlers' TypeScript through the local gateway; only
// here does the bundler's output meet DynamoDB Local, cognito-local, s3rver and the SES
// mailbox, so code that tree-shaking or minifying broke fails here. Each call runs in a
// fresh Node process outside the repository, with the environment the stack gives handlers.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BUNDLE_FILE, bundleHandlers, type FunctionBundle } from '../../infra/function-bundles.js';
import { routeList, routes, type RouteName } from '../../shared/routes.js';
import { httpEvent } from '../support/lambda-events.js';
import { latestCode } from '../support/mailbox.js';

const stack = inject('stack');
const BUNDLED: RouteName[] = ['candidateSignup', 'verifyOtp', 'login', 'getResume', 'getDepartments'];
const RESULT_MARK = 'BUNDLE-RESULT ';

interface BundleAnswer {
  status: number;
  data: Record<string, any> & { msg?: string };
  /** name=value of each Set-Cookie line, ready to send back. */
  cookies: string[];
}

let outDir: string;
let bundles: Map<string, FunctionBundle>;

beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'bundles-on-stack-'));
  bundles = bundleHandlers(routeList.filter((route) => BUNDLED.includes(route.name)), outDir);
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Calls a route's bundled handler in a fresh Node process, as Lambda would: one event in, one result out. */
function invokeBundle(name: RouteName, event: APIGatewayProxyEventV2): BundleAnswer {
  const file = pathToFileURL(path.join(bundles.get(name)!.folder, BUNDLE_FILE)).href;
  // Logs go to stdout too: the result is the line after the mark.
  const script = `
    import { readFileSync } from 'node:fs';
    const { handler } = await import(${JSON.stringify(file)});
    const context = { functionName: ${JSON.stringify(name)}, awsRequestId: 'bundle-test', getRemainingTimeInMillis: () => 10000 };
    const result = await handler(JSON.parse(readFileSync(0, 'utf8')), context);
    process.stdout.write('\\n${RESULT_MARK}' + JSON.stringify(result));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: outDir,
    input: JSON.stringify(event),
    encoding: 'utf8',
    // Lambda runs Node 24; this machine's Node 20 would draw the SDK's end-of-support warning.
    env: { PATH: process.env.PATH, ...stack.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  });
  expect(run.stderr, name).toBe('');
  const line = run.stdout.split('\n').find((text) => text.startsWith(RESULT_MARK));
  expect(line, `${name} printed no result:\n${run.stdout}`).toBeDefined();
  const result = JSON.parse(line!.slice(RESULT_MARK.length)) as { statusCode: number; body: string; cookies?: string[] };
  return {
    status: result.statusCode,
    data: (JSON.parse(result.body) as { data: BundleAnswer['data'] }).data,
    cookies: (result.cookies ?? []).map((line) => line.split(';')[0]!),
  };
}

/** An API Gateway event for a route, with a JSON or multipart body. */
async function eventFor(name: RouteName, options: { json?: unknown; form?: FormData; query?: Record<string, string>; cookies?: string[] } = {}) {
  const { method, path: routePath } = routes[name];
  const multipart = options.form ? new Response(options.form) : undefined;
  return httpEvent({
    method,
    path: routePath,
    query: options.query,
    cookies: options.cookies,
    headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    ...(multipart
      ? { body: Buffer.from(await multipart.arrayBuffer()), contentType: multipart.headers.get('content-type')! }
      : options.json !== undefined
        ? { body: JSON.stringify(options.json), contentType: 'application/json' }
        : {}),
  });
}

describe('the Lambda bundles on the local stack', () => {
  it('answers a public read from DynamoDB (the smallest bundle)', async () => {
    const answer = invokeBundle('getDepartments', await eventFor('getDepartments'));
    expect(answer.status, answer.data.msg).toBe(200);
    expect(answer.data.departments.length).toBeGreaterThan(0);
  });

  it('signs a candidate up with a PDF, confirms the emailed code, logs in and links the resume', async () => {
    const email = `bundled-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'bundled-password-1';
    const form = new FormData();
    const fields = { firstName: 'Grace', lastName: 'Hopper', email, jobType: 'full-time', jobTitle: 'Compiler engineer', country: 'United States of America', password };
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    form.append('resume', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'cv.pdf');

    // Multipart parsing, S3, Cognito, SES and DynamoDB in one call.
    const signup = invokeBundle('candidateSignup', await eventFor('candidateSignup', { form }));
    expect(signup.status, signup.data.msg).toBe(200);
    const { userID } = signup.data;

    const otp = await latestCode(stack.mailboxUrl, email);
    const verified = invokeBundle('verifyOtp', await eventFor('verifyOtp', { json: { userID, otp }, cookies: signup.cookies }));
    expect(verified.status, verified.data.msg).toBe(200);

    const login = invokeBundle('login', await eventFor('login', { json: { email, password } }));
    expect(login.status, login.data.msg).toBe(200);
    expect(login.data.user).toMatchObject({ role: 'candidate', jobTitle: 'Compiler engineer' });

    // The session cookies check the Cognito token against the pool's keys (aws-jwt-verify).
    const resumePath = login.data.user.resumePath as string;
    const link = invokeBundle('getResume', await eventFor('getResume', { query: { resumePath }, cookies: login.cookies }));
    expect(link.status, link.data.msg).toBe(200);
    const file = await fetch(link.data.signedUrl as string);
    expect(file.status).toBe(200);
    expect((await file.text()).startsWith('%PDF-')).toBe(true);
  });
});
