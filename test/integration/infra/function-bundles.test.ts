// The bundles Lambda runs (infra/function-bundles.ts), called against the real local stack.
// The other integration tests run the handlers' TypeScript through the local gateway; only
// here does the bundler's output meet DynamoDB Local, cognito-local, s3rver and the SES
// mailbox, so code that tree-shaking or minifying broke fails here. Each call runs in a
// fresh Node process outside the repository, with the environment the stack gives handlers.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiHandler } from '#platform/http/api-handler.js';
import { BUNDLE_FILE, bundleHandlers, type FunctionBundle } from '../../../infra/function-bundles.js';
import { routeList, type RouteName } from '../../../shared/routes.js';
import { invoke } from '../../support/lambda-events.js';
import { latestCode } from '../../../local/mailbox.js';

const stack = inject('stack');
const BUNDLED: RouteName[] = ['candidateSignup', 'verifyOtp', 'login', 'getResume', 'getDepartments'];
const RESULT_MARK = 'BUNDLE-RESULT ';

let outDir: string;
let bundles: Map<string, FunctionBundle>;

beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'bundles-on-stack-'));
  bundles = bundleHandlers(
    routeList.filter((route) => BUNDLED.includes(route.name)),
    outDir,
  );
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** A route's bundled handler, each call run in a fresh Node process as Lambda would: one event in, one result out. */
const bundled =
  (name: RouteName): ApiHandler =>
  async (event) => {
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
    return JSON.parse(line!.slice(RESULT_MARK.length));
  };

/** Set-Cookie lines as the browser sends them back: name=value. */
const sentBack = (setCookies: string[]) => setCookies.map((line) => line.split(';')[0]!);

describe('the Lambda bundles on the local stack', () => {
  it('carry the list of breached passwords only where a password is set, as a chunk loaded on demand', () => {
    const withList = (name: RouteName) =>
      bundles.get(name)!.modules.some((module) => module.endsWith('common-passwords-list.ts'));
    expect(BUNDLED.filter(withList)).toEqual(['candidateSignup']);
    const folder = bundles.get('candidateSignup')!.folder;
    const chunk = readdirSync(folder).find((file) => file.startsWith('common-passwords-list-'));
    expect(chunk).toBeDefined();
    const code = readdirSync(folder).map((file) => readFileSync(path.join(folder, file), 'utf8'));
    const quoted = `["'\`]\\./${chunk!.replaceAll('.', '\\.')}["'\`]`;
    expect(code.some((text) => new RegExp(`import\\(${quoted}\\)`).test(text))).toBe(true);
    expect(code.some((text) => new RegExp(`from\\s*${quoted}`).test(text))).toBe(false);
  });

  it('answers a public read from DynamoDB (the smallest bundle)', async () => {
    const answer = await invoke(bundled('getDepartments'));
    expect(answer.status, answer.data.msg).toBe(200);
    expect(answer.data.departments.length).toBeGreaterThan(0);
  });

  it('signs a candidate up with a PDF, confirms the emailed code, logs in and links the resume', async () => {
    const email = `bundled-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'bundled-password-1';
    const form = new FormData();
    const fields = {
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      jobType: 'full-time',
      jobTitle: 'Compiler engineer',
      country: 'United States of America',
      password,
    };
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    form.append('resume', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'cv.pdf');

    // Multipart parsing, S3, Cognito, SES and DynamoDB in one call.
    const multipart = new Response(form);
    const signup = await invoke(bundled('candidateSignup'), {
      method: 'POST',
      body: Buffer.from(await multipart.arrayBuffer()),
      contentType: multipart.headers.get('content-type')!,
    });
    expect(signup.status, signup.data.msg).toBe(200);
    const { userID } = signup.data;

    const otp = await latestCode(stack.mailboxUrl, email);
    const verified = await invoke(bundled('verifyOtp'), {
      method: 'PUT',
      json: { userID, otp },
      cookies: sentBack(signup.cookies),
    });
    expect(verified.status, verified.data.msg).toBe(200);

    const login = await invoke(bundled('login'), { method: 'POST', json: { email, password } });
    expect(login.status, login.data.msg).toBe(200);
    expect(login.data.user).toMatchObject({ role: 'candidate', jobTitle: 'Compiler engineer' });

    // The session cookie opens the session whose record login stored.
    const resumePath = login.data.user.resumePath as string;
    const link = await invoke(bundled('getResume'), { query: { resumePath }, cookies: sentBack(login.cookies) });
    expect(link.status, link.data.msg).toBe(200);
    const file = await fetch(link.data.signedUrl as string);
    expect(file.status).toBe(200);
    expect((await file.text()).startsWith('%PDF-')).toBe(true);
  });
});
