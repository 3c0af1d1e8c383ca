// Bounces and complaints through the real local stack: an email to SES's mailbox simulator
// (bounce@ / complaint@simulator.amazonses.com) makes the local SES feed the event to the same
// function AWS runs for it; the address is then recorded as suppressed, the calls that would
// email it answer 422 with a sentence naming it, and nothing more is sent to it. Also the smoke
// test (scripts/smoke.ts) against this stack, so that it cannot rot.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { emailsTo } from '../../../local/mailbox.js';
import { repoRoot } from '../../../local/stack-process.js';
import { ApiClient } from '../../../tools/api-client.js';
import { documentClient } from '../../../tools/test-users.js';

const stack = inject('stack');
const PASSWORD = 'bounce-password-1';

const suppressionOf = async (address: string) =>
  (
    await documentClient(stack).send(
      new GetCommand({
        TableName: stack.env.TABLE_NAME,
        Key: { PK: `SUPPRESSED#${address.toLowerCase()}`, SK: 'SUPPRESSED' },
        ConsistentRead: true,
      }),
    )
  ).Item;

const signUp = (client: ApiClient, email: string) =>
  client.call<{ userID: string }>('POST', '/api/employer/signup', {
    json: {
      firstName: 'Bo',
      lastName: 'Unce',
      email,
      password: PASSWORD,
      companyName: 'Bounce Ltd',
      companySize: '1-10',
      country: 'United Kingdom',
    },
  });

describe('bounced and complained addresses', () => {
  it('records a hard bounce; then "Request again" answers 422 naming the address, and sends nothing', async () => {
    const email = `bounce+${randomUUID().slice(0, 8)}@simulator.amazonses.com`;
    const client = new ApiClient(stack);
    const signup = await signUp(client, email);
    // The first code email goes out (the mailbox got it) and bounces.
    expect(signup.status, signup.body.data.msg).toBe(200);
    expect(await suppressionOf(email)).toMatchObject({ reason: 'bounce', address: email });
    const before = (await emailsTo(stack.mailboxUrl, email)).length;
    expect(before).toBe(1);

    const again = await client.call('POST', '/api/employer/resend-verification', {
      json: { userID: signup.body.data.userID },
    });

    expect(again.status).toBe(422);
    expect(again.body.data.msg).toBe(
      `We can't send email to ${email}: messages to it bounced. Check the address or contact support.`,
    );
    expect((await emailsTo(stack.mailboxUrl, email)).length).toBe(before);

    // Signing up again, or asking for a password reset, with it says the same before any work.
    const second = await signUp(new ApiClient(stack), email.toUpperCase());
    expect(second.status).toBe(422);
    expect(second.body.data.msg).toContain("We can't send email to");
    const reset = await new ApiClient(stack).call('POST', '/api/forgot-password', { json: { email } });
    expect(reset.status).toBe(422);
    expect((await emailsTo(stack.mailboxUrl, email)).length).toBe(before);
  });

  it('records a complaint, and does not suppress an ordinary address', async () => {
    const complaint = `complaint+${randomUUID().slice(0, 8)}@simulator.amazonses.com`;
    expect((await signUp(new ApiClient(stack), complaint)).status).toBe(200);
    expect(await suppressionOf(complaint)).toMatchObject({ reason: 'complaint' });

    const fine = `fine-${randomUUID().slice(0, 8)}@example.com`;
    expect((await signUp(new ApiClient(stack), fine)).status).toBe(200);
    expect(await suppressionOf(fine)).toBeUndefined();
  });
});

describe('npm run smoke', () => {
  it('signs up both roles, posts a job, applies, cleans up and prints each step’s time', async () => {
    const tag = `it${randomUUID().slice(0, 6)}`;
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        [
          path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
          'scripts/smoke.ts',
          '--url',
          stack.appUrl,
          '--mailbox',
          stack.mailboxUrl,
          '--tag',
          tag,
        ],
        { cwd: repoRoot, env: { ...process.env, ...stack.env }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('exit', (exitCode) => resolve({ code: exitCode, output: text }));
    });

    expect(code, output).toBe(0);
    for (const step of [
      'employer sign-up',
      'employer confirms the email',
      'employer login',
      'candidate sign-up',
      'candidate confirms the email',
      'candidate login',
      'employer posts a job',
      'candidate applies',
      'employer deletes the job',
      'clean-up: items and users',
    ])
      expect(output).toMatch(new RegExp(`ok\\s+${step}\\s+\\d+ ms`));
    // Cleaned up: neither account's email is taken any more.
    for (const role of ['employer', 'candidate']) {
      const { Item } = await documentClient(stack).send(
        new GetCommand({
          TableName: stack.env.TABLE_NAME,
          Key: { PK: `EMAIL#success+smoke-${tag}-${role}@simulator.amazonses.com`, SK: 'EMAIL' },
        }),
      );
      expect(Item, role).toBeUndefined();
    }
  }, 60_000);
});
