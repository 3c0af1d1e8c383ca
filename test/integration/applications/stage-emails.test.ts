// Stage emails through the real local stack (SECURITY.md, third review, finding 1): they go to
// the candidate account's confirmed address and never to an address typed on the form; quick
// successive moves send one email and hold the latest, which the pipeline's run sends once the
// window has passed; the stage of the last email reached again sends nothing; a single move is
// limited per application (and per member).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { STAGE_EMAIL_WINDOW_MS } from '#functions/applications/stage-emails.js';
import { emailsTo } from '../../../local/mailbox.js';
import { addJob, applyTo } from '../../support/jobs.js';
import { useStackEnvironment } from '../support/job-alerts.js';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';
import { wellInsideRateWindow } from '../../support/rate-windows.js';

const stack = inject('stack');
const tag = randomUUID().slice(0, 8);
const siteLink = async (path: string) => `${stack.appUrl}${path}`;

describe('stage emails', () => {
  let employer: TestUser;

  const move = (jobID: string, userID: string, stage: string, extra: Record<string, unknown> = {}) =>
    employer.client.call('PUT', '/api/update-application-stage', {
      json: { jobID, userID, stage, ...(stage === 'rejected' ? { rejectionReason: 'skills' } : {}), ...extra },
    });
  const mailAbout = async (address: string, jobTitle: string) =>
    (await emailsTo(stack.mailboxUrl, address))
      .filter((email) => email.subject.includes(jobTitle))
      .sort((a, b) => a.at - b.at);
  const sendHeld = async (now: Date) => {
    const { sendHeldStageEmails } = await import('#functions/applications/stage-emails.js');
    return sendHeldStageEmails({ siteLink, now: () => now });
  };

  beforeAll(async () => {
    useStackEnvironment(stack);
    employer = await createSignedInUser(stack, 'employer', { companyName: `Relay Co ${tag}` });
  });

  it('goes to the account confirmed address, never to an address typed on the application', async () => {
    const job = await addJob(employer.client, { jobTitle: `Relay ${tag} Typed` });
    const candidate = await createSignedInUser(stack, 'candidate');
    const typed = `someone-else-${tag}@example.com`;
    await applyTo(candidate, job._id, { email: typed });

    const rejected = await move(job._id, candidate.userID, 'rejected', { message: `Any text ${tag} to anyone` });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(await mailAbout(typed, job.jobTitle)).toHaveLength(0);
    const mail = await mailAbout(candidate.email, job.jobTitle);
    expect(mail.map((email) => email.subject)).toEqual([`${job.jobTitle} at Relay Co ${tag}: Not selected`]);
    expect(mail[0]!.body.text).toContain(`Any text ${tag} to anyone`);
  });

  it('sends one email for quick moves, holds the latest, and sends it once the window has passed', async () => {
    const job = await addJob(employer.client, { jobTitle: `Relay ${tag} Flood` });
    const candidate = await createSignedInUser(stack, 'candidate');
    await applyTo(candidate, job._id);

    // Interviewing goes at once; the flip to Rejected and back sends nothing more.
    for (const stage of ['interviewing', 'rejected', 'new', 'interviewing', 'shortlisted', 'interviewing'])
      expect((await move(job._id, candidate.userID, stage)).status, stage).toBe(200);
    expect((await mailAbout(candidate.email, job.jobTitle)).map((email) => email.subject)).toEqual([
      `${job.jobTitle} at Relay Co ${tag}: Interviewing`,
    ]);
    // Nothing is held: the candidate's last email says where the application stands.
    await sendHeld(new Date(Date.now() + STAGE_EMAIL_WINDOW_MS + 60_000));
    expect(await mailAbout(candidate.email, job.jobTitle)).toHaveLength(1);

    // Rejected, then Offered within the window: only the latest is held, with its own text.
    expect((await move(job._id, candidate.userID, 'rejected', { message: `Sorry ${tag}` })).status).toBe(200);
    expect((await move(job._id, candidate.userID, 'offered')).status).toBe(200);
    expect(await mailAbout(candidate.email, job.jobTitle)).toHaveLength(1);
    // Not yet due.
    await sendHeld(new Date());
    expect(await mailAbout(candidate.email, job.jobTitle)).toHaveLength(1);

    const later = new Date(Date.now() + STAGE_EMAIL_WINDOW_MS + 60_000);
    await sendHeld(later);
    await sendHeld(later);
    const mail = await mailAbout(candidate.email, job.jobTitle);
    expect(mail.map((email) => email.subject)).toEqual([
      `${job.jobTitle} at Relay Co ${tag}: Interviewing`,
      `${job.jobTitle} at Relay Co ${tag}: Offer`,
    ]);
    expect(mail[1]!.body.text).not.toContain(`Sorry ${tag}`);
  });

  it('drops a held email once the application moved on to a stage the candidate is not told of', async () => {
    const job = await addJob(employer.client, { jobTitle: `Relay ${tag} Dropped` });
    const candidate = await createSignedInUser(stack, 'candidate');
    await applyTo(candidate, job._id);
    expect((await move(job._id, candidate.userID, 'offered')).status).toBe(200);
    expect((await move(job._id, candidate.userID, 'rejected', { message: `Held ${tag}` })).status).toBe(200);
    expect((await move(job._id, candidate.userID, 'shortlisted')).status).toBe(200);
    await sendHeld(new Date(Date.now() + STAGE_EMAIL_WINDOW_MS + 60_000));
    expect((await mailAbout(candidate.email, job.jobTitle)).map((email) => email.subject)).toEqual([
      `${job.jobTitle} at Relay Co ${tag}: Offer`,
    ]);
  });

  it('limits the moves of one application, with a message a person can act on', async () => {
    const job = await addJob(employer.client, { jobTitle: `Relay ${tag} Limited` });
    const candidate = await createSignedInUser(stack, 'candidate');
    await applyTo(candidate, job._id);
    const stages = ['shortlisted', 'new'];
    await wellInsideRateWindow(15);
    for (let count = 0; count < 10; count += 1)
      expect((await move(job._id, candidate.userID, stages[count % 2]!)).status, String(count)).toBe(200);
    const eleventh = await move(job._id, candidate.userID, 'interviewing');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.data.msg).toBe(
      'This application has been moved many times in the last few minutes. Please wait a few minutes before moving it again.',
    );
    // Another company's member cannot use up this application's moves: theirs is a 404, not counted.
    const rival = await createSignedInUser(stack, 'employer', { companyName: `Rival Relay ${tag}` });
    const other = await addJob(employer.client, { jobTitle: `Relay ${tag} Other` });
    await applyTo(candidate, other._id);
    for (let count = 0; count < 11; count += 1) {
      const refused = await rival.client.call('PUT', '/api/update-application-stage', {
        json: { jobID: other._id, userID: candidate.userID, stage: 'shortlisted' },
      });
      expect(refused.status).toBe(404);
    }
    expect((await move(other._id, candidate.userID, 'shortlisted')).status).toBe(200);
  });
});
