// Links in invitation emails come from configuration only: the stage's SSM parameter (or
// SITE_URL), never the request. A request's Origin is whatever its sender wrote: believed, it
// would let anyone have us email a real invitation that links to their site, token included.
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '#platform/observability/logger.js';
import { handler as inviteTeammate } from '#functions/teams/handlers/invite-teammate.js';
import { handler as resendInvitation } from '#functions/teams/handlers/resend-invitation.js';
import { answerBatchGetsFromGets } from '../support/batch-gets.js';
import {
  USER_ID,
  afterEachTest,
  awsError,
  call,
  dynamo,
  profile,
  resetMocks,
  ses,
  storeItem,
} from '../support/accounts.js';

const ssm = mockClient(SSMClient);
const COMPANY_ID = '33333333-3333-4333-8333-333333333333';
const SITE = 'https://d111111abcdef8.cloudfront.net';
/** What a forged request says: a browser would not send it, but anyone's script may. */
const EVIL_HEADERS = { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' };
const company = {
  PK: `COMPANY#${COMPANY_ID}`,
  SK: 'COMPANY',
  entity: 'COMPANY',
  companyID: COMPANY_ID,
  ownerID: USER_ID,
};
const configuredSiteUrl = process.env.SITE_URL;
// The address is read once per container and parameter name: each test names its own parameter.
let parameterName: string;
let tests = 0;

const invite = (handler: typeof inviteTeammate = inviteTeammate) =>
  call(handler, { signedIn: true, json: { email: 'new@example.com' }, headers: EVIL_HEADERS });
const emailedText = (n = 0) => ses.commandCalls(SendEmailCommand)[n]!.args[0].input.Content!.Simple!.Body!.Text!.Data!;

beforeEach(() => {
  resetMocks();
  ssm.reset();
  answerBatchGetsFromGets(dynamo);
  dynamo.on(GetCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1 } });
  dynamo.on(TransactWriteCommand).resolves({});
  ses.on(SendEmailCommand).resolves({});
  storeItem(company);
  storeItem(profile({ companyID: COMPANY_ID }));
  storeItem({ PK: company.PK, SK: 'INVITE#new@example.com', email: 'new@example.com', tokenHash: 'old-hash' });
  dynamo.on(QueryCommand).resolves({
    Items: [company, { PK: company.PK, SK: `MEMBER#${USER_ID}`, entity: 'MEMBER', userID: USER_ID, joinedAt: 'x' }],
  });
  // A stage on CloudFront's domain: no SITE_URL, the parameter's name instead.
  delete process.env.SITE_URL;
  tests += 1;
  parameterName = `/remote-hiring/unit-${tests}/site-url`;
  process.env.SITE_URL_PARAMETER = parameterName;
  ssm.on(GetParameterCommand, { Name: parameterName }).resolves({ Parameter: { Name: parameterName, Value: SITE } });
});
afterEach(() => {
  afterEachTest();
  vi.restoreAllMocks();
  delete process.env.SITE_URL_PARAMETER;
  if (configuredSiteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = configuredSiteUrl;
});

describe("invitation links: the configured site's address, never the request's", () => {
  it.each([
    ['invite-teammate', inviteTeammate],
    ['resend-invitation', resendInvitation],
  ])(
    "%s links to the address in the stage's SSM parameter, whatever Origin the request claims",
    async (_name, handler) => {
      const answer = await invite(handler);

      expect(answer.status, JSON.stringify(answer.data)).toBe(200);
      const text = emailedText();
      expect(text).not.toContain('evil.example');
      expect(text).toMatch(new RegExp(`${SITE.replaceAll('.', '\\.')}/join/[A-Za-z0-9_-]{43}`));
      expect(ssm.commandCalls(GetParameterCommand).map((c) => c.args[0].input)).toEqual([{ Name: parameterName }]);
    },
  );

  it('reads the parameter once per container, not once per email', async () => {
    expect((await invite()).status).toBe(200);
    expect((await invite(resendInvitation)).status).toBe(200);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
    expect(ssm.commandCalls(GetParameterCommand)).toHaveLength(1);
  });

  it('uses SITE_URL when the stage sets it (a custom domain, the local stack), without asking SSM', async () => {
    process.env.SITE_URL = 'https://hire.example.org/';
    expect((await invite()).status).toBe(200);
    expect(emailedText()).toContain('https://hire.example.org/join/');
    expect(emailedText()).not.toContain('evil.example');
    expect(ssm.calls()).toHaveLength(0);
  });

  it.each([
    ['neither SITE_URL nor the parameter name is set', () => delete process.env.SITE_URL_PARAMETER],
    [
      'the parameter does not exist',
      () => ssm.on(GetParameterCommand).rejects(awsError('ParameterNotFound', { $metadata: { httpStatusCode: 400 } })),
    ],
    [
      'the parameter holds no https address',
      () => ssm.on(GetParameterCommand).resolves({ Parameter: { Name: parameterName, Value: '/join' } }),
    ],
  ])('answers 500 and logs an error when %s, before any invitation is written or sent', async (_case, misconfigure) => {
    misconfigure();
    const logged = vi.spyOn(logger, 'error');

    const answer = await invite();

    expect(answer.status).toBe(500);
    expect(logged).toHaveBeenCalledWith('the site address is not configured', expect.anything());
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('tries the parameter again on the next request after a failed read (SSM busy: 503)', async () => {
    ssm
      .on(GetParameterCommand)
      .rejectsOnce(awsError('ThrottlingException', { $fault: 'client', $retryable: {}, $metadata: {} }))
      .resolves({ Parameter: { Name: parameterName, Value: SITE } });

    expect((await invite()).status).toBe(503);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect((await invite()).status).toBe(200);
    expect(emailedText()).toContain(`${SITE}/join/`);
  });
});
