// Invitations with mocked AWS clients (docs/product/teams.md): only the token's hash is
// stored, only the Owner invites, and a link that expired, was used, revoked or replaced is
// refused with its reason before anything is made.
import { createHash } from 'node:crypto';
import { AdminCreateUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handler as acceptInvitation } from '#functions/teams/handlers/accept-invitation.js';
import { handler as inviteTeammate } from '#functions/teams/handlers/invite-teammate.js';
import { handler as joinCompany } from '#functions/teams/handlers/join-company.js';
import { INVITATION_MSG } from '#shared/schemas/teams.js';
import { TEAM_MAX, TEAM_MSG } from '#functions/teams/team-messages.js';
import { answerBatchGetsFromGets } from '../support/batch-gets.js';
import {
  OTHER_ID,
  USER_ID,
  afterEachTest,
  call,
  cancelled,
  cognito,
  dynamo,
  profile,
  resetMocks,
  ses,
  storeItem,
} from '../support/accounts.js';

const COMPANY_ID = '33333333-3333-4333-8333-333333333333';
const TOKEN = 'b'.repeat(43);
const hash = (token: string) => createHash('sha256').update(token).digest('base64url');
const company = {
  PK: `COMPANY#${COMPANY_ID}`,
  SK: 'COMPANY',
  entity: 'COMPANY',
  companyID: COMPANY_ID,
  ownerID: USER_ID,
};
const tokenItem = (overrides: Record<string, unknown> = {}) => ({
  PK: `INVITATION#${hash(TOKEN)}`,
  SK: 'INVITATION',
  companyID: COMPANY_ID,
  companyName: 'Analytical Engines',
  email: 'ada@example.com',
  state: 'pending',
  linkExpiresAt: new Date(Date.now() + 60_000).toISOString(),
  ...overrides,
});
const accept = () =>
  call(acceptInvitation, { json: { token: TOKEN, firstName: 'Grace', lastName: 'Hopper', password: 'long-password' } });

beforeEach(() => {
  resetMocks();
  answerBatchGetsFromGets(dynamo);
  dynamo.on(GetCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1 } });
  dynamo.on(TransactWriteCommand).resolves({});
  ses.on(SendEmailCommand).resolves({});
  storeItem(company);
  dynamo.on(QueryCommand).resolves({
    Items: [company, { PK: company.PK, SK: `MEMBER#${USER_ID}`, entity: 'MEMBER', userID: USER_ID, joinedAt: 'x' }],
  });
});
afterEach(afterEachTest);

describe('invite-teammate', () => {
  it('stores the hash of the emailed token, never the token, with the Owner check in the same write', async () => {
    storeItem(profile({ companyID: COMPANY_ID }));
    const answer = await call(inviteTeammate, { signedIn: true, json: { email: 'New@Example.com' } });

    expect(answer.status, JSON.stringify(answer.data)).toBe(200);
    const text = ses.commandCalls(SendEmailCommand)[0]!.args[0].input.Content!.Simple!.Body!.Text!.Data!;
    const token = /\/join\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;
    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.ConditionCheck).toMatchObject({
      Key: { PK: company.PK, SK: 'COMPANY' },
      ConditionExpression: 'ownerID = :me',
    });
    expect(items[1]!.Put!.Item).toMatchObject({ SK: 'INVITE#new@example.com', tokenHash: hash(token) });
    expect(items[2]!.Put!.Item).toMatchObject({ PK: `INVITATION#${hash(token)}`, state: 'pending' });
    expect(JSON.stringify(items)).not.toContain(token);
    const days = (Date.parse(items[2]!.Put!.Item!.linkExpiresAt as string) - Date.now()) / 86_400_000;
    expect(days).toBeCloseTo(7, 1);
  });

  it(`refuses a new invitation past ${TEAM_MAX} members and invitations with 409, and resends one`, async () => {
    storeItem(profile({ companyID: COMPANY_ID }));
    const seats = Array.from({ length: TEAM_MAX }, (_, i) =>
      i < 150 ? { PK: company.PK, SK: `MEMBER#u${i}` } : { PK: company.PK, SK: `INVITE#p${i}@example.com` },
    );
    dynamo.on(QueryCommand).resolves({ Items: [company, { PK: company.PK, SK: 'EMAILTEMPLATES' }, ...seats] });

    const refused = await call(inviteTeammate, { signedIn: true, json: { email: 'one-more@example.com' } });

    expect(refused.status).toBe(409);
    expect(refused.data.msg).toBe(TEAM_MSG.full);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    // One less and it goes through.
    dynamo.on(QueryCommand).resolves({ Items: [company, ...seats.slice(1)] });
    expect((await call(inviteTeammate, { signedIn: true, json: { email: 'one-more@example.com' } })).status).toBe(200);
  });

  it('refuses a Member (403) and a candidate (403), and sends nothing', async () => {
    storeItem(profile({ companyID: COMPANY_ID, userID: USER_ID }));
    dynamo.on(QueryCommand).resolves({ Items: [{ ...company, ownerID: OTHER_ID }] });
    expect((await call(inviteTeammate, { signedIn: true, json: { email: 'x@example.com' } })).data.msg).toBe(
      'Only the Owner of your company can do this.',
    );
    storeItem(profile({ role: 'candidate' }));
    expect((await call(inviteTeammate, { signedIn: true, json: { email: 'x@example.com' } })).status).toBe(403);
    expect(ses.calls()).toHaveLength(0);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('accept-invitation', () => {
  it.each([
    ['expired', { linkExpiresAt: new Date(Date.now() - 1000).toISOString() }, INVITATION_MSG.states.expired],
    ['used', { state: 'used' }, INVITATION_MSG.states.used],
    ['revoked', { state: 'revoked' }, INVITATION_MSG.states.revoked],
    ['replaced', { state: 'replaced' }, INVITATION_MSG.states.replaced],
  ])('refuses a %s link with 410 and its reason, before making anything', async (_state, overrides, msg) => {
    storeItem(tokenItem(overrides));
    const answer = await accept();
    expect(answer.status).toBe(410);
    expect(answer.data.msg).toBe(msg);
    expect(cognito.calls()).toHaveLength(0);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses an unknown link with 404', async () => {
    expect((await accept()).status).toBe(404);
  });

  it("refuses a candidate's email with 409 and makes no account", async () => {
    storeItem(tokenItem());
    storeItem({ PK: 'EMAIL#ada@example.com', SK: 'EMAIL', userID: USER_ID });
    storeItem(profile({ role: 'candidate' }));
    const answer = await accept();
    expect(answer.status).toBe(409);
    expect(answer.data.msg).toContain('candidate account');
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });

  it('uses the link up in the same write that activates the account; a link used meanwhile undoes the account', async () => {
    storeItem(tokenItem());
    cognito
      .on(AdminCreateUserCommand)
      .resolves({ User: { Username: OTHER_ID, Attributes: [{ Name: 'sub', Value: OTHER_ID }] } });
    // The first transaction makes the unconfirmed account; the second, which uses the link, loses a race.
    let writes = 0;
    dynamo.on(TransactWriteCommand).callsFake(() => {
      writes += 1;
      if (writes === 2) throw cancelled('ConditionalCheckFailed', 'None', 'None', 'None');
      return {};
    });
    storeItem(tokenItem({ PK: `INVITATION#${hash(TOKEN)}` }));
    const answer = await accept();
    expect(answer.status).toBe(410);
    const [use, , member, activation] = dynamo.commandCalls(TransactWriteCommand)[1]!.args[0].input.TransactItems!;
    expect(use!.Update!.ConditionExpression).toBe('#state = :pending AND linkExpiresAt > :now');
    expect(member!.Put!.Item).toMatchObject({ SK: `MEMBER#${OTHER_ID}` });
    expect(activation!.Update!.ExpressionAttributeValues).toMatchObject({ ':company': COMPANY_ID });
    // The half-made account is removed: the Cognito user, then profile and email item.
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });
});

describe('join-company', () => {
  it('takes only the invited email, of an employer of no company', async () => {
    storeItem(tokenItem({ email: 'someone-else@example.com' }));
    storeItem(profile());
    expect((await call(joinCompany, { method: 'PUT', signedIn: true, json: { token: TOKEN } })).status).toBe(403);

    storeItem(tokenItem());
    storeItem(profile({ companyID: 'another-company' }));
    const inCompany = await call(joinCompany, { method: 'PUT', signedIn: true, json: { token: TOKEN } });
    expect(inCompany.status).toBe(409);

    storeItem(profile({ role: 'candidate' }));
    expect((await call(joinCompany, { method: 'PUT', signedIn: true, json: { token: TOKEN } })).status).toBe(403);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
