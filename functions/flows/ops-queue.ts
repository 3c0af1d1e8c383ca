// The console's queue as operators read it (docs/product/trust-and-safety.md, The console): a
// page of targets from trust/ (one Query, and one Query of each target's newest open reports),
// then what each target is now, every item read in one BatchGetItem: the jobs, their companies,
// the companies, the messages with their jobs and the candidates. Bounded by the page.
import { parseConversationId } from '#shared/schemas/messages.js';
import type { OpsQueueItem } from '#shared/schemas/trust.js';
import { batchGetItems, type ItemKey } from '#platform/dynamodb/batch-get.js';
import { fullName, userKey, type UserProfile } from '#functions/accounts/index.js';
import { jobKey, type JobItem } from '#functions/jobs/index.js';
import { conversationEntryKey } from '#functions/messages/index.js';
import { companyKey, type CompanyItem } from '#functions/teams/index.js';
import { queuePage, type QueuedTarget, type TargetItem } from '#functions/trust/index.js';

const keyString = (key: ItemKey) => `${key.PK}|${key.SK}`;

/** The items a target's view reads. */
function keysOf(target: TargetItem): ItemKey[] {
  switch (target.targetType) {
    case 'job':
      return [jobKey(target.targetID), ...(target.companyID ? [companyKey(target.companyID)] : [])];
    case 'company':
      return [companyKey(target.targetID)];
    case 'message': {
      const entry = conversationEntryKey(target.conversationID ?? '', target.targetID);
      const ids = parseConversationId(target.conversationID ?? '');
      return [...(entry ? [entry] : []), ...(ids ? [jobKey(ids.jobID)] : [])];
    }
    case 'candidate':
      return [userKey(target.targetID)];
  }
}

const companyView = (company: CompanyItem, flaggedMessages: number) => ({
  companyID: company.companyID,
  companyName: company.companyName,
  ...(company.slug ? { slug: company.slug } : {}),
  ...(company.website ? { website: company.website } : {}),
  ...(company.verifiedDomain ? { verifiedDomain: company.verifiedDomain } : {}),
  suspended: company.suspension !== undefined,
  flaggedMessages,
});

function itemOf({ target, reasons, reports }: QueuedTarget, read: (key: ItemKey | undefined) => unknown): OpsQueueItem {
  const item: OpsQueueItem = {
    targetType: target.targetType,
    targetID: target.targetID,
    ...(target.conversationID ? { conversationID: target.conversationID } : {}),
    queuedAt: target.queuedAt,
    openReports: target.openReports ?? 0,
    reasons,
    reports: reports.map((report) => ({
      reason: report.reason,
      details: report.details,
      reporterName: report.reporterName,
      reporterEmail: report.reporterEmail,
      createdAt: report.createdAt,
    })),
    held: target.held === true,
    holdReasons: target.holdReasons ?? [],
  };
  const [first, second] = keysOf(target);
  switch (target.targetType) {
    case 'job': {
      const job = read(first) as JobItem | undefined;
      const company = read(second) as CompanyItem | undefined;
      if (job) {
        item.job = {
          jobID: job.jobID,
          jobTitle: job.jobTitle,
          aboutRole: job.aboutRole,
          companyID: job.companyID,
          companyName: job.companyName,
          active: job.active,
          removed: Boolean(job.removedAt),
          createdAt: job.createdAt,
        };
      }
      if (company) item.company = companyView(company, 0);
      return item;
    }
    case 'company': {
      const company = read(first) as CompanyItem | undefined;
      if (company) item.company = companyView(company, target.flaggedMessages ?? 0);
      return item;
    }
    case 'message': {
      const entry = read(first) as
        { text: string; senderName: string; createdAt: string; removed?: boolean } | undefined;
      const job = read(second) as JobItem | undefined;
      if (entry) {
        item.message = {
          text: entry.removed ? '' : entry.text,
          senderName: entry.senderName,
          createdAt: entry.createdAt,
          jobTitle: job?.jobTitle ?? '',
        };
      }
      return item;
    }
    case 'candidate': {
      const candidate = read(first) as UserProfile | undefined;
      if (candidate) {
        item.candidate = {
          candidateID: candidate.userID,
          name: fullName(candidate),
          about: candidate.bio?.about ?? '',
        };
      }
      return item;
    }
  }
}

export async function opsQueuePage(cursor?: string): Promise<{ items: OpsQueueItem[]; nextCursor?: string }> {
  const { targets, nextCursor } = await queuePage(cursor);
  const keys = targets.flatMap(({ target }) => keysOf(target));
  const found = new Map<string, unknown>();
  if (keys.length > 0) {
    const items = await batchGetItems(keys);
    keys.forEach((key, index) => found.set(keyString(key), items[index]));
  }
  const read = (key: ItemKey | undefined) => (key ? found.get(keyString(key)) : undefined);
  return { items: targets.map((queued) => itemOf(queued, read)), ...(nextCursor ? { nextCursor } : {}) };
}
