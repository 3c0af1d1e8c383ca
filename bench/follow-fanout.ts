// Figure: the follow fan-out of a company with many followers (docs/product/companies.md,
// Following). A company posts a job with no followers yet (the stack's own fan-out tells
// nobody), then its followers are written directly (the product's follow items, in
// BatchWrites), and the fan-out runs here as the company work queue's worker runs it: one
// page of followers a message, the next message queued after it, until the list ends. Each
// message is metered (call-meter.ts): its reads must stay one job and one page of followers,
// whatever the number of followers; its writes are three per follower (the notification, the
// news for the daily digest and its marker).
import { followItem } from '#functions/companies/company-follows.js';
import { FOLLOWER_PAGE, tellFollowersPage, type FollowerNews } from '#functions/companies/follower-news.js';
import type { StackInfo } from '../local/stack-process.js';
import { createSignedInUser } from '../tools/test-users.js';
import { metered, type Reads } from './call-meter.js';
import type { Row } from './report.js';
import { batchWriteAll } from './seed.js';

/** A message's reads: the job, and one page of followers. */
const MESSAGE_READ_BOUND = 1 + FOLLOWER_PAGE;

export interface FollowFanoutFigure {
  followers: number;
  told: number;
  messages: number;
  /** The message that read the most. */
  mostPerMessage: Reads;
  /** Over all messages. */
  roundTrips: number;
  capacityUnits: number;
  itemsWritten: number;
  seconds: number;
  seedSeconds: number;
}

const followerID = (index: number) => `f0000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

export async function measureFollowFanout(stack: StackInfo, followers: number): Promise<FollowFanoutFigure> {
  const owner = await createSignedInUser(stack, 'employer', { companyName: 'Followed Remote Co' });
  const posted = await owner.client.call<{ job: { _id: string } }>('POST', '/api/add-job', {
    json: {
      jobTitle: 'Support Engineer',
      jobType: 'full-time',
      department: 'Engineering',
      country: 'Germany',
      timeZone: 'Europe/Berlin (GMT+01:00)',
      aboutRole: 'Help our customers across time zones.',
      minSalary: 50000,
      maxSalary: 70000,
      currency: 'EUR',
    },
  });
  if (posted.status !== 200) throw new Error(`add-job answered ${posted.status}: ${JSON.stringify(posted.body)}`);
  const company = { companyID: owner.companyID!, companyName: 'Followed Remote Co', slug: 'followed-remote-co' };
  const seedStarted = performance.now();
  const base = Date.now() - followers * 1000;
  await batchWriteAll(
    (function* () {
      for (let index = 0; index < followers; index += 1)
        yield followItem(followerID(index), company, new Date(base + index * 1000).toISOString()) as unknown as Record<
          string,
          unknown
        >;
    })(),
  );
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const started = performance.now();
  let message: FollowerNews | undefined = {
    kind: 'followerNews',
    companyID: company.companyID,
    jobID: posted.body.data.job._id,
  };
  const figure = { told: 0, messages: 0, roundTrips: 0, capacityUnits: 0 };
  let most: Reads | undefined;
  while (message) {
    const current: FollowerNews = message;
    const { answer, reads } = await metered(owner, () => tellFollowersPage(current));
    figure.told += answer.told;
    figure.messages += 1;
    figure.roundTrips += reads.roundTrips;
    figure.capacityUnits += reads.capacityUnits;
    if (!most || reads.itemsBesidesSession > most.itemsBesidesSession) most = reads;
    message = answer.next;
  }
  return {
    followers,
    ...figure,
    capacityUnits: Math.round(figure.capacityUnits),
    mostPerMessage: most!,
    itemsWritten: figure.told * 3,
    seconds: (performance.now() - started) / 1000,
    seedSeconds,
  };
}

export function followFanoutRows(figure: FollowFanoutFigure): Row[] {
  const followers = figure.followers.toLocaleString('en');
  return [
    {
      figure: `follow fan-out of a new job to ${followers} followers (company work queue, ${FOLLOWER_PAGE} a message)`,
      value:
        `${figure.messages} messages, ${figure.told.toLocaleString('en')} told; at most ` +
        `${figure.mostPerMessage.itemsBesidesSession} items read and ${figure.mostPerMessage.roundTrips} round trips a message; ` +
        `${figure.itemsWritten.toLocaleString('en')} items written, ${figure.capacityUnits.toLocaleString('en')} capacity units, ${figure.seconds.toFixed(1)} s in all`,
      target: `<= ${MESSAGE_READ_BOUND} items read a message; every follower told once`,
      result:
        figure.mostPerMessage.itemsBesidesSession <= MESSAGE_READ_BOUND && figure.told === figure.followers
          ? 'pass'
          : 'MISS',
    },
  ];
}

/** What shows the figure's harness broke. */
export function followFanoutProblems(figure: FollowFanoutFigure): string[] {
  return figure.told === 0 ? ['follow fan-out: no follower was told: the seeding is broken'] : [];
}
