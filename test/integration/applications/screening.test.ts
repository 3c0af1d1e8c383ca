// Screening questions and knock-outs through the real local stack: the job form's questions
// (validated, ids kept across edits, requirements hidden from candidates), the application's
// answers checked against them (a 400 naming the question), applications that miss a
// requirement marked, and the automatic rejection an hour later, which a member's move within
// the hour prevents (docs/product/applications.md).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Job } from '#shared/schemas/jobs.js';
import { emailsTo } from '../../../local/mailbox.js';
import { addJob, jobForm, sendApplication } from '../../support/jobs.js';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';
import { useStackEnvironment } from '../support/job-alerts.js';

const stack = inject('stack');
const siteLink = async (path: string) => `${stack.appUrl}${path}`;
const tag = randomUUID().slice(0, 8);

const QUESTIONS = [
  { kind: 'yes-no', question: 'Can you work in European hours?', requiredAnswer: 'yes' },
  { kind: 'number', question: 'Years of experience with React', minimum: 3 },
  { kind: 'text', question: 'Your portfolio link', required: false },
];

describe('screening questions', () => {
  let employer: TestUser;
  let rival: TestUser;
  let candidates: TestUser[];

  const apply = (who: TestUser, jobID: string, answers: Record<string, unknown>) =>
    sendApplication(who, jobID, { firstName: 'Grace', lastName: `Screening-${tag}`, answers });
  const companyView = async (jobID: string, who = employer) =>
    (await who.client.call<{ job: Job }>('GET', '/api/get-job', { query: { jobID } })).body.data.job;
  const candidateView = async (who: TestUser, jobID: string) =>
    (await who.client.call<{ job: Job }>('GET', '/api/get-job-candidate', { query: { jobID } })).body.data.job;
  const ids = (job: Job) => job.screeningQuestions!.map((question) => question.id);
  const answersFor = (job: Job, values: unknown[]) => Object.fromEntries(ids(job).map((id, i) => [id, values[i]]));

  beforeAll(async () => {
    useStackEnvironment(stack);
    employer = await createSignedInUser(stack, 'employer', { companyName: `Screening Co ${tag}` });
    [rival, ...candidates] = await Promise.all([
      createSignedInUser(stack, 'employer', { companyName: `Rival Screening ${tag}` }),
      ...[1, 2, 3, 4].map(() => createSignedInUser(stack, 'candidate', { country: 'Spain' })),
    ]);
  });

  it('validates the questions of the job form and keeps their ids across edits', async () => {
    const tooMany = await employer.client.call('POST', '/api/add-job', {
      json: jobForm({ screeningQuestions: Array.from({ length: 6 }, () => QUESTIONS[2]) }),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.data.msg).toBe('A job asks at most 5 screening questions');
    const blank = await employer.client.call('POST', '/api/add-job', {
      json: jobForm({ screeningQuestions: [{ kind: 'text', question: '  ' }] }),
    });
    expect(blank.status).toBe(400);
    expect(blank.body.data.msg).toBe('Write the question');
    const wrongRequirement = await employer.client.call('POST', '/api/add-job', {
      json: jobForm({ screeningQuestions: [{ kind: 'text', question: 'Why?', minimum: 2 }] }),
    });
    expect(wrongRequirement.status).toBe(400);
    expect(wrongRequirement.body.data.msg).toBe('Only a Number question has a minimum');

    const job = await addJob(employer.client, { jobTitle: `Screened ${tag}`, screeningQuestions: QUESTIONS });
    const saved = (await companyView(job._id)).screeningQuestions!;
    expect(saved.map(({ kind, question, required }) => [kind, question, required])).toEqual([
      ['yes-no', 'Can you work in European hours?', true],
      ['number', 'Years of experience with React', true],
      ['text', 'Your portfolio link', false],
    ]);
    expect(saved[0]!.requiredAnswer).toBe('yes');
    expect(saved[1]!.minimum).toBe(3);

    // An edit keeps the ids of the questions it keeps, and gives a new one an id of its own.
    const edited = await employer.client.call<{ job: Job }>('PUT', '/api/update-job', {
      json: {
        ...jobForm({ jobTitle: `Screened ${tag}` }),
        jobID: job._id,
        screeningQuestions: [saved[1], { kind: 'text', question: 'Anything else?' }],
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = (await companyView(job._id)).screeningQuestions!;
    expect(after[0]!.id).toBe(saved[1]!.id);
    expect(after[1]!.id).not.toBe(saved[0]!.id);
    expect(after[1]!.question).toBe('Anything else?');
  });

  it('shows candidates the questions without their requirements', async () => {
    const job = await addJob(employer.client, { jobTitle: `Hidden ${tag}`, screeningQuestions: QUESTIONS });
    const seen = await candidateView(candidates[0]!, job._id);
    expect(seen.screeningQuestions).toEqual(
      (await companyView(job._id)).screeningQuestions!.map(({ id, kind, question, required }) => ({
        id,
        kind,
        question,
        required,
      })),
    );
    expect(JSON.stringify(seen)).not.toMatch(/requiredAnswer|minimum|rejectWhenUnqualified/);
  });

  it('checks the answers against the questions: a missing or malformed answer is a 400 naming the question', async () => {
    const job = await addJob(employer.client, { jobTitle: `Answers ${tag}`, screeningQuestions: QUESTIONS });
    const who = candidates[1]!;
    const missing = await apply(who, job._id, answersFor(job, ['yes']));
    expect(missing.status).toBe(400);
    expect(missing.body.data.msg).toBe('Answer the question "Years of experience with React"');
    const notANumber = await apply(who, job._id, answersFor(job, ['yes', 'many']));
    expect(notANumber.status).toBe(400);
    expect(notANumber.body.data.msg).toBe('Answer "Years of experience with React" with a number');
    const notYesNo = await apply(who, job._id, answersFor(job, ['maybe', 4]));
    expect(notYesNo.body.data.msg).toBe('Answer Yes or No to "Can you work in European hours?"');
    const tooLong = await apply(who, job._id, answersFor(job, ['yes', 4, 'x'.repeat(501)]));
    expect(tooLong.body.data.msg).toBe('Answer "Your portfolio link" in at most 500 characters');
    const unknown = await apply(who, job._id, { ...answersFor(job, ['yes', 4]), [randomUUID()]: 'yes' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.msg).toMatch(/questions have changed/);
    // Nothing landed.
    expect((await companyView(job._id)).applicants).toEqual([]);

    const answered = await apply(who, job._id, answersFor(job, ['yes', '4', '']));
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const [applicant] = (await companyView(job._id)).applicants!;
    expect(applicant!.answers).toEqual([
      { question: 'Can you work in European hours?', kind: 'yes-no', answer: 'yes' },
      { question: 'Years of experience with React', kind: 'number', answer: 4 },
      { question: 'Your portfolio link', kind: 'text' },
    ]);
    expect(applicant!.unmetRequirements).toBeUndefined();
    expect(applicant!.autoRejectAt).toBeUndefined();
  });

  it('marks an application that misses a requirement, and tells only the company', async () => {
    const job = await addJob(employer.client, { jobTitle: `Knockout ${tag}`, screeningQuestions: QUESTIONS });
    const who = candidates[2]!;
    expect((await apply(who, job._id, answersFor(job, ['no', 2]))).status).toBe(200);
    const [applicant] = (await companyView(job._id)).applicants!;
    expect(applicant!.unmetRequirements).toEqual(['Can you work in European hours?', 'Years of experience with React']);
    // Without automatic rejection, nothing is pending.
    expect(applicant!.autoRejectAt).toBeUndefined();
    const mine = await who.client.call('GET', '/api/get-my-applications');
    expect(JSON.stringify(mine.body)).not.toMatch(/unmetRequirements|Does not meet/);
    expect((await rival.client.call('GET', '/api/get-job', { query: { jobID: job._id } })).status).toBe(404);
  });

  it('rejects automatically an hour after applying, unless a member moved the application first', async () => {
    const job = await addJob(employer.client, {
      jobTitle: `Auto reject ${tag}`,
      screeningQuestions: QUESTIONS,
      rejectWhenUnqualified: true,
    });
    expect((await companyView(job._id)).rejectWhenUnqualified).toBe(true);
    const [missed, moved, met] = [candidates[0]!, candidates[1]!, candidates[3]!];
    for (const who of [missed, moved]) expect((await apply(who, job._id, answersFor(job, ['no', 1]))).status).toBe(200);
    expect((await apply(met, job._id, answersFor(job, ['yes', 5]))).status).toBe(200);

    const pending = (await companyView(job._id)).applicants!;
    const dueAt = pending.find((applicant) => applicant.userID === missed.userID)!.autoRejectAt!;
    const appliedAt = pending.find((applicant) => applicant.userID === missed.userID)!.createdAt;
    expect(Date.parse(dueAt) - Date.parse(appliedAt)).toBe(60 * 60 * 1000);
    expect(pending.find((applicant) => applicant.userID === met.userID)!.autoRejectAt).toBeUndefined();

    // A member's move within the hour wins.
    const shortlisted = await employer.client.call('PUT', '/api/update-application-stage', {
      json: { jobID: job._id, userID: moved.userID, stage: 'shortlisted' },
    });
    expect(shortlisted.status).toBe(200);

    const { rejectDueApplications } = await import('#functions/flows/automatic-rejections.js');
    // Not yet due: nothing happens.
    await rejectDueApplications({ siteLink, now: () => new Date(Date.parse(dueAt) - 60_000) });
    expect(
      (await companyView(job._id)).applicants!.find((applicant) => applicant.userID === missed.userID)!.stage,
    ).toBe('new');

    const later = () => new Date(Date.parse(dueAt) + 60_000);
    const first = await rejectDueApplications({ siteLink, now: later });
    expect(first.rejected).toBeGreaterThanOrEqual(1);
    const after = (await companyView(job._id)).applicants!;
    const rejected = after.find((applicant) => applicant.userID === missed.userID)!;
    expect(rejected.stage).toBe('rejected');
    expect(rejected.autoRejectAt).toBeUndefined();
    expect(rejected.history.at(-1)!.by).toBe('Automatic rejection (requirements not met)');
    expect(rejected.rejectionReason).toBe('requirements');
    expect(after.find((applicant) => applicant.userID === moved.userID)!.stage).toBe('shortlisted');
    expect(after.find((applicant) => applicant.userID === met.userID)!.stage).toBe('new');

    // Run again: nobody is rejected twice, and the candidate had one email.
    await rejectDueApplications({ siteLink, now: later });
    const emails = (await emailsTo(stack.mailboxUrl, missed.email)).filter((email) =>
      email.subject.includes(`Auto reject ${tag}`),
    );
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toMatch(/Not selected/);
    expect(
      (await emailsTo(stack.mailboxUrl, moved.email)).some((email) => email.subject.includes(`Auto reject ${tag}`)),
    ).toBe(false);
  });

  it('drops the pending rejection of a withdrawn application', async () => {
    const job = await addJob(employer.client, {
      jobTitle: `Withdrawn knockout ${tag}`,
      screeningQuestions: QUESTIONS.slice(0, 1),
      rejectWhenUnqualified: true,
    });
    const who = candidates[2]!;
    expect((await apply(who, job._id, answersFor(job, ['no']))).status).toBe(200);
    const dueAt = (await companyView(job._id)).applicants![0]!.autoRejectAt!;
    expect((await who.client.call('PUT', '/api/withdraw-application', { json: { jobID: job._id } })).status).toBe(200);
    const { rejectDueApplications } = await import('#functions/flows/automatic-rejections.js');
    await rejectDueApplications({ siteLink, now: () => new Date(Date.parse(dueAt) + 60_000) });
    const [applicant] = (await companyView(job._id)).applicants!;
    expect(applicant!.stage).toBe('withdrawn');
    expect(applicant!.autoRejectAt).toBeUndefined();
  });
});
