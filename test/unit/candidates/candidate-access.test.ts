// Who sees a candidate (candidate-access.ts): "Show my profile in employer search" off keeps a
// candidate out of sourcing and their details and resume to the companies they applied to;
// employers' views are counted per day and each resume view is recorded. Prepare / Act / Assess.
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG_VIEW_LIMIT } from '#functions/candidates/candidate-access.js';
import { candidateSearchEntries, candidateWordOwner } from '#functions/candidates/candidate-search.js';
import type { UserProfile } from '#functions/accounts/users.js';
import { handler as getCandidate } from '#functions/candidates/handlers/get-candidate.js';
import { handler as getResume } from '#functions/candidates/handlers/get-resume.js';
import { answerBatchGetsFromGets } from '../support/batch-gets.js';
import {
  OTHER_CANDIDATE_ID,
  afterSessions,
  call,
  candidateProfile,
  employerProfile,
  storeProfiles,
  useTestSessions,
} from '../support/candidates.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const RESUME = `resumes/${OTHER_CANDIDATE_ID}/11111111-2222-4333-8444-666666666666.pdf`;
const JOB_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const other = (overrides: Record<string, unknown> = {}) =>
  candidateProfile({ PK: `USER#${OTHER_CANDIDATE_ID}`, userID: OTHER_CANDIDATE_ID, resumePath: RESUME, ...overrides });
const hidden = () => other({ showInSearch: false });
const open = () => call(getCandidate, { as: 'employer', query: { userID: OTHER_CANDIDATE_ID } });
const resume = () => call(getResume, { as: 'employer', query: { resumePath: RESUME } });

/** The candidate applied to a job of `companyID` (the employer's own, unless told). */
function applied(stage = 'new', companyID = employerProfile().companyID) {
  dynamo.on(QueryCommand, { IndexName: 'GSI1' }).resolves({ Items: [{ jobID: JOB_ID, stage }] });
  const job = { PK: `JOB#${JOB_ID}`, SK: 'JOB', jobID: JOB_ID, companyID };
  dynamo.on(GetCommand, { Key: { PK: job.PK, SK: job.SK } }).resolves({ Item: job });
}

beforeEach(() => {
  dynamo.reset();
  useTestSessions();
  // Resume links are signed by the SDK: any credentials will do.
  process.env.AWS_ACCESS_KEY_ID = 'unit-key';
  process.env.AWS_SECRET_ACCESS_KEY = 'unit-secret';
  answerBatchGetsFromGets(dynamo);
  storeProfiles(dynamo, candidateProfile(), employerProfile());
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
});
afterEach(() => {
  afterSessions();
  vi.useRealTimers();
});

const store = (profile: Record<string, unknown>) => {
  storeProfiles(dynamo, profile);
  dynamo.on(GetCommand, { Key: { PK: profile.PK, SK: 'PROFILE' }, ConsistentRead: true }).resolves({ Item: profile });
};

describe('a candidate hidden from employer search', () => {
  it('has no sourcing entries, card or title words', () => {
    const profile = hidden() as unknown as UserProfile;
    expect(candidateSearchEntries(profile)).toEqual([]);
    expect(candidateWordOwner(profile)).toBeUndefined();
    expect(candidateSearchEntries(other() as unknown as UserProfile)).toHaveLength(4);
  });

  it('has each sourcing entry once, also without a job type or a country', () => {
    const { jobType: _type, ...withoutType } = other();
    const entries = candidateSearchEntries(withoutType as unknown as UserProfile);
    expect(entries).toHaveLength(2);
    expect(new Set(entries.map((entry) => entry.SK)).size).toBe(entries.length);
  });

  it('is unknown (404) to a company they did not apply to, for details and resume, and nothing is counted', async () => {
    store(hidden());
    applied('new', 'another-company');

    expect((await open()).data.msg).toBe('This candidate could not be found.');
    expect((await resume()).status).toBe(404);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('is open to a company they applied to, and not after they withdrew', async () => {
    store(hidden());
    applied();
    expect((await open()).status).toBe(200);
    expect((await resume()).status).toBe(200);

    dynamo.reset();
    useTestSessions();
    answerBatchGetsFromGets(dynamo);
    storeProfiles(dynamo, employerProfile());
    store(hidden());
    applied('withdrawn');
    expect((await open()).status).toBe(404);
    expect(dynamo.commandCalls(BatchGetCommand).length).toBeGreaterThan(0);
  });
});

describe("employers' views", () => {
  it('count per employer and day, and a resume view is recorded for the candidate', async () => {
    // The last second of a day, standing still: the day counted is the one expected.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-06-15T23:59:59.999Z') });
    store(other());

    expect((await open()).status).toBe(200);
    expect((await resume()).status).toBe(200);

    const counts = dynamo.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    const today = '2026-06-15';
    expect(counts).toHaveLength(2);
    for (const count of counts) {
      expect(count.Key).toEqual({ PK: `USER#${employerProfile().userID}`, SK: `VIEWS#${today}` });
      expect(count.ConditionExpression).toBe('attribute_not_exists(#views) OR #views < :max');
    }
    const [record] = dynamo.commandCalls(PutCommand).map((c) => c.args[0].input.Item!);
    expect(record).toMatchObject({
      PK: `USER#${OTHER_CANDIDATE_ID}`,
      SK: expect.stringMatching(new RegExp(`^RESUMEVIEW#.+#${employerProfile().userID}$`)),
      employerID: employerProfile().userID,
      companyID: employerProfile().companyID,
    });
  });

  it("stop at the day's limit with 429 and a message that says when more are possible", async () => {
    store(other());
    dynamo.on(UpdateCommand).rejects(Object.assign(new Error('limit'), { name: 'ConditionalCheckFailedException' }));

    const answer = await open();
    expect(answer.status).toBe(429);
    expect(answer.data.msg).toBe(MSG_VIEW_LIMIT);
    expect((await resume()).status).toBe(429);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it("do not count a candidate's own resume", async () => {
    store(
      candidateProfile({ resumePath: `resumes/${candidateProfile().userID}/11111111-2222-4333-8444-555555555555.pdf` }),
    );
    const own = await call(getResume, {
      as: 'candidate',
      query: { resumePath: `resumes/${candidateProfile().userID}/11111111-2222-4333-8444-555555555555.pdf` },
    });
    expect(own.status).toBe(200);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
