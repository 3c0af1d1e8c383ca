// Job alerts on the real local stack (docs/product/job-alerts.md): saving a search, the limit
// and duplicates (also when requests race), pause / resume / delete of one's own alerts only,
// the digest (matching jobs only, nothing new -> no email, paused alerts skipped, one failing
// send neither stopping the others nor sending twice), and unsubscribing by the emailed link.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { JOB_ALERT_MSG, JOB_ALERTS_MAX } from '#shared/schemas/job-alerts.js';
import { jobAlertEmails, unsubscribeTokenOf } from '../../../local/mailbox.js';
import { ApiClient } from '../../../tools/api-client.js';
import {
  alertItem,
  createAlert,
  dailyDigests,
  digests,
  runDigestOf,
  sentDigest,
  useStackEnvironment,
} from '../support/job-alerts.js';
import { addJob, uniqueWord } from '../../support/jobs.js';
import { createSignedInUser, documentClient, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');

describe('job alerts', () => {
  let candidate: TestUser;
  let employer: TestUser;

  beforeAll(async () => {
    useStackEnvironment(stack);
    [candidate, employer] = await Promise.all([
      createSignedInUser(stack, 'candidate', { firstName: 'Grace' }),
      createSignedInUser(stack, 'employer', { companyName: 'Alert Co' }),
    ]);
  });

  describe('saving and managing', () => {
    it('saves a search normalised as the search compares it, lists it, and refuses the same search twice', async () => {
      const word = uniqueWord();
      const created = await candidate.client.call<{ alert: Record<string, unknown>; msg: string }>(
        'POST',
        '/api/create-job-alert',
        { json: { jobTitle: `  Virtual ${word}!! `, jobType: 'Full-Time', country: 'philippines', department: '' } },
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const alert = created.body.data.alert;
      expect(alert).toMatchObject({
        jobTitle: `virtual ${word.toLowerCase()}`,
        jobType: 'full-time',
        country: 'Philippines',
        paused: false,
      });
      expect(alert).not.toHaveProperty('department');
      expect(created.body.data.msg).toContain(`virtual ${word.toLowerCase()} · Full-time · Philippines`);

      const listed = await candidate.client.call<{ alerts: Array<{ alertID: string }>; max: number }>(
        'GET',
        '/api/get-job-alerts',
      );
      expect(listed.body.data.max).toBe(JOB_ALERTS_MAX);
      expect(listed.body.data.alerts.map((a) => a.alertID)).toContain(alert.alertID);

      // The same search written otherwise is the same alert.
      const again = await candidate.client.call('POST', '/api/create-job-alert', {
        json: { jobTitle: `virtual ${word.toLowerCase()}`, jobType: 'full-time', country: 'Philippines' },
      });
      expect(again.status).toBe(409);
      expect(again.body.data.msg).toBe(JOB_ALERT_MSG.duplicate);

      const item = await alertItem(stack, candidate.userID, String(alert.alertID));
      expect(item).toMatchObject({ GSI1PK: 'ALERTS', sentThrough: alert.createdAt });

      // A search of nothing is no search.
      const empty = await candidate.client.call('POST', '/api/create-job-alert', { json: { jobTitle: ' ?! ' } });
      expect(empty.status).toBe(400);
      expect(empty.body.data.msg).toBe(JOB_ALERT_MSG.emptySearch);
    });

    it('keeps at most 10 alerts, even when the requests race, and makes room when one is deleted', async () => {
      const racer = await createSignedInUser(stack, 'candidate');
      const answers = await Promise.all(
        Array.from({ length: JOB_ALERTS_MAX + 3 }, () =>
          racer.client.call<{ alert: { alertID: string } }>('POST', '/api/create-job-alert', {
            json: { jobTitle: uniqueWord() },
          }),
        ),
      );
      const saved = answers.filter((answer) => answer.status === 200);
      expect(saved).toHaveLength(JOB_ALERTS_MAX);
      for (const refused of answers.filter((answer) => answer.status !== 200)) {
        expect(refused.status).toBe(409);
        expect(refused.body.data.msg).toBe(JOB_ALERT_MSG.limit);
      }
      const listed = await racer.client.call<{ alerts: unknown[] }>('GET', '/api/get-job-alerts');
      expect(listed.body.data.alerts).toHaveLength(JOB_ALERTS_MAX);

      const over = await racer.client.call('POST', '/api/create-job-alert', { json: { jobTitle: uniqueWord() } });
      expect(over.status).toBe(409);
      expect(over.body.data.msg).toBe(JOB_ALERT_MSG.limit);
      const { Item: counter } = await documentClient(stack).send(
        new GetCommand({ TableName: stack.env.TABLE_NAME, Key: { PK: `USER#${racer.userID}`, SK: 'ALERTCOUNT' } }),
      );
      expect(counter?.count).toBe(JOB_ALERTS_MAX);

      const first = saved[0]!.body.data.alert.alertID;
      expect((await racer.client.call('DELETE', '/api/delete-job-alert', { query: { alertID: first } })).status).toBe(
        200,
      );
      expect((await racer.client.call('DELETE', '/api/delete-job-alert', { query: { alertID: first } })).status).toBe(
        404,
      );
      await createAlert(racer.client, { jobTitle: uniqueWord() });
    });

    it('pauses (out of the digest) and resumes (jobs from then on), for its owner only', async () => {
      const alertID = await createAlert(candidate.client, { jobTitle: uniqueWord() });
      const other = await createSignedInUser(stack, 'candidate');
      const foreign = await other.client.call('PUT', '/api/update-job-alert', { json: { alertID, paused: true } });
      expect(foreign.status).toBe(404);
      expect(foreign.body.data.msg).toBe(JOB_ALERT_MSG.notFound);
      expect((await other.client.call('DELETE', '/api/delete-job-alert', { query: { alertID } })).status).toBe(404);
      expect((await employer.client.call('GET', '/api/get-job-alerts')).status).toBe(403);

      const paused = await candidate.client.call<{ alert: { paused: boolean } }>('PUT', '/api/update-job-alert', {
        json: { alertID, paused: true },
      });
      expect(paused.body.data.alert.paused).toBe(true);
      const pausedItem = await alertItem(stack, candidate.userID, alertID);
      expect(pausedItem?.GSI1PK).toBeUndefined();

      const before = Date.now();
      const resumed = await candidate.client.call<{ alert: { paused: boolean } }>('PUT', '/api/update-job-alert', {
        json: { alertID, paused: false },
      });
      expect(resumed.body.data.alert.paused).toBe(false);
      const resumedItem = await alertItem(stack, candidate.userID, alertID);
      expect(resumedItem?.GSI1PK).toBe('ALERTS');
      expect(Date.parse(resumedItem!.sentThrough)).toBeGreaterThanOrEqual(before - 1000);
    });
  });

  describe('the daily digest', () => {
    it('emails only the new jobs that match, with links and List-Unsubscribe, then nothing until there is more', async () => {
      const word = uniqueWord();
      const alertID = await createAlert(candidate.client, { jobTitle: word, jobType: 'full-time' });
      const matching = await addJob(employer.client, { jobTitle: `Senior ${word} Assistant`, jobType: 'full-time' });
      const helper = await addJob(employer.client, { jobTitle: `${word} Helper`, jobType: 'part-time' });
      await addJob(employer.client, { jobTitle: `Unrelated ${uniqueWord()}`, jobType: 'full-time' });

      expect(await runDigestOf(stack, candidate.userID, alertID)).toBe('sent');
      const [email, ...more] = await jobAlertEmails(stack.mailboxUrl, candidate.email, word);
      expect(more).toHaveLength(0);
      expect(email!.subject).toBe(`1 new job for "${word.toLowerCase()} · Full-time"`);
      expect(email!.body.text).toContain(`Senior ${word} Assistant`);
      expect(email!.body.text).toContain('Alert Co · Full-time · France');
      expect(email!.body.text).not.toContain(`${word} Helper`);
      expect(email!.body.text).toContain(
        `${stack.appUrl}/login?next=${encodeURIComponent(`/dashboard/find-jobs/${matching._id}`)}`,
      );
      const token = unsubscribeTokenOf(email!);
      expect(token).toBeDefined();
      const headers = Object.fromEntries(
        (email!.headers ?? []).map((header) => [header.name.toLowerCase(), header.value]),
      );
      expect(headers['list-unsubscribe']).toBe(`<${stack.appUrl}/api/unsubscribe-job-alert?token=${token}>`);
      expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      // The window moves to the newest job the run read, matched or not: the title's list holds
      // the part-time one too, posted after the match.
      expect((await alertItem(stack, candidate.userID, alertID))?.sentThrough).toBe(helper.createdAt);

      // Nothing new: no email, nothing written.
      expect(await runDigestOf(stack, candidate.userID, alertID)).toBe('nothing-new');
      expect(await jobAlertEmails(stack.mailboxUrl, candidate.email, word)).toHaveLength(1);
      expect((await alertItem(stack, candidate.userID, alertID))?.sentThrough).toBe(helper.createdAt);

      // A later job comes in the next digest, alone.
      const later = await addJob(employer.client, { jobTitle: `${word} Lead`, jobType: 'full-time' });
      expect(await runDigestOf(stack, candidate.userID, alertID)).toBe('sent');
      const emails = await jobAlertEmails(stack.mailboxUrl, candidate.email, word);
      expect(emails).toHaveLength(2);
      expect(emails[1]!.body.text).toContain(`${word} Lead`);
      expect(emails[1]!.body.text).not.toContain(`Senior ${word} Assistant`);
      expect((await alertItem(stack, candidate.userID, alertID))?.sentThrough).toBe(later.createdAt);
    });

    it('moves the window past new jobs that did not match, so the next run does not read them again', async () => {
      const word = uniqueWord();
      const alertID = await createAlert(candidate.client, { jobTitle: word, minPay: 200_000, payCurrency: 'EUR' });
      await addJob(employer.client, { jobTitle: `${word} Writer`, minSalary: 3000, maxSalary: 3500 });
      const newest = await addJob(employer.client, { jobTitle: `${word} Editor`, minSalary: 3000, maxSalary: 4000 });

      expect(await runDigestOf(stack, candidate.userID, alertID)).toBe('nothing-new');
      expect(await jobAlertEmails(stack.mailboxUrl, candidate.email, word)).toHaveLength(0);
      expect((await alertItem(stack, candidate.userID, alertID))?.sentThrough).toBe(newest.createdAt);

      // A job that matches after them comes alone, from where the last run stopped.
      const matching = await addJob(employer.client, {
        jobTitle: `${word} Lead`,
        minSalary: 20_000,
        maxSalary: 25_000,
      });
      expect(await runDigestOf(stack, candidate.userID, alertID)).toBe('sent');
      const [email] = await jobAlertEmails(stack.mailboxUrl, candidate.email, word);
      expect(email!.body.text).toContain(`${word} Lead`);
      expect((await alertItem(stack, candidate.userID, alertID))?.sentThrough).toBe(matching.createdAt);
    });

    it('skips a paused alert in the run, and sends a resumed one only the jobs posted after it resumed', async () => {
      const word = uniqueWord();
      const alertID = await createAlert(candidate.client, { jobTitle: word });
      await candidate.client.call('PUT', '/api/update-job-alert', { json: { alertID, paused: true } });
      await addJob(employer.client, { jobTitle: `${word} While Paused` });

      const run = await (await dailyDigests()).sendDailyDigests();
      expect(run.checked).toBeGreaterThan(0);
      expect(await jobAlertEmails(stack.mailboxUrl, candidate.email, word)).toHaveLength(0);
      // Even handed the alert as it was before the pause, the run does not send it.
      const stale = { ...(await alertItem(stack, candidate.userID, alertID))!, paused: false };
      expect(await (await digests()).sendAlertDigest(stale)).toBe('skipped');
      expect(await jobAlertEmails(stack.mailboxUrl, candidate.email, word)).toHaveLength(0);

      await candidate.client.call('PUT', '/api/update-job-alert', { json: { alertID, paused: false } });
      await addJob(employer.client, { jobTitle: `${word} After Resume` });
      await (await dailyDigests()).sendDailyDigests();
      const [email, ...more] = await jobAlertEmails(stack.mailboxUrl, candidate.email, word);
      expect(more).toHaveLength(0);
      expect(email!.body.text).toContain(`${word} After Resume`);
      expect(email!.body.text).not.toContain(`${word} While Paused`);
    });

    it('goes on after one failing send, and sends that digest once at the next run', async () => {
      const { ses } = await import('#platform/clients/ses.js');
      const [unlucky, lucky] = await Promise.all([
        createSignedInUser(stack, 'candidate'),
        createSignedInUser(stack, 'candidate'),
      ]);
      const word = uniqueWord();
      const alerts = await Promise.all([unlucky, lucky].map((user) => createAlert(user.client, { jobTitle: word })));
      await addJob(employer.client, { jobTitle: `${word} Engineer` });

      // SES refuses the unlucky candidate's email, once.
      const failOnce = 'fail-one-recipient';
      let failures = 0;
      ses().middlewareStack.add(
        (next) => async (args) => {
          const input = args.input as { Destination?: { ToAddresses?: string[] } };
          if (input.Destination?.ToAddresses?.includes(unlucky.email) && failures === 0) {
            failures += 1;
            throw Object.assign(new Error('Sending paused for this account'), { name: 'SendingPausedException' });
          }
          return next(args);
        },
        { step: 'initialize', name: failOnce },
      );
      try {
        const first = await (await dailyDigests()).sendDailyDigests();
        expect(first.failed).toBeGreaterThanOrEqual(1);
      } finally {
        ses().middlewareStack.remove(failOnce);
      }
      expect(failures).toBe(1);
      expect(await jobAlertEmails(stack.mailboxUrl, lucky.email, word)).toHaveLength(1);
      expect(await jobAlertEmails(stack.mailboxUrl, unlucky.email, word)).toHaveLength(0);
      // The failed digest was undone: its window is where it was.
      const unluckyItem = await alertItem(stack, unlucky.userID, alerts[0]!);
      expect(unluckyItem?.sentThrough).toBe(unluckyItem?.createdAt);

      await (await dailyDigests()).sendDailyDigests();
      await (await dailyDigests()).sendDailyDigests();
      expect(await jobAlertEmails(stack.mailboxUrl, unlucky.email, word)).toHaveLength(1);
      expect(await jobAlertEmails(stack.mailboxUrl, lucky.email, word)).toHaveLength(1);
    });
  });

  describe('unsubscribing from the email', () => {
    it('deletes the alert without a session, says so, and says so again differently', async () => {
      const { candidate: reader, alertID, token } = await sentDigest(stack, employer.client);
      const visitor = new ApiClient(stack);

      // A GET (a mail scanner's prefetch) changes nothing.
      expect((await visitor.call('GET', '/api/unsubscribe-job-alert', { query: { token } })).status).not.toBe(200);
      expect(await alertItem(stack, reader.userID, alertID)).toBeDefined();

      const wrong = `${token.slice(0, -43)}${'A'.repeat(43)}`;
      const forged = await visitor.call('POST', '/api/unsubscribe-job-alert', { query: { token: wrong } });
      expect(forged.status).toBe(404);
      expect(forged.body.data.msg).toBe(JOB_ALERT_MSG.badLink);

      const done = await visitor.call<{ alert: { description: string } }>('POST', '/api/unsubscribe-job-alert', {
        query: { token },
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.data.msg).toBe('You will no longer receive this alert');
      expect(await alertItem(stack, reader.userID, alertID)).toBeUndefined();
      const listed = await reader.client.call<{ alerts: unknown[] }>('GET', '/api/get-job-alerts');
      expect(listed.body.data.alerts).toEqual([]);

      const again = await visitor.call('POST', '/api/unsubscribe-job-alert', { query: { token } });
      expect(again.status).toBe(410);
      expect(again.body.data.msg).toBe(JOB_ALERT_MSG.alreadyGone);
    });

    it('takes the one-click POST of mail clients (RFC 8058)', async () => {
      const { candidate: reader, alertID, token } = await sentDigest(stack, employer.client);
      const answer = await new ApiClient(stack).call('POST', '/api/unsubscribe-job-alert', {
        query: { token },
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(await alertItem(stack, reader.userID, alertID)).toBeUndefined();
    });
  });
});
