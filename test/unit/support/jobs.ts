// Helpers of the job unit tests: two employers and a candidate with sessions (token check
// swapped, profiles served by the mocked table), job items as stored, and handler calls.
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach } from 'vitest';
import { setTestSessions } from '#functions/accounts/session-check.js';
import type { ApiHandler } from '#platform/http/api-handler.js';
import { jobKey, type JobItem } from '#functions/jobs/jobs.js';
import { invoke, type InvokeOptions } from '../../support/lambda-events.js';
import { answerBatchGetsFromGets } from './batch-gets.js';

export const OWNER_ID = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
export const RIVAL_ID = '4e3d2c1b-0a9f-4e8d-9c7b-6a5f4e3d2c1b';
export const APPLICANT_ID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
export const JOB_ID = '6c5b4a3f-2e1d-4c0b-9a8f-7e6d5c4b3a2f';
export const OWNER_COMPANY_ID = '7b6a5f4e-3d2c-4b1a-8f9e-8d7c6b5a4f3e';
export const RIVAL_COMPANY_ID = '8a7f6e5d-4c3b-4a2f-9e8d-9c8b7a6f5e4d';

type Who = 'owner' | 'rival' | 'applicant';
const users: Record<Who, Record<string, unknown>> = {
  owner: {
    userID: OWNER_ID,
    role: 'employer',
    companyID: OWNER_COMPANY_ID,
    firstName: 'Ada',
    lastName: 'Lovelace',
  },
  rival: {
    userID: RIVAL_ID,
    role: 'employer',
    companyID: RIVAL_COMPANY_ID,
    firstName: 'Charles',
    lastName: 'Babbage',
  },
  applicant: { userID: APPLICANT_ID, role: 'candidate', firstName: 'Grace', lastName: 'Hopper' },
};

/** The Query of an application's (or a job's) interviews (interviews/interviews.ts). */
export const INTERVIEWS_QUERY = { KeyConditionExpression: 'PK = :pk AND begins_with(SK, :interview)' };
/** The Query that reads an owner's stored title-word entries (to match in mocks). */
export const WORD_ENTRIES_QUERY = { KeyConditionExpression: 'PK = :pk AND begins_with(SK, :word)' };
export const REVIEWS_QUERY = { KeyConditionExpression: 'PK = :pk AND begins_with(SK, :review)' };

/** The mocked document client with signed-in users and the departments lookup. */
export function jobsTestTable() {
  const dynamo = mockClient(DynamoDBDocumentClient);
  beforeEach(() => {
    dynamo.reset();
    process.env.INSECURE_COOKIES = 'true';
    setTestSessions({
      verify: async (token: string) => {
        const user = users[token as Who];
        if (!user) throw new Error('invalid signature');
        return { sub: user.userID, client_id: 'client', token_use: 'access' };
      },
    });
    dynamo.on(GetCommand).resolves({});
    dynamo.on(BatchWriteCommand).resolves({});
    // Rate-limit counters: the first use of the window.
    dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1 } });
    // A job's title-word entries as stored (word-index.ts): none unless a test stores some.
    dynamo.on(QueryCommand, WORD_ENTRIES_QUERY).resolves({ Items: [] });
    // An application's or a job's interviews, cancelled when it closes: none unless a test stores some.
    dynamo.on(QueryCommand, INTERVIEWS_QUERY).resolves({ Items: [] });
    // A job's team reviews, deleted with it: none unless a test stores some.
    dynamo.on(QueryCommand, REVIEWS_QUERY).resolves({ Items: [] });
    answerBatchGetsFromGets(dynamo);
    for (const user of Object.values(users)) {
      const Item = {
        PK: `USER#${user.userID}`,
        SK: 'PROFILE',
        status: 'active',
        email: 'x@example.com',
        createdAt: '2026-01-01T00:00:00.000Z',
        ...user,
      };
      dynamo.on(GetCommand, { Key: { PK: Item.PK, SK: 'PROFILE' } }).resolves({ Item });
    }
    for (const [companyID, companyName, ownerID] of [
      [OWNER_COMPANY_ID, 'Analytical Engines', OWNER_ID],
      [RIVAL_COMPANY_ID, 'Difference Ltd', RIVAL_ID],
    ] as const) {
      const Item = { PK: `COMPANY#${companyID}`, SK: 'COMPANY', entity: 'COMPANY', companyID, companyName, ownerID };
      dynamo.on(GetCommand, { Key: { PK: Item.PK, SK: 'COMPANY' } }).resolves({ Item });
    }
    dynamo
      .on(GetCommand, { Key: { PK: 'LOOKUP#DEPARTMENT', SK: 'engineering' } })
      .resolves({ Item: { PK: 'LOOKUP#DEPARTMENT', SK: 'engineering', name: 'Engineering' } });
  });
  afterEach(() => setTestSessions(undefined));
  return dynamo;
}

export const jobForm = (overrides: Record<string, unknown> = {}) => ({
  jobTitle: 'Senior Developer',
  jobType: 'full-time',
  department: 'engineering',
  country: 'France',
  timeZone: 'Europe/Paris (GMT+01:00)',
  aboutRole: 'Build things.',
  minSalary: 50000,
  maxSalary: 70000,
  currency: 'EUR',
  ...overrides,
});

/** A job item as the table holds it. */
export function storedJob(overrides: Partial<JobItem> = {}): JobItem {
  const jobID = overrides.jobID ?? JOB_ID;
  const createdAt = overrides.createdAt ?? '2026-02-01T10:00:00.000Z';
  return {
    ...jobKey(jobID),
    GSI1PK: `COMPANYJOBS#${OWNER_COMPANY_ID}`,
    GSI1SK: `JOB#${createdAt}#${jobID}`,
    entity: 'JOB',
    jobID,
    companyID: OWNER_COMPANY_ID,
    employerID: OWNER_ID,
    postedByName: 'Ada Lovelace',
    companyName: 'Analytical Engines',
    jobTitle: 'Senior Developer',
    jobType: 'full-time',
    department: 'Engineering',
    country: 'France',
    timeZone: 'Europe/Paris (GMT+01:00)',
    startTime: '08:00',
    endTime: '17:00',
    aboutRole: 'Build things.',
    paymentInterval: 'annually',
    minSalary: 50000,
    maxSalary: 70000,
    currency: 'EUR',
    active: true,
    createdAt,
    updatedAt: createdAt,
    applicantCount: 0,
    version: 1,
    ...overrides,
    GSI2PK: `COMPANYJOBS#${overrides.companyID ?? OWNER_COMPANY_ID}#${(overrides.active ?? true) ? 'open' : 'closed'}`,
    GSI2SK: `${createdAt}#${jobID}`,
  };
}

/** The changes written to the owner's company's job counts (company-job-lists.ts), in order. */
export const countWrites = (dynamo: ReturnType<typeof mockClient>) =>
  dynamo
    .commandCalls(UpdateCommand)
    .map((call) => call.args[0].input as UpdateCommandInput)
    .filter((input) => input.Key?.PK === `COMPANYJOBS#${OWNER_COMPANY_ID}` && input.Key?.SK === 'COUNTS')
    .map((input) => ({
      ':open': input.ExpressionAttributeValues?.[':open'],
      ':closed': input.ExpressionAttributeValues?.[':closed'],
    }));

/** Calls a handler (GET unless told) as one of the users, or as a visitor. */
export const call = (handler: ApiHandler, options: Omit<InvokeOptions, 'cookies'> & { as?: Who }) =>
  invoke(handler, { ...options, cookies: options.as ? [`session=${options.as}`] : [] });
