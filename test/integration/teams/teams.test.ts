// Teams through the real local stack (docs/product/teams.md): invitations by email (the link
// from the mailbox, single use, expiry, revoke, resend), joining with a new account or with
// one click, every member managing the company's jobs and applicants, the Owner's powers,
// and a removed member refused on the session they already had.
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { hashToken } from '#functions/teams/invitations.js';
import { DEFAULT_EMAIL_TEMPLATES } from '#shared/email-templates.js';
import type { Job } from '#shared/schemas/jobs.js';
import type { RouteResponse } from '#shared/routes.js';
import { emailsTo, latestInvitationPath } from '../../../local/mailbox.js';
import { ApiClient } from '../../../tools/api-client.js';
import { addJob, jobForm } from '../../support/jobs.js';
import { createSignedInUser, documentClient, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
const tag = randomUUID().slice(0, 8);
const newEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;
type Team = RouteResponse<'getTeam'>;
type Invitation = RouteResponse<'getInvitation'>['invitation'];

const CANDIDATE = { jobTitle: 'Analyst', jobType: 'full-time', country: 'Spain' };
const tokenOf = (path: string) => path.slice('/join/'.length);
const invite = (owner: TestUser, email: string) =>
  owner.client.call<Team>('POST', '/api/invite-teammate', { json: { email } });
const team = async (who: TestUser) => (await who.client.call<Team>('GET', '/api/get-team')).body.data;
const invitation = async (token: string) =>
  new ApiClient(stack).call<{ invitation: Invitation }>('GET', '/api/get-invitation', { query: { token } });
/** A visitor accepts with a new account; answers the signed-in client and the answer. */
const accept = async (token: string, firstName = 'Grace') => {
  const client = new ApiClient(stack);
  const answer = await client.call('POST', '/api/accept-invitation', {
    json: { token, firstName, lastName: 'Hopper', password: 'long-enough-password' },
  });
  return { client, answer };
};

/** A new candidate who has applied to the job, as "Ada Applicant". */
async function applicantOf(jobID: string): Promise<TestUser> {
  const candidate = await createSignedInUser(stack, 'candidate', CANDIDATE);
  const applied = await candidate.client.call('POST', '/api/job-application', {
    json: {
      firstName: 'Ada',
      lastName: 'Applicant',
      email: candidate.email,
      country: 'Spain',
      phoneNo: '+34 600 000 000',
      jobID,
    },
  });
  expect(applied.status).toBe(200);
  return candidate;
}

describe('teams', () => {
  let owner: TestUser;
  let rival: TestUser;

  beforeAll(async () => {
    [owner, rival] = await Promise.all([
      createSignedInUser(stack, 'employer', { companyName: `Team Co ${tag}`, firstName: 'Olive' }),
      createSignedInUser(stack, 'employer', { companyName: `Rival Co ${tag}` }),
    ]);
  });

  it('starts as a company of one: its Owner, no invitations', async () => {
    const mine = await team(owner);
    expect(mine.company.companyName).toBe(`Team Co ${tag}`);
    expect(mine.myRole).toBe('owner');
    expect(mine.members).toEqual([
      expect.objectContaining({ userID: owner.userID, email: owner.email, role: 'owner', firstName: 'Olive' }),
    ]);
    expect(mine.invitations).toEqual([]);
  });

  it('links an invitation to the configured site, whatever Origin the request claims', async () => {
    const email = newEmail('forged-origin');
    const inviter = await createSignedInUser(stack, 'employer', { companyName: `Linked Co ${tag}` });
    const invited = await inviter.client.call<Team>('POST', '/api/invite-teammate', {
      json: { email },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    });
    expect(invited.status).toBe(200);
    const [mail] = await emailsTo(stack.mailboxUrl, email);
    expect(mail!.body.text).toContain(`${stack.appUrl}/join/`);
    expect(mail!.body.text).not.toContain('evil.example');
  });

  it('invites by email; the link joins a new person, who posts a job the Owner sees, until removed', async () => {
    const email = newEmail('teammate');
    const invited = await invite(owner, email);
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    expect(invited.body.data.invitations).toEqual([expect.objectContaining({ email })]);
    const [mail] = await emailsTo(stack.mailboxUrl, email);
    expect(mail!.subject).toBe(`Join Team Co ${tag} on Remote Hiring Marketplace`);
    const path = await latestInvitationPath(stack.mailboxUrl, email);
    expect(mail!.body.text).toContain(`${stack.appUrl}${path}`);

    const token = tokenOf(path);
    const shown = await invitation(token);
    expect(shown.body.data.invitation).toEqual({
      companyName: `Team Co ${tag}`,
      email,
      state: 'pending',
      accountExists: false,
    });

    const { client: teammate, answer } = await accept(token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ user: { email, role: 'employer', companyName: `Team Co ${tag}` } });
    // Signed in at once: the session works for company calls.
    const job = (
      await teammate.call<{ job: Job }>('POST', '/api/add-job', {
        json: jobForm({ jobTitle: `Shared ${tag}` }),
      })
    ).body.data.job;
    expect(job.postedBy).toBe('Grace Hopper');

    // The Owner sees and manages it; the rival company does not.
    const seen = await owner.client.call<{ job: Job }>('GET', '/api/get-job', { query: { jobID: job._id } });
    expect(seen.status).toBe(200);
    expect(seen.body.data.job.postedBy).toBe('Grace Hopper');
    const closed = await owner.client.call('PUT', '/api/update-job-active-status', {
      json: { jobID: job._id, active: false },
    });
    expect(closed.status).toBe(200);
    expect((await rival.client.call('GET', '/api/get-job', { query: { jobID: job._id } })).status).toBe(404);

    // The link was used up: the team lists the member, no invitation, and the link says so.
    const after = await team(owner);
    expect(after.members.map((member) => [member.email, member.role])).toEqual([
      [owner.email, 'owner'],
      [email, 'member'],
    ]);
    expect(after.invitations).toEqual([]);
    expect((await invitation(token)).body.data.invitation.state).toBe('used');
    const again = await accept(token, 'Mallory');
    expect(again.answer.status).toBe(410);
    expect(again.answer.body.data.msg).toBe('This invitation has already been used. Log in to continue.');

    // A Member cannot invite or remove; the Owner removes them; their open session is refused.
    expect((await invite({ ...owner, client: teammate }, newEmail('x'))).status).toBe(403);
    const memberID = after.members.find((member) => member.email === email)!.userID;
    expect((await teammate.call('PUT', '/api/remove-member', { json: { userID: owner.userID } })).body.data.msg).toBe(
      'Only the Owner of your company can do this.',
    );
    const removed = await owner.client.call<Team>('PUT', '/api/remove-member', { json: { userID: memberID } });
    expect(removed.status).toBe(200);
    expect(removed.body.data.members.map((member) => member.userID)).toEqual([owner.userID]);
    const refused = await teammate.call('GET', '/api/get-jobs', { query: { page: '1' } });
    expect(refused.status).toBe(403);
    expect(refused.body.data.msg).toContain('not a member of a company');
    expect((await teammate.call('GET', '/api/get-job', { query: { jobID: job._id } })).status).toBe(403);
    // Still an account: they can sign in and see who they are, without a company.
    const me = await teammate.call<{ user: { companyID?: string; companyName?: string } }>('GET', '/api/get-user');
    expect(me.status).toBe(200);
    expect(me.body.data.user.companyID).toBeUndefined();
  });

  it('revokes, resends (the old link says a newer one was sent) and expires links', async () => {
    const email = newEmail('revoked');
    await invite(owner, email);
    const first = tokenOf(await latestInvitationPath(stack.mailboxUrl, email));
    const resent = await owner.client.call<Team>('POST', '/api/resend-invitation', { json: { email } });
    expect(resent.status).toBe(200);
    const second = tokenOf(await latestInvitationPath(stack.mailboxUrl, email));
    expect(second).not.toBe(first);
    expect((await invitation(first)).body.data.invitation.state).toBe('replaced');
    expect((await accept(first)).answer.body.data.msg).toBe(
      'A newer invitation was sent to this email. Use the link in the latest email.',
    );

    const revoked = await owner.client.call<Team>('PUT', '/api/revoke-invitation', { json: { email } });
    expect(revoked.body.data.invitations.map((entry) => entry.email)).not.toContain(email);
    expect((await invitation(second)).body.data.invitation.state).toBe('revoked');
    expect((await accept(second)).answer.status).toBe(410);
    expect((await owner.client.call('POST', '/api/resend-invitation', { json: { email } })).status).toBe(404);

    // A link past its 7 days: moved into the past in the table, as time would.
    const late = newEmail('late');
    await invite(owner, late);
    const token = tokenOf(await latestInvitationPath(stack.mailboxUrl, late));
    await documentClient(stack).send(
      new UpdateCommand({
        TableName: stack.env.TABLE_NAME,
        Key: { PK: `INVITATION#${hashToken(token)}`, SK: 'INVITATION' },
        UpdateExpression: 'SET linkExpiresAt = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    expect((await invitation(token)).body.data.invitation.state).toBe('expired');
    const expired = await accept(token);
    expect(expired.answer.status).toBe(410);
    expect(expired.answer.body.data.msg).toBe(
      'This invitation has expired. Ask the company’s Owner to send you a new one.',
    );
    expect((await invitation('x'.repeat(43))).status).toBe(404);
  });

  it("refuses a candidate's email and another company's member, and changes nothing", async () => {
    const candidate = await createSignedInUser(stack, 'candidate', CANDIDATE);
    await invite(owner, candidate.email);
    const token = tokenOf(await latestInvitationPath(stack.mailboxUrl, candidate.email));
    expect((await invitation(token)).body.data.invitation).toMatchObject({
      accountExists: true,
      blocked: expect.stringContaining('candidate account'),
    });
    expect((await accept(token)).answer.status).toBe(409);
    expect((await candidate.client.call('PUT', '/api/join-company', { json: { token } })).status).toBe(403);

    await invite(owner, rival.email);
    const rivalToken = tokenOf(await latestInvitationPath(stack.mailboxUrl, rival.email));
    const joined = await rival.client.call('PUT', '/api/join-company', { json: { token: rivalToken } });
    expect(joined.status).toBe(409);
    expect(joined.body.data.msg).toBe('You are already a member of a company. Leave it before you join another one.');
    // Nothing changed: both invitations still pending, the rival still in their own company.
    expect((await invitation(token)).body.data.invitation.state).toBe('pending');
    expect((await invitation(rivalToken)).body.data.invitation.state).toBe('pending');
    expect((await team(rival)).company.companyName).toBe(`Rival Co ${tag}`);
  });

  it('hands over the Owner role; a Member leaves; an employer of no company joins with one click', async () => {
    const email = newEmail('second');
    await invite(owner, email);
    const { client: second } = await accept(tokenOf(await latestInvitationPath(stack.mailboxUrl, email)), 'Sam');
    const secondID = (await team(owner)).members.find((member) => member.email === email)!.userID;

    // The Owner cannot leave; hands over the role, then can.
    expect((await owner.client.call('PUT', '/api/leave-company')).status).toBe(409);
    const handed = await owner.client.call<Team>('PUT', '/api/make-owner', { json: { userID: secondID } });
    expect(handed.body.data.myRole).toBe('member');
    expect((await owner.client.call('POST', '/api/invite-teammate', { json: { email: newEmail('y') } })).status).toBe(
      403,
    );
    const left = await owner.client.call('PUT', '/api/leave-company');
    expect(left.status).toBe(200);
    expect((await second.call<Team>('GET', '/api/get-team')).body.data.members.map((m) => m.userID)).toEqual([
      secondID,
    ]);

    // The former Owner now belongs to no company; a new invitation lets them join with one click.
    const back = await second.call('POST', '/api/invite-teammate', { json: { email: owner.email } });
    expect(back.status).toBe(200);
    const token = tokenOf(await latestInvitationPath(stack.mailboxUrl, owner.email));
    expect((await invitation(token)).body.data.invitation).toMatchObject({ accountExists: true });
    expect((await invitation(token)).body.data.invitation.blocked).toBeUndefined();
    const joined = await owner.client.call<{ user: { companyName?: string } }>('PUT', '/api/join-company', {
      json: { token },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.data.user.companyName).toBe(`Team Co ${tag}`);
    expect((await team(owner)).myRole).toBe('member');
    // The jobs of the company are theirs again.
    expect((await owner.client.call('GET', '/api/get-jobs', { query: { page: '1' } })).status).toBe(200);
  });

  it('lets every member move applications of the company’s jobs', async () => {
    const email = newEmail('mover');
    const boss = await createSignedInUser(stack, 'employer', { companyName: `Movers ${tag}` });
    await invite(boss, email);
    const { client: mover } = await accept(tokenOf(await latestInvitationPath(stack.mailboxUrl, email)));
    const job = await addJob(boss.client, { jobTitle: `Movable ${tag}` });
    const candidate = await applicantOf(job._id);
    const moved = await mover.call('PUT', '/api/update-application-stage', {
      json: { jobID: job._id, userID: candidate.userID, stage: 'shortlisted' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(
      (
        await rival.client.call('PUT', '/api/update-application-stage', {
          json: { jobID: job._id, userID: candidate.userID, stage: 'rejected', rejectionReason: 'other' },
        })
      ).status,
    ).toBe(404);
  });

  it('tells the Owner, not a removed poster, about new applications to their jobs', async () => {
    const boss = await createSignedInUser(stack, 'employer', { companyName: `Posters ${tag}` });
    const email = newEmail('poster');
    await invite(boss, email);
    const { client: poster } = await accept(tokenOf(await latestInvitationPath(stack.mailboxUrl, email)), 'Paula');
    const job = await addJob(poster, { jobTitle: `Posted ${tag}` });
    const posterID = (await team(boss)).members.find((member) => member.email === email)!.userID;
    expect((await boss.client.call('PUT', '/api/remove-member', { json: { userID: posterID } })).status).toBe(200);

    await applicantOf(job._id);
    type Notifications = { notifications: { kind: string; body: string }[] };
    const bossNews = await boss.client.call<Notifications>('GET', '/api/get-notifications');
    expect(bossNews.body.data.notifications.map((n) => n.body)).toContain(`Ada Applicant applied to Posted ${tag}.`);
    const posterNews = await poster.call<Notifications>('GET', '/api/get-notifications');
    expect(posterNews.status).toBe(200);
    expect(posterNews.body.data.notifications.filter((n) => n.kind === 'application-received')).toEqual([]);
  });

  describe('email templates', () => {
    type Templates = RouteResponse<'getEmailTemplates'>['templates'];
    const templatesOf = (client: ApiClient) => client.call<{ templates: Templates }>('GET', '/api/get-email-templates');
    const saveTemplates = (client: ApiClient, templates: Templates) =>
      client.call<{ templates: Templates }>('PUT', '/api/update-email-templates', { json: templates });
    const ours: Templates = {
      rejection: `Dear {candidateFirstName},\n\n{companyName} will not go on with {jobTitle} for you. ${tag}`,
      interview: 'Shall we talk about {jobTitle}?',
      offer: '{companyName} would like you as {jobTitle}.',
    };

    it("are the defaults until a member saves them; the company's rejection email fills them; a removed member is refused", async () => {
      const boss = await createSignedInUser(stack, 'employer', { companyName: `Templates Co ${tag}` });
      expect((await templatesOf(boss.client)).body.data.templates).toEqual(DEFAULT_EMAIL_TEMPLATES);

      const email = newEmail('writer');
      await invite(boss, email);
      const { client: writer } = await accept(tokenOf(await latestInvitationPath(stack.mailboxUrl, email)));
      const saved = await saveTemplates(writer, { ...ours, offer: `  ${ours.offer}\n` });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data.templates).toEqual(ours);
      expect((await templatesOf(boss.client)).body.data.templates).toEqual(ours);
      // Another company has its own: still the defaults.
      expect((await templatesOf(rival.client)).body.data.templates).toEqual(DEFAULT_EMAIL_TEMPLATES);

      const unknown = await saveTemplates(boss.client, { ...ours, interview: 'Hello {firstName}' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.data.msg).toContain('{firstName}, which is not a placeholder');
      expect((await templatesOf(boss.client)).body.data.templates).toEqual(ours);

      const job = await addJob(boss.client, { jobTitle: `Templated ${tag}` });
      const candidate = await applicantOf(job._id);
      const rejected = await boss.client.call('PUT', '/api/update-application-stage', {
        json: { jobID: job._id, userID: candidate.userID, stage: 'rejected', rejectionReason: 'experience' },
      });
      expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
      const [mail] = (await emailsTo(stack.mailboxUrl, candidate.email)).filter((sent) =>
        sent.subject.includes(`Templated ${tag}`),
      );
      expect(mail!.body.text).toMatch(
        new RegExp(`^Dear Ada,\n\nTemplates Co ${tag} will not go on with Templated ${tag} for you. ${tag}\n\nSee all`),
      );

      const writerID = (await team(boss)).members.find((member) => member.email === email)!.userID;
      expect((await boss.client.call('PUT', '/api/remove-member', { json: { userID: writerID } })).status).toBe(200);
      expect((await templatesOf(writer)).status).toBe(403);
      expect((await saveTemplates(writer, DEFAULT_EMAIL_TEMPLATES)).status).toBe(403);
      expect((await templatesOf(boss.client)).body.data.templates).toEqual(ours);
    });

    it('are saved at most 20 times in 15 minutes by one member', async () => {
      const editor = await createSignedInUser(stack, 'employer', { companyName: `Busy Editors ${tag}` });
      for (let i = 1; i <= 20; i += 1) {
        const answer = await saveTemplates(editor.client, { ...ours, offer: `Offer number ${i} at {companyName}` });
        expect(answer.status, `save ${i}`).toBe(200);
      }
      const refused = await saveTemplates(editor.client, { ...ours, offer: 'One too many' });
      expect(refused.status).toBe(429);
      expect((await templatesOf(editor.client)).body.data.templates.offer).toBe('Offer number 20 at {companyName}');
    });
  });
});
