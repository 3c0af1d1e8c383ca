// The company's email templates with a mocked table: any member reads them (the defaults until
// saved) and saves all three in the company's partition; unknown placeholders are a 400 naming
// them, candidates are refused, and saves are rate-limited.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as getEmailTemplates } from '#functions/teams/handlers/get-email-templates.js';
import { handler as updateEmailTemplates } from '#functions/teams/handlers/update-email-templates.js';
import { DEFAULT_EMAIL_TEMPLATES } from '#shared/email-templates.js';
import { OWNER_COMPANY_ID, RIVAL_COMPANY_ID, call, jobsTestTable } from '../support/jobs.js';

const dynamo = jobsTestTable();
const key = (companyID: string) => ({ PK: `COMPANY#${companyID}`, SK: 'EMAILTEMPLATES' });
const templates = {
  rejection: 'Sorry {candidateFirstName}',
  interview: 'Let us talk about {jobTitle}',
  offer: 'Welcome to {companyName}',
};
const save = (json: unknown, as: 'owner' | 'rival' | 'applicant' = 'owner') =>
  call(updateEmailTemplates, { as, method: 'PUT', json });

describe('get-email-templates', () => {
  it('answers the defaults until the company saves its own', async () => {
    const answer = await call(getEmailTemplates, { as: 'owner' });
    expect(answer.status).toBe(200);
    expect(answer.data.templates).toEqual(DEFAULT_EMAIL_TEMPLATES);
    expect(dynamo.commandCalls(GetCommand, { Key: key(OWNER_COMPANY_ID) })).toHaveLength(1);
  });

  it("answers the caller's own company's saved templates, never another's", async () => {
    dynamo
      .on(GetCommand, { Key: key(RIVAL_COMPANY_ID) })
      .resolves({ Item: { ...key(RIVAL_COMPANY_ID), ...templates } });
    expect((await call(getEmailTemplates, { as: 'rival' })).data.templates).toEqual(templates);
    expect((await call(getEmailTemplates, { as: 'owner' })).data.templates).toEqual(DEFAULT_EMAIL_TEMPLATES);
  });

  it('refuses candidates and visitors', async () => {
    expect((await call(getEmailTemplates, { as: 'applicant' })).status).toBe(403);
    expect((await call(getEmailTemplates, {})).status).toBe(401);
  });
});

describe('update-email-templates', () => {
  it("puts the three templates in the company's partition", async () => {
    dynamo.on(PutCommand).resolves({});
    const answer = await save(templates);
    expect(answer.status).toBe(200);
    expect(answer.data.templates).toEqual(templates);
    const [put] = dynamo.commandCalls(PutCommand);
    expect(put!.args[0].input.Item).toEqual({
      ...key(OWNER_COMPANY_ID),
      entity: 'EMAILTEMPLATES',
      ...templates,
      updatedAt: expect.any(String),
    });
  });

  it('answers 400 naming an unknown placeholder, and saves nothing', async () => {
    const answer = await save({ ...templates, interview: 'Hi {firstName}' });
    expect(answer.status).toBe(400);
    expect(answer.data.msg).toBe(
      'The interview invitation email uses {firstName}, which is not a placeholder: use {candidateFirstName}, {jobTitle}, {companyName}',
    );
    expect(answer.data.fieldErrors).toHaveProperty('interview');
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('answers 429 past the saves allowed in the window, and saves nothing', async () => {
    dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 21 } });
    const answer = await save(templates);
    expect(answer.status).toBe(429);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses candidates', async () => {
    expect((await save(templates, 'applicant')).status).toBe(403);
  });
});
