// The hiring pipeline through the real local stack: who may move an application, the moves
// and their history, withdrawing, the candidate's list and badges, exact counts under 20
// concurrent moves, the candidate's email in the mailbox, and a deleted job's applications.
import { randomUUID } from 'node:crypto';
import type { RouteResponse } from '#shared/routes.js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { APPLICATION_STAGES, MSG_NOT_WITHDRAWABLE, type MyApplication } from '#shared/schemas/applications.js';
import type { Job } from '#shared/schemas/jobs.js';
import { emailsTo } from '../../../local/mailbox.js';
import { addJob } from '../../support/jobs.js';
import { createSignedInUser, documentClient, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
const tag = randomUUID().slice(0, 8);

type Notifications = { notifications: { kind: string; title: string; body: string; link?: string }[] };

describe('hiring pipeline', () => {
  let employer: TestUser;
  let rival: TestUser;
  let candidate: TestUser;

  const apply = async (who: TestUser, jobID: string) => {
    const answer = await who.client.call('POST', '/api/job-application', {
      json: {
        firstName: 'Ada',
        lastName: `Pipeline-${tag}`,
        email: who.email,
        country: 'Spain',
        phoneNo: '+34 600 000 000',
        jobID,
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  /** A move; a rejection gives its reason unless `extra` says otherwise. */
  const move = (who: TestUser, jobID: string, userID: string, stage: string, extra: Record<string, unknown> = {}) =>
    who.client.call<{ application: { stage: string; history: { stage: string; by: string }[] } }>(
      'PUT',
      '/api/update-application-stage',
      {
        json: { jobID, userID, stage, ...(stage === 'rejected' ? { rejectionReason: 'skills' } : {}), ...extra },
      },
    );
  const ownerView = async (jobID: string) =>
    (await employer.client.call<{ job: Job }>('GET', '/api/get-job', { query: { jobID } })).body.data.job;
  const myApplications = async (who: TestUser, query: Record<string, string> = {}) =>
    (
      await who.client.call<{
        applications: MyApplication[];
        pagination: { isLastPage: boolean; nextCursor?: string };
      }>('GET', '/api/get-my-applications', { query })
    ).body.data;

  beforeAll(async () => {
    [employer, rival, candidate] = await Promise.all([
      createSignedInUser(stack, 'employer', { companyName: `Pipeline Co ${tag}` }),
      createSignedInUser(stack, 'employer', { companyName: `Rival Co ${tag}` }),
      createSignedInUser(stack, 'candidate', { jobTitle: 'Analyst', jobType: 'full-time', country: 'Spain' }),
    ]);
  });

  it('lets only the owner move an application; answers 404, 400 and 409 where they apply', async () => {
    const job = await addJob(employer.client, { jobTitle: `Pipeline ${tag} Analyst` });
    await apply(candidate, job._id);

    expect((await move(rival, job._id, candidate.userID, 'shortlisted')).status).toBe(404);
    expect((await move(candidate, job._id, candidate.userID, 'shortlisted')).status).toBe(403);
    expect((await move(employer, job._id, rival.userID, 'shortlisted')).status).toBe(404);
    const badStage = await move(employer, job._id, candidate.userID, 'withdrawn');
    expect(badStage.status).toBe(400);
    expect(badStage.body.data.msg).toMatch(/stage/);
    expect((await move(employer, randomUUID(), candidate.userID, 'shortlisted')).status).toBe(404);

    const moved = await move(employer, job._id, candidate.userID, 'shortlisted');
    expect(moved.status).toBe(200);
    expect(moved.body.data.application.stage).toBe('shortlisted');
    expect(moved.body.data.application.history.map((entry) => [entry.stage, entry.by])).toEqual([
      ['new', `Ada Pipeline-${tag}`],
      ['shortlisted', 'Test Employer'],
    ]);
    const [applicant] = (await ownerView(job._id)).applicants!;
    expect(applicant).toMatchObject({ userID: candidate.userID, stage: 'shortlisted' });

    const withdrawn = await candidate.client.call('PUT', '/api/withdraw-application', { json: { jobID: job._id } });
    expect(withdrawn.status).toBe(200);
    const refused = await move(employer, job._id, candidate.userID, 'interviewing');
    expect(refused.status).toBe(409);
    expect(refused.body.data.msg).toBe('This application was withdrawn');
  });

  it('tells the candidate of an interview in the app and by email, and shows it on My applications', async () => {
    const job = await addJob(employer.client, { jobTitle: `Pipeline ${tag} Interviewer` });
    await apply(candidate, job._id);

    expect((await move(employer, job._id, candidate.userID, 'interviewing')).status).toBe(200);

    const mine = await myApplications(candidate);
    expect(mine.applications.find((row) => row.jobID === job._id)).toMatchObject({
      jobTitle: `Pipeline ${tag} Interviewer`,
      companyName: `Pipeline Co ${tag}`,
      stage: 'interviewing',
      jobClosed: false,
      jobRemoved: false,
    });
    const notes = (await candidate.client.call<Notifications>('GET', '/api/get-notifications')).body.data.notifications;
    expect(notes[0]).toMatchObject({
      kind: 'application-stage',
      body: `Your application for Pipeline ${tag} Interviewer at Pipeline Co ${tag} is now: Interviewing.`,
      link: '/dashboard/applications',
    });
    const mail = (await emailsTo(stack.mailboxUrl, candidate.email)).filter((email) =>
      email.subject.includes(`Pipeline ${tag} Interviewer`),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Pipeline ${tag} Interviewer at Pipeline Co ${tag}: Interviewing`);
    expect(mail[0]!.body.text).toContain(`${stack.appUrl}/dashboard/applications`);

    // A move the candidate does not hear about (back to New) sends nothing more.
    expect((await move(employer, job._id, candidate.userID, 'new')).status).toBe(200);
    expect(
      (await emailsTo(stack.mailboxUrl, candidate.email)).filter((email) =>
        email.subject.includes(`Pipeline ${tag} Interviewer`),
      ),
    ).toHaveLength(1);
  });

  it('rejects only with a reason, kept for the company and never shown to the candidate, and mails the edited message', async () => {
    const job = await addJob(employer.client, { jobTitle: `Pipeline ${tag} Rejecter` });
    await apply(candidate, job._id);

    const noReason = await move(employer, job._id, candidate.userID, 'rejected', { rejectionReason: undefined });
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.msg).toBe('Choose a reason for the rejection');
    const reasonElsewhere = await move(employer, job._id, candidate.userID, 'shortlisted', { rejectionReason: 'pay' });
    expect(reasonElsewhere.status).toBe(400);
    expect((await ownerView(job._id)).applicants![0]!.stage).toBe('new');

    const message = `Dear Ada,\n\nWe filled the ${tag} role from within. Thank you for your time.`;
    const rejected = await move(employer, job._id, candidate.userID, 'rejected', {
      rejectionReason: 'role-filled',
      message: `\n${message}  `,
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const [applicant] = (await ownerView(job._id)).applicants!;
    expect(applicant).toMatchObject({ stage: 'rejected', rejectionReason: 'role-filled' });

    // The candidate's screens say Not selected, and nothing of why.
    const answers = [
      await candidate.client.call('GET', '/api/get-my-applications'),
      await candidate.client.call('GET', '/api/get-job-candidate', { query: { jobID: job._id } }),
      await candidate.client.call('GET', '/api/get-application-statuses', { query: { jobIDs: job._id } }),
      await candidate.client.call('GET', '/api/get-notifications'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toMatch(/role-filled|rejectionReason|Role filled/);
    }
    expect(JSON.stringify(answers[1]!.body)).toContain('"stage":"rejected"');

    const mail = (await emailsTo(stack.mailboxUrl, candidate.email)).filter((email) =>
      email.subject.includes(`Pipeline ${tag} Rejecter`),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Pipeline ${tag} Rejecter at Pipeline Co ${tag}: Not selected`);
    expect(mail[0]!.body.text).toBe(
      `${message}\n\nSee all your applications: ${stack.appUrl}/dashboard/applications\n\n- Remote Hiring Marketplace`,
    );

    // Download my data is the exception: the reason is personal data about the candidate.
    const exported = await candidate.client.call<{ applications: Record<string, unknown>[] }>(
      'GET',
      '/api/export-my-data',
    );
    expect(exported.body.data.applications.find((row) => row.jobID === job._id)).toMatchObject({
      stage: 'rejected',
      rejectionReason: 'role-filled',
    });

    // Moved out of Rejected, the reason goes with the decision.
    expect((await move(employer, job._id, candidate.userID, 'shortlisted')).status).toBe(200);
    expect((await ownerView(job._id)).applicants![0]!.rejectionReason).toBeUndefined();
  });

  it('withdraws: the applicant count drops, the employer is told and sees Withdrawn; applying again keeps the history', async () => {
    const job = await addJob(employer.client, { jobTitle: `Pipeline ${tag} Withdrawer` });
    await apply(candidate, job._id);
    expect((await ownerView(job._id)).applicantCount).toBe(1);

    const answer = await candidate.client.call('PUT', '/api/withdraw-application', { json: { jobID: job._id } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.msg).toBe('Application withdrawn');
    const view = await ownerView(job._id);
    expect(view.applicantCount).toBe(0);
    expect(view.applicants![0]).toMatchObject({ stage: 'withdrawn' });
    const employerNotes = (await employer.client.call<Notifications>('GET', '/api/get-notifications')).body.data
      .notifications;
    expect(employerNotes[0]).toMatchObject({ kind: 'application-withdrawn', link: `/dashboard/jobs/${job._id}` });
    expect((await candidate.client.call('PUT', '/api/withdraw-application', { json: { jobID: job._id } })).status).toBe(
      409,
    );

    const statuses = await candidate.client.call<{ applications: { jobID: string; stage: string }[] }>(
      'GET',
      '/api/get-application-statuses',
      { query: { jobIDs: job._id } },
    );
    expect(statuses.body.data.applications).toEqual([expect.objectContaining({ jobID: job._id, stage: 'withdrawn' })]);

    await apply(candidate, job._id);
    const again = await ownerView(job._id);
    expect(again.applicantCount).toBe(1);
    expect(again.applicants![0]).toMatchObject({ stage: 'new' });
    expect(again.applicants![0]!.history.map((entry) => [entry.stage, entry.event])).toEqual([
      ['new', undefined],
      ['withdrawn', undefined],
      ['new', 'applied-again'],
    ]);
    // Every notification that names the candidate to the employer stays linked to the
    // application, so an account deletion rewords each of them.
    const stored = await documentClient(stack).send(
      new GetCommand({
        TableName: stack.env.TABLE_NAME,
        Key: { PK: `JOB#${job._id}`, SK: `APPLICATION#${candidate.userID}` },
      }),
    );
    expect(stored.Item?.employerNotifications).toHaveLength(3);
  });

  it('refuses to withdraw an application already decided (Rejected, Hired)', async () => {
    for (const stage of ['rejected', 'hired']) {
      const job = await addJob(employer.client, { jobTitle: `Pipeline ${tag} Decided ${stage}` });
      await apply(candidate, job._id);
      expect((await move(employer, job._id, candidate.userID, stage)).status).toBe(200);
      const refused = await candidate.client.call('PUT', '/api/withdraw-application', { json: { jobID: job._id } });
      expect(refused.status, stage).toBe(409);
      expect(refused.body.data.msg).toBe(MSG_NOT_WITHDRAWABLE);
      expect((await ownerView(job._id)).applicants![0]!.stage).toBe(stage);
    }
  });

  it('keeps the stage counts exact under 20 concurrent moves', async () => {
    const job = await addJob(employer.client, { jobTitle: `Pipeline ${tag} Crowd` });
    const candidates = await Promise.all(
      Array.from({ length: 5 }, () =>
        createSignedInUser(stack, 'candidate', { jobTitle: 'Crowd', jobType: 'full-time', country: 'Spain' }),
      ),
    );
    for (const who of candidates) await apply(who, job._id);

    const stages = ['shortlisted', 'interviewing', 'offered', 'rejected'] as const;
    const moves = Array.from({ length: 20 }, (_, i) =>
      move(employer, job._id, candidates[i % 5]!.userID, stages[i % 4]!),
    );
    const answers = await Promise.all(moves);
    expect(
      answers.every((answer) => answer.status === 200),
      JSON.stringify(answers.map((answer) => answer.body.data)),
    ).toBe(true);

    const view = await ownerView(job._id);
    // All five on one page of the job's applicants, and the counts per stage kept with the moves.
    const page = await employer.client.call<RouteResponse<'getJobApplicants'>>('GET', '/api/get-job-applicants', {
      query: { jobID: job._id },
    });
    const { applicants } = page.body.data;
    const counts = Object.fromEntries(
      APPLICATION_STAGES.map((stage) => [stage, applicants.filter((applicant) => applicant.stage === stage).length]),
    );
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(5);
    expect(view.applicantCount).toBe(5);
    const answer = await employer.client.call<RouteResponse<'getJob'>>('GET', '/api/get-job', {
      query: { jobID: job._id },
    });
    expect(answer.body.data.stageCounts).toEqual(counts);
    // Each applicant's history ends in the stage it is in: no move was lost or applied twice over another.
    for (const applicant of applicants) expect(applicant.history.at(-1)!.stage).toBe(applicant.stage);
  });

  it('lists My applications newest first, 10 a page with Load more, and says when a job was deleted', async () => {
    const seeker = await createSignedInUser(stack, 'candidate', {
      jobTitle: 'Seeker',
      jobType: 'full-time',
      country: 'Spain',
    });
    const jobs: Job[] = [];
    for (let i = 0; i < 11; i += 1) {
      const job = await addJob(employer.client, { jobTitle: `Pipeline ${tag} Role ${String(i).padStart(2, '0')}` });
      await apply(seeker, job._id);
      jobs.push(job);
    }
    const first = await myApplications(seeker);
    expect(first.applications.map((row) => row.jobTitle)).toEqual(
      jobs
        .slice(1)
        .reverse()
        .map((job) => job.jobTitle),
    );
    expect(first.pagination.isLastPage).toBe(false);
    const second = await myApplications(seeker, { page: '2', cursor: first.pagination.nextCursor! });
    expect(second.applications.map((row) => row.jobID)).toEqual([jobs[0]!._id]);
    expect(second.pagination.isLastPage).toBe(true);

    // Another candidate's cursor cannot read this list.
    const forged = await candidate.client.call('GET', '/api/get-my-applications', {
      query: { page: '2', cursor: 'bm90LWEtY3Vyc29y' },
    });
    expect(forged.status).toBe(400);

    expect(
      (
        await employer.client.call('PUT', '/api/update-job-active-status', {
          json: { jobID: jobs[10]!._id, active: false },
        })
      ).status,
    ).toBe(200);
    expect((await employer.client.call('DELETE', '/api/delete-job', { query: { jobID: jobs[9]!._id } })).status).toBe(
      200,
    );
    const after = await myApplications(seeker);
    expect(after.applications[0]).toMatchObject({ jobID: jobs[10]!._id, jobClosed: true, jobRemoved: false });
    expect(after.applications[1]).toMatchObject({ jobID: jobs[9]!._id, jobTitle: jobs[9]!.jobTitle, jobRemoved: true });
    const notes = (await seeker.client.call<Notifications>('GET', '/api/get-notifications')).body.data.notifications;
    expect(notes[0]).toMatchObject({ kind: 'job-removed', body: `${jobs[9]!.jobTitle} is no longer available` });

    // The closed job stays readable to the candidate who applied, with their application.
    const closed = await seeker.client.call<{ job: Job }>('GET', '/api/get-job-candidate', {
      query: { jobID: jobs[10]!._id },
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data.job).toMatchObject({ active: false, myApplication: { stage: 'new' } });
    expect(
      (await candidate.client.call('GET', '/api/get-job-candidate', { query: { jobID: jobs[10]!._id } })).status,
    ).toBe(404);
  });
});
