// add-job: the job and its list entries in one transaction, the company name from the
// session, every validation rule of the form. Prepare / Act / Assess.
import { BatchWriteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as addJob } from '#functions/jobs/handlers/add-job.js';
import { OWNER_COMPANY_ID, OWNER_ID, call, countWrites, jobForm, jobsTestTable } from '../support/jobs.js';

const dynamo = jobsTestTable();
const post = (json: unknown, as: 'owner' | 'applicant' | 'visitor' = 'owner') =>
  call(addJob, { as: as === 'visitor' ? undefined : as, method: 'POST', json });

describe('add-job', () => {
  it('writes the open job and one entry per list it is in, in one transaction', async () => {
    dynamo.on(TransactWriteCommand).resolves({});

    const answer = await post(jobForm({ jobTitle: '  Senior   Developer ' }));

    expect(answer.status).toBe(200);
    const writes = dynamo.commandCalls(TransactWriteCommand);
    expect(writes).toHaveLength(1);
    const items = writes[0]!.args[0].input.TransactItems!;
    // The job, its insights' counters and its list entries, in the one transaction: "Senior
    // Developer", full-time, Engineering, France, 50,000 to 70,000 EUR a year.
    expect(items[1]!.Put!.Item).toMatchObject({ SK: 'INSIGHTS', entity: 'JOB_INSIGHTS' });
    // Then, alone, the company's count of open jobs, one up.
    expect(countWrites(dynamo)).toEqual([{ ':open': 1, ':closed': 0 }]);
    const lists = items
      .slice(2)
      .map((item) => item.Put!.Item!.GSI2PK)
      .sort();
    expect(lists).toEqual(
      [
        'JOBLIST#all',
        'JOBLIST#t=full-time',
        'JOBLIST#d=engineering',
        'JOBLIST#c=france',
        'JOBLIST#p=15000',
        'JOBLIST#p=25000',
        'JOBLIST#p=40000',
        'JOBLIST#p=60000',
        'JOBLIST#w=se',
        'JOBLIST#w=sen',
        'JOBLIST#w=senior',
        'JOBLIST#w=de',
        'JOBLIST#w=dev',
        'JOBLIST#w=develo',
      ].sort(),
    );
    const job = items[0]!.Put!;
    expect(job.ConditionExpression).toBe('attribute_not_exists(PK)');
    const jobID = answer.data.job._id as string;
    expect(jobID).toMatch(/^[0-9a-f-]{36}$/);
    expect(job.Item).toMatchObject({
      PK: `JOB#${jobID}`,
      SK: 'JOB',
      GSI1PK: `COMPANYJOBS#${OWNER_COMPANY_ID}`,
      GSI2PK: `COMPANYJOBS#${OWNER_COMPANY_ID}#open`,
      GSI2SK: `${answer.data.job.createdAt}#${jobID}`,
      companyID: OWNER_COMPANY_ID,
      employerID: OWNER_ID,
      postedByName: 'Ada Lovelace',
      department: 'Engineering',
      active: true,
      applicantCount: 0,
      version: 1,
      applicantCountries: [],
    });
    expect(job.Item!.searchLists).toHaveLength(lists.length);
    for (const item of items.slice(2)) {
      expect(item.Put!.Item).toMatchObject({ PK: `JOB#${jobID}`, GSI2SK: `${job.Item!.createdAt}#${jobID}` });
      expect(item.Put!.Item!.card).toMatchObject({ _id: jobID, jobTitle: job.Item!.jobTitle, currency: 'EUR' });
    }
    expect(dynamo.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });

  it('answers the public job: company name from the profile, defaults applied, nothing private', async () => {
    dynamo.on(TransactWriteCommand).resolves({});

    const answer = await post(
      jobForm({ country: 'Heard Island and McDonald Islands', timeZone: undefined, currency: undefined }),
    );

    expect(answer.status).toBe(200);
    expect(answer.data.job).toMatchObject({
      jobTitle: 'Senior Developer',
      country: 'Heard Island and McDonald Islands',
      timeZone: '',
      startTime: '08:00',
      endTime: '17:00',
      paymentInterval: 'annually',
      currency: '',
      active: true,
      applicantCount: 0,
      employer: { companyName: 'Analytical Engines' },
    });
    for (const key of ['PK', 'SK', 'employerID', 'version', 'GSI1PK', 'applicants'])
      expect(answer.data.job).not.toHaveProperty(key);
  });

  it.each([
    [
      'minimum above maximum',
      { minSalary: 80000, maxSalary: 70000 },
      'maxSalary',
      'Maximum pay must not be below minimum pay',
    ],
    ['pay below 1', { minSalary: 0 }, 'minSalary', 'Minimum pay must be at least 1'],
    ['pay not a number', { maxSalary: 'lots' }, 'maxSalary', 'Maximum pay must be a number'],
    [
      'no time zone for a country that has zones',
      { timeZone: '' },
      'timeZone',
      'Time zone is required for this country',
    ],
    [
      "another country's time zone",
      { timeZone: 'Africa/Nairobi (GMT+03:00)' },
      'timeZone',
      'Choose a time zone of France from the list',
    ],
    [
      'a time zone that is only text',
      { timeZone: 'somewhere nice' },
      'timeZone',
      'Choose a time zone of France from the list',
    ],
    ['an unknown country', { country: 'Atlantis' }, 'country', 'Unknown country: Atlantis'],
    ['a currency off the list', { currency: 'XYZ' }, 'currency', 'Choose a currency from the list'],
    ['a time that is not HH:MM', { startTime: '8am' }, 'startTime', 'Start time must be a time such as 08:00'],
    ['no title', { jobTitle: ' ' }, 'jobTitle', 'Job title is required'],
  ])('refuses %s with 400 naming the field', async (_, overrides, field, msg) => {
    const answer = await post(jobForm(overrides));

    expect(answer.status).toBe(400);
    expect(answer.data.fieldErrors).toMatchObject({ [field]: msg });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses a department that is not in the lookup', async () => {
    const answer = await post(jobForm({ department: 'Astrology' }));

    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      msg: 'Choose a department from the list',
      fieldErrors: { department: 'Choose a department from the list' },
    });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('is for employers only: 401 for a visitor, 403 for a candidate', async () => {
    expect((await post(jobForm(), 'visitor')).status).toBe(401);
    expect((await post(jobForm(), 'applicant')).status).toBe(403);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
