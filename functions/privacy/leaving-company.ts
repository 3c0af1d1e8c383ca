// An employer's account deletion and their company (docs/product/privacy.md): with other members
// the company stays (the longest-standing member becomes Owner if the leaver was, and where the
// leaver's name stood it reads "Former member"); the last member's deletion closes the company
// with its jobs.
import { mapInBatches } from '#platform/async/in-batches.js';
import { withRetries } from '#platform/async/retry.js';
import { type UserProfile } from '#functions/accounts/index.js';
import {
  FORMER_MEMBER,
  type ApplicationItem,
  type StoredHistoryEntry,
  getApplication,
  tellApplicantsJobRemoved,
  deleteReviewsOf,
  applicationKey,
  jobApplicationsQuery,
} from '#functions/applications/index.js';
import {
  companyKey,
  companyPK,
  memberKey,
  retireSlug,
  type CompanyItem,
  type MemberItem,
  tokenKey,
} from '#functions/teams/index.js';
import { cancelInterviewsOfClosed, renameInInterviews } from '#functions/interviews/index.js';
import { companyJobCountsKey, jobKey, listCompanyJobs, deleteJob } from '#functions/jobs/index.js';
import { eraseCompanyFiles } from './user-files.js';
import { batchWrite } from '#platform/dynamodb/batch-write.js';
import { queryItems } from '#platform/dynamodb/query-items.js';
import { collidedWithAnotherWrite, conditionFailed, conditionFailedAt } from '#platform/dynamodb/transactions.js';
import { transact, updateItem } from '#platform/dynamodb/table.js';

export const keysOnly = (item: Record<string, unknown>) => ({ PK: item.PK as string, SK: item.SK as string });

/**
 * After a member left by deleting their account, the company keeps its jobs and applications:
 * where their name stood (a job's Posted by, their moves in stage histories) it reads "Former
 * member". Bounded by the company's jobs and their applications; each write is conditioned on
 * what was read (a move appended meanwhile: read again), and a run cut short is run again.
 */
async function renameFormerMember(profile: UserProfile, companyID: string): Promise<void> {
  const name = `${profile.firstName ?? ''} ${profile.lastName ?? ''}`.trim();
  const jobs = await listCompanyJobs(companyID);
  await mapInBatches(
    jobs.filter((job) => job.employerID === profile.userID && job.postedByName !== FORMER_MEMBER),
    async (job) => {
      try {
        await updateItem({
          Key: jobKey(job.jobID),
          UpdateExpression: 'SET postedByName = :former',
          ConditionExpression: 'employerID = :member',
          ExpressionAttributeValues: { ':former': FORMER_MEMBER, ':member': profile.userID },
        });
      } catch (error) {
        // Deleted meanwhile.
        if (!conditionFailed(error)) throw error;
      }
    },
  );
  const movedBy = (entry: StoredHistoryEntry, index: number) =>
    entry.byID === profile.userID ||
    // Moves recorded before ids were kept: by this name, and not the candidate's own entries.
    (!entry.byID && index > 0 && entry.by === name && entry.stage !== 'withdrawn' && !entry.event);
  await mapInBatches(jobs, async (job) => {
    // The interviews they proposed: the candidates and the team see who proposed them.
    await renameInInterviews({ jobID: job.jobID }, { proposedByID: profile.userID }, FORMER_MEMBER);
    const applications = (await queryItems({
      ...jobApplicationsQuery(job.jobID),
      ConsistentRead: true,
    })) as unknown as ApplicationItem[];
    for (const application of applications) await renameInHistory(application, movedBy);
  });
}

async function renameInHistory(
  first: ApplicationItem,
  movedBy: (entry: StoredHistoryEntry, index: number) => boolean,
): Promise<void> {
  let application: ApplicationItem | undefined = first;
  for (let attempt = 0; application?.history?.some(movedBy) && attempt < 4; attempt += 1) {
    const history = application.history.map((entry, index) =>
      movedBy(entry, index) ? { stage: entry.stage, at: entry.at, by: FORMER_MEMBER } : entry,
    );
    try {
      await updateItem({
        Key: applicationKey(application.jobID, application.userID),
        UpdateExpression: 'SET history = :history',
        ConditionExpression: 'size(history) = :length',
        ExpressionAttributeValues: { ':history': history, ':length': application.history.length },
      });
      return;
    } catch (error) {
      if (!conditionFailed(error)) throw error;
      application = await getApplication(first.jobID, first.userID);
    }
  }
}

/**
 * Leaves the company when other members keep it, handing it to the longest-standing one if the
 * leaver was its Owner, on condition that they are still a member (they may be leaving too).
 * Answers the company's items when nobody else is left, undefined when the leaver is gone.
 */
async function leaveIfOthersStay(profile: UserProfile, companyID: string) {
  const items = await queryItems({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': companyPK(companyID) },
    ConsistentRead: true,
  });
  const company = items.find((item) => item.SK === 'COMPANY') as CompanyItem | undefined;
  const others = (items.filter((item) => item.entity === 'MEMBER') as unknown as MemberItem[])
    .filter((member) => member.userID !== profile.userID)
    .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt));
  if (!company || others.length === 0) return items;
  const successor = company.ownerID === profile.userID ? others[0] : undefined;
  await transact([
    { Delete: { Key: memberKey(companyID, profile.userID) } },
    successor
      ? {
          Update: {
            Key: companyKey(companyID),
            UpdateExpression: 'SET ownerID = :next',
            ConditionExpression: 'ownerID = :me',
            ExpressionAttributeValues: { ':me': profile.userID, ':next': successor.userID },
          },
        }
      : {
          ConditionCheck: {
            Key: companyKey(companyID),
            ConditionExpression: 'ownerID <> :me',
            ExpressionAttributeValues: { ':me': profile.userID },
          },
        },
    ...(successor
      ? [
          {
            ConditionCheck: {
              Key: memberKey(companyID, successor.userID),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
        ]
      : []),
  ]);
  return undefined;
}

/**
 * Step: the employer's company. With other members, they keep it and its jobs (the longest-
 * standing member becomes Owner if the leaver was); the last member's deletion deletes its
 * jobs (their applicants are told, their open interviews cancelled), its pending invitations
 * and the company.
 */
export async function leaveOrCloseCompany(profile: UserProfile): Promise<void> {
  const companyID = profile.companyID;
  if (!companyID) return;
  // A successor who left between our read and our write fails the transaction: read again.
  const items = await withRetries(() => leaveIfOthersStay(profile, companyID), {
    retryable: (error) => conditionFailedAt(error, 2) || collidedWithAnotherWrite(error),
    maxAttempts: 4,
    capMs: 200,
    giveUp: (error) => error,
  });
  if (!items) {
    await renameFormerMember(profile, companyID);
    return;
  }
  // The last member: the company goes, with its jobs.
  for (const job of await listCompanyJobs(companyID)) {
    try {
      // First, so that a run cut short after the job's deletion leaves no interview open: the
      // candidates are emailed a confirmed one's cancellation (without a link).
      await cancelInterviewsOfClosed({ jobID: job.jobID }, async () => undefined);
      // Before the job, so that a run cut short after its deletion leaves no review behind.
      await deleteReviewsOf(job.jobID);
      await tellApplicantsJobRemoved(await deleteJob(companyID, job.jobID));
    } catch (error) {
      // Deleted meanwhile (by a run of this step that stopped half-way): its applicants were told then.
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
    }
  }
  const invitationTokens = items
    .filter((item) => item.entity === 'INVITE' && typeof item.tokenHash === 'string')
    .map((item) => tokenKey(item.tokenHash as string));
  // Its logos before its items, so that a run cut short leaves no logo nobody can find.
  await eraseCompanyFiles(companyID);
  // Its slug stays, answering 410 now, until another company takes it a year on (teams/company-slugs.ts).
  const company = items.find((item) => item.SK === 'COMPANY') as CompanyItem | undefined;
  if (company?.slug) await retireSlug(company.slug, companyID);
  // The company's job counts last: its jobs' deletions above counted them down.
  await batchWrite(
    [...invitationTokens, ...items.map(keysOnly), companyJobCountsKey(companyID)].map((Key) => ({
      DeleteRequest: { Key },
    })),
  );
}
