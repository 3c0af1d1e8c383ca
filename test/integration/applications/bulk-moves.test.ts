// Several applicants moved at once through the real local stack: each moved as by a move of its
// own (its stage, history, its own email with the message filled for them), one failure named
// without stopping the others, nobody moved or emailed twice when the request is sent again,
// and the request's rules (at most 25, each once, a reason to reject, known placeholders).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Job } from '#shared/schemas/jobs.js';
import { emailsTo } from '../../../local/mailbox.js';
import { addJob, applyTo } from '../../support/jobs.js';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
const tag = randomUUID().slice(0, 8);

type Outcome = { moved: string[]; unchanged: string[]; failed: { userID: string; msg: string }[] };

describe('moving several applicants at once', () => {
  let employer: TestUser;
  let rival: TestUser;
  let candidates: TestUser[];

  const apply = (who: TestUser, jobID: string, firstName: string) =>
    applyTo(who, jobID, { firstName, lastName: `Bulk-${tag}` });
  const bulk = (json: Record<string, unknown>, who = employer) =>
    who.client.call<Outcome>('PUT', '/api/update-application-stages', { json });

  beforeAll(async () => {
    [employer, rival, ...candidates] = await Promise.all([
      createSignedInUser(stack, 'employer', { companyName: `Bulk Co ${tag}` }),
      createSignedInUser(stack, 'employer', { companyName: `Rival Bulk ${tag}` }),
      ...[1, 2, 3].map(() => createSignedInUser(stack, 'candidate', { country: 'Spain' })),
    ]);
  });

  it('rejects each with one reason and their own email; names the one that failed; moves nobody twice', async () => {
    const job = await addJob(employer.client, { jobTitle: `Bulk ${tag} Designer` });
    const names = ['Ana', 'Ben', 'Cy'];
    for (const [index, who] of candidates.entries()) await apply(who, job._id, names[index]!);
    const [ana, ben, cy] = candidates as [TestUser, TestUser, TestUser];
    expect((await cy.client.call('PUT', '/api/withdraw-application', { json: { jobID: job._id } })).status).toBe(200);

    const request = {
      jobID: job._id,
      userIDs: [ana.userID, ben.userID, cy.userID],
      stage: 'rejected',
      rejectionReason: 'role-filled',
      message: 'Dear {candidateFirstName}, we filled {jobTitle} at {companyName}. Thank you.',
    };
    const first = await bulk(request);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.moved.sort()).toEqual([ana.userID, ben.userID].sort());
    expect(first.body.data.unchanged).toEqual([]);
    expect(first.body.data.failed).toEqual([{ userID: cy.userID, msg: 'This application was withdrawn' }]);

    const applicants = (await employer.client.call<{ job: Job }>('GET', '/api/get-job', { query: { jobID: job._id } }))
      .body.data.job.applicants!;
    for (const who of [ana, ben]) {
      const applicant = applicants.find((entry) => entry.userID === who.userID)!;
      expect(applicant.stage).toBe('rejected');
      expect(applicant.history.at(-1)).toMatchObject({ stage: 'rejected', by: 'Test Employer' });
    }

    // Sent again (a double click, a retry): nothing moves, nobody is emailed again.
    const again = await bulk(request);
    expect(again.body.data.moved).toEqual([]);
    expect(again.body.data.unchanged.sort()).toEqual([ana.userID, ben.userID].sort());
    for (const [who, name] of [
      [ana, 'Ana'],
      [ben, 'Ben'],
    ] as const) {
      const emails = (await emailsTo(stack.mailboxUrl, who.email)).filter((email) =>
        email.subject.includes(`Bulk ${tag} Designer`),
      );
      expect(emails).toHaveLength(1);
      expect(emails[0]!.body.text).toContain(
        `Dear ${name}, we filled Bulk ${tag} Designer at Bulk Co ${tag}. Thank you.`,
      );
    }
    expect((await emailsTo(stack.mailboxUrl, cy.email)).some((email) => email.subject.includes('Not selected'))).toBe(
      false,
    );
  });

  it('moves to any stage without a reason, and refuses what a move of one refuses', async () => {
    const job = await addJob(employer.client, { jobTitle: `Bulk ${tag} Writer` });
    await apply(candidates[0]!, job._id, 'Ana');
    const shortlisted = await bulk({ jobID: job._id, userIDs: [candidates[0]!.userID], stage: 'shortlisted' });
    expect(shortlisted.body.data.moved).toEqual([candidates[0]!.userID]);

    const rules: [Record<string, unknown>, string][] = [
      [{ userIDs: [], stage: 'shortlisted' }, 'Select at least one applicant'],
      [
        { userIDs: Array.from({ length: 26 }, () => randomUUID()), stage: 'shortlisted' },
        'Select at most 25 applicants',
      ],
      [
        { userIDs: [candidates[0]!.userID, candidates[0]!.userID], stage: 'shortlisted' },
        'Each applicant is selected once',
      ],
      [{ userIDs: [candidates[0]!.userID], stage: 'rejected' }, 'Choose a reason for the rejection'],
      [
        { userIDs: [candidates[0]!.userID], stage: 'rejected', rejectionReason: 'pay', message: 'Hi {name}' },
        'The message uses an unknown placeholder: use {candidateFirstName}, {jobTitle} or {companyName}',
      ],
    ];
    for (const [fields, msg] of rules) {
      const answer = await bulk({ jobID: job._id, ...fields });
      expect(answer.status, msg).toBe(400);
      expect(answer.body.data.msg).toBe(msg);
    }
    expect((await bulk({ jobID: job._id, userIDs: [candidates[0]!.userID], stage: 'new' }, rival)).status).toBe(404);
    expect(
      (await bulk({ jobID: job._id, userIDs: [candidates[0]!.userID], stage: 'new' }, candidates[1]!)).status,
    ).toBe(403);
  });
});
