// Figure: the daily job alert digest at volume. Many candidates, each with one active alert
// whose search matches some of the jobs posted in the window before the seed's base time,
// are written directly (the product's item builders, in BatchWrites); then the digest runs
// as the local stack runs it (sendDailyDigests: the in-process queue and its workers,
// paced to DIGEST_SENDS_PER_SECOND as the Lambda workers are) against the stack's SES
// emulator, whose mailbox is read as the emails arrive to count what it received.
import type { JobAlertSearch } from '#shared/schemas/job-alerts.js';
import { listDepartments } from '#functions/jobs/departments.js';
import { digestSendsPerSecond } from '#functions/job-alerts/digest-pacing.js';
import { sendDailyDigests } from '#functions/flows/daily-digests.js';
import { alertCountItem, newAlertItem } from '#functions/job-alerts/job-alerts.js';
import { storedEmails } from '../local/mailbox.js';
import { BASE_TIME, batchWriteAll, benchCandidateProfile, benchJobFields, DIGEST_WINDOW_MINUTES } from './seed.js';

export interface DigestFigure {
  /** Alerts seeded, one per candidate. */
  alerts: number;
  /** The workers' rate together, emails a second (DIGEST_SENDS_PER_SECOND). */
  pacedPerSecond: number;
  seedSeconds: number;
  /** The whole run: queueing every active alert, then the workers sending. */
  seconds: number;
  /** Active alerts the run looked at (the seeded ones and any the bench made before). */
  checked: number;
  sent: number;
  failed: number;
  /** Emails to the seeded candidates that the SES emulator took. */
  received: number;
  /** Seeded candidates who received at least one: with `received`, shows none got two. */
  recipientsReached: number;
  /** The most emails the emulator took in one second (its clock's). */
  busiestSecond: number;
}

/** The seeded candidates' numbers start here, past those of the search-cost seed. */
const FIRST_RECIPIENT = 1_000_000;
/** How often the mailbox is read during the run: each read returns only what came since the last. */
const MAILBOX_POLL_MS = 5_000;

/** Alert `index`'s search: one of four kinds, built from a job of the window so that it matches. */
function alertSearch(index: number, departments: readonly string[]): JobAlertSearch {
  const job = benchJobFields(index % DIGEST_WINDOW_MINUTES, departments);
  const titleWord = job.jobTitle.split(' ')[0]!;
  const kinds: JobAlertSearch[] = [
    { jobTitle: titleWord },
    { jobTitle: titleWord, country: job.country },
    { jobType: job.jobType, department: job.department },
    // A job is open to anywhere or lists its own country first.
    { jobTitle: titleWord, applyFrom: job.country },
  ];
  return kinds[Math.floor(index / DIGEST_WINDOW_MINUTES) % kinds.length]!;
}

/**
 * Reads the mailbox every MAILBOX_POLL_MS while the digest runs: the emails to `recipients`
 * by message id, and how many came in each second. Each read answers only what came since the
 * last one: a single read at the end would carry every email's text and HTML in one answer.
 */
function watchMailbox(mailboxUrl: string, recipients: Set<string>, onCount: (received: number) => void) {
  const received = new Set<string>();
  const reached = new Set<string>();
  const perSecond = new Map<number, number>();
  let since = Math.floor(Date.now() / 1000);
  const read = async () => {
    const askedAt = Math.floor(Date.now() / 1000);
    for (const email of await storedEmails(mailboxUrl, since)) {
      const recipient = email.destination.to.map((to) => to.toLowerCase()).find((to) => recipients.has(to));
      if (!recipient || received.has(email.messageId)) continue;
      received.add(email.messageId);
      reached.add(recipient);
      perSecond.set(email.at, (perSecond.get(email.at) ?? 0) + 1);
    }
    // The emulator stamps whole seconds: what it takes from now on is stamped askedAt or later.
    since = askedAt;
    onCount(received.size);
  };
  let reading = Promise.resolve();
  let failure: unknown;
  const timer = setInterval(() => {
    reading = reading.then(read).catch((error: unknown) => void (failure ??= error));
  }, MAILBOX_POLL_MS);
  return {
    async stop() {
      clearInterval(timer);
      await reading;
      if (failure) throw failure;
      await read();
      return {
        received: received.size,
        recipientsReached: reached.size,
        busiestSecond: Math.max(0, ...perSecond.values()),
      };
    },
  };
}

/**
 * Seeds `alerts` candidates with an alert each and runs the digest once. The process
 * environment must point the data modules at the stack, whose table already holds the
 * window's DIGEST_WINDOW_MINUTES jobs (the search-cost seed's first ones).
 */
export async function measureDigests(
  mailboxUrl: string,
  alerts: number,
  log: (line: string) => void = () => {},
): Promise<DigestFigure> {
  const departments = (await listDepartments()).map((department) => department.name);
  const windowStart = new Date(BASE_TIME - DIGEST_WINDOW_MINUTES * 60_000);
  const recipients = new Set<string>();
  const items = function* () {
    for (let index = 0; index < alerts; index += 1) {
      const profile = benchCandidateProfile(FIRST_RECIPIENT + index);
      recipients.add(profile.email.toLowerCase());
      yield profile;
      yield newAlertItem(profile.userID, alertSearch(index, departments), windowStart);
      yield alertCountItem(profile.userID, 1);
    }
  };
  const seedStarted = performance.now();
  await batchWriteAll(items());
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const pacedPerSecond = digestSendsPerSecond();
  log(`  seeded in ${Math.round(seedSeconds)} s; sending, paced at ${pacedPerSecond} a second...`);
  let reported = 0;
  const mailbox = watchMailbox(mailboxUrl, recipients, (received) => {
    if (alerts >= 1_000 && received / alerts >= reported + 0.1) {
      reported = Math.floor((received / alerts) * 10) / 10;
      log(`  ${Math.round(reported * 100)}% of the digests received`);
    }
  });
  const started = performance.now();
  const report = await sendDailyDigests();
  const seconds = (performance.now() - started) / 1000;
  return { alerts, pacedPerSecond, seedSeconds, seconds, ...report, ...(await mailbox.stop()) };
}
