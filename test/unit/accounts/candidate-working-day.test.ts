// The candidate's working day on the profile: update-candidate-profile stores it, get-user and
// every profile answer return it, with the defaults (their country's zone, 09:00 to 17:00)
// where the profile does not say. Prepare / Act / Assess.
import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handler as getUser } from '#functions/accounts/handlers/get-user.js';
import { handler as updateProfile } from '#functions/accounts/handlers/update-candidate-profile.js';
import { toPublicUser, type UserProfile } from '#functions/accounts/users.js';
import {
  afterSessions,
  call,
  candidateProfile,
  employerProfile,
  storeProfiles,
  useTestSessions,
} from '../support/candidates.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const put = (body: unknown) => call(updateProfile, { as: 'candidate', method: 'PUT', json: body });
const storedUpdate = () => dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Update;

beforeEach(() => {
  dynamo.reset();
  useTestSessions();
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(BatchWriteCommand).resolves({});
});
afterEach(afterSessions);

describe("the candidate's working day", () => {
  it('is stored as sent and answered back', async () => {
    storeProfiles(dynamo, candidateProfile());

    const answer = await put({ timeZone: ' Asia/Kolkata ', workStart: '10:30', workEnd: '18:30' });

    expect(answer.status).toBe(200);
    expect(answer.data.user).toMatchObject({ timeZone: 'Asia/Kolkata', workStart: '10:30', workEnd: '18:30' });
    expect(storedUpdate()?.ExpressionAttributeValues).toMatchObject({
      ':timeZone': 'Asia/Kolkata',
      ':workStart': '10:30',
      ':workEnd': '18:30',
    });
  });

  it('comes back from get-user as stored', async () => {
    storeProfiles(dynamo, candidateProfile({ timeZone: 'America/New_York', workStart: '22:00', workEnd: '06:00' }));

    const answer = await call(getUser, { as: 'candidate' });

    expect(answer.status).toBe(200);
    expect(answer.data.user).toMatchObject({ timeZone: 'America/New_York', workStart: '22:00', workEnd: '06:00' });
  });

  it("defaults on read to the zone of the candidate's country and 09:00 to 17:00, storing nothing", async () => {
    storeProfiles(dynamo, candidateProfile({ country: 'Iceland' }));

    const answer = await call(getUser, { as: 'candidate' });

    expect(answer.data.user).toMatchObject({ timeZone: 'Atlantic/Reykjavik', workStart: '09:00', workEnd: '17:00' });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('follows a change of country until the candidate picks a zone', async () => {
    storeProfiles(dynamo, candidateProfile({ workStart: '08:00' }));

    const answer = await put({ country: 'United States of America' });

    expect(answer.data.user).toMatchObject({ timeZone: 'America/New_York', workStart: '08:00', workEnd: '17:00' });
    expect(storedUpdate()?.UpdateExpression).toBe('SET #country = :country');
  });

  it('is no part of an employer', () => {
    const employer = { ...employerProfile(), country: 'France', timeZone: 'Europe/Paris', workStart: '09:00' };

    const user = toPublicUser(employer as UserProfile);

    expect(user).not.toHaveProperty('timeZone');
    expect(user).not.toHaveProperty('workStart');
    expect(user).not.toHaveProperty('workEnd');
  });

  it.each([
    [{ timeZone: 'Mars/Olympus_Mons' }, 'Choose a time zone from the list, such as Europe/Berlin'],
    [{ timeZone: 'Europe/Paris (GMT+01:00)' }, 'Choose a time zone from the list, such as Europe/Berlin'],
    [{ timeZone: '' }, 'Choose a time zone from the list, such as Europe/Berlin'],
    [{ timeZone: 42 }, 'Time zone must be text'],
    [{ workStart: '9am' }, 'Start of your working day must be a time such as 08:00'],
    [{ workEnd: '24:00' }, 'End of your working day must be a time such as 08:00'],
  ])('refuses %j with 400 and a message, and writes nothing', async (body, msg) => {
    storeProfiles(dynamo, candidateProfile());

    const answer = await put(body);

    expect(answer.status).toBe(400);
    expect(answer.data.msg).toBe(msg);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
