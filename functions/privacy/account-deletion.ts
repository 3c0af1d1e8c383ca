// Deleting an account (docs/product/privacy.md; docs/data-model.md, pattern 23). Two phases:
//   1. closeAccount: ONE transaction, with the emailed code: the profile becomes `deleting`
//      (no session, sign-in, refresh or search reaches it from then on: they all require
//      `active`), its sessions are revoked, its sourcing cards go, the code is used up, and
//      the account is listed under ACCOUNTDELETIONS (GSI1) for the clean-up to find.
//   2. finishAccountDeletion: the rest, step by step, each step safe to run again: Cognito
//      user, their messages emptied ("Message removed") and a candidate's conversations renamed,
//      applications withdrawn and anonymised (the team's reviews of them deleted, their
//      interviews renamed), a candidate's follows ended (each company's follower count goes
//      down), a member's reviews and proposed interviews renamed "Former
//      member", company membership (leaving-company.ts: or the company and its
//      jobs, for its last member), files with every version, the user's partition, and last
//      the profile with the email's item (the address is free again only when all is gone).
// The request runs phase 2 at once; should a step fail, the hourly clean-up
// (account-cleanup.ts) runs it again until it finishes.
import {
  ACCOUNT_MSG,
  deleteCognitoUser,
  signOutEverywhere,
  accountRemoval,
  deleteCodeItem,
  fullName,
  userKey,
  type UserProfile,
} from '#functions/accounts/index.js';
import {
  FORMER_MEMBER,
  REVIEW_COUNT_ATTRIBUTES,
  stageOf,
  type ApplicationItem,
  anonymiseReviewer,
  deleteReviewsOf,
  moved,
  recordInsights,
  applicationKey,
  applicantListWrites,
  applicantPlace,
} from '#functions/applications/index.js';
import { candidateSearchWrites } from '#functions/candidates/index.js';
import { endAllFollows } from '#functions/companies/index.js';
import { cancelInterviewsOfClosed, renameInInterviews } from '#functions/interviews/index.js';
import { applicantCountChange } from '#functions/jobs/index.js';
import { anonymiseCandidateConversations, removeMessagesOf } from '#functions/messages/index.js';
import { badRequest, conflict } from '#platform/errors.js';
import { mapInBatches } from '#platform/async/in-batches.js';
import { logger } from '#platform/observability/logger.js';
import type { NotificationKind } from '#shared/schemas/notifications.js';
import { batchWrite } from '#platform/dynamodb/batch-write.js';
import { queryItems } from '#platform/dynamodb/query-items.js';
import { eraseUserFiles } from './user-files.js';
import { keysOnly, leaveOrCloseCompany } from './leaving-company.js';
import { conditionFailed, conditionFailedAt } from '#platform/dynamodb/transactions.js';
import { transact, updateItem, type TransactItem } from '#platform/dynamodb/table.js';

/** GSI1 partition of the accounts whose deletion has begun and not yet finished. */
export const DELETIONS_PK = 'ACCOUNTDELETIONS';

/** How an anonymised application names its candidate. */
export const DELETED_CANDIDATE = { firstName: 'Deleted', lastName: 'candidate' } as const;
const DELETED_NAME = fullName(DELETED_CANDIDATE);

/** Phase 1 (see above): the account is closed at once. 400 for a code used meanwhile, 409 if not active. */
export async function closeAccount(profile: UserProfile, codeHash: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  try {
    await transact([
      {
        Update: {
          Key: userKey(profile.userID),
          UpdateExpression:
            'SET #status = :deleting, deletionRequestedAt = :at, sessionsValidAfter = :cutoff, GSI1PK = :list, GSI1SK = :entry',
          ConditionExpression: '#status = :active',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':deleting': 'deleting',
            ':active': 'active',
            ':at': at,
            ':cutoff': Math.floor(now.getTime() / 1000),
            ':list': DELETIONS_PK,
            ':entry': `${at}#${profile.userID}`,
          },
        },
      },
      deleteCodeItem(profile.userID, 'delete-account', codeHash),
      // A closed profile has no sourcing cards (candidate-search.ts isSourced needs `active`).
      ...(await candidateSearchWrites({ ...profile, status: 'deleting' })),
    ]);
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw conflict(ACCOUNT_MSG.accountClosing);
    if (conditionFailedAt(error, 1)) throw badRequest(ACCOUNT_MSG.codeExpired);
    throw error;
  }
}

/**
 * An unconfirmed sign-up past its time, closed like a deletion (the clean-up then finishes
 * it); undefined when it was confirmed or removed meanwhile.
 */
export async function closeUnconfirmedAccount(
  profile: UserProfile,
  now = new Date(),
): Promise<UserProfile | undefined> {
  const at = now.toISOString();
  try {
    const { Attributes } = await updateItem({
      Key: userKey(profile.userID),
      UpdateExpression:
        'SET #status = :deleting, deletionRequestedAt = :at, GSI1PK = :list, GSI1SK = :entry REMOVE expiresAt',
      ConditionExpression: '#status = :onboarding',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':deleting': 'deleting',
        ':onboarding': 'onboarding',
        ':at': at,
        ':list': DELETIONS_PK,
        ':entry': `${at}#${profile.userID}`,
      },
      ReturnValues: 'ALL_NEW',
    });
    return Attributes as UserProfile;
  } catch (error) {
    if (conditionFailed(error)) return undefined;
    throw error;
  }
}

/** The application's counts of the team's reviews, which go with the reviews. */
const REVIEW_COUNTS = Object.values(REVIEW_COUNT_ATTRIBUTES).join(', ');

/**
 * Withdraws (if still open) and anonymises one application of a deleted candidate: no name,
 * email, phone or country, gone from the candidate's list (GSI1 keys removed), history names
 * them "Deleted candidate", no review counts, no screening answers (nor a pending automatic
 * rejection). The job's count drops for an application that counted.
 */
async function anonymiseApplication(item: ApplicationItem, candidateName: string, at: string): Promise<void> {
  const deletedName = `${DELETED_CANDIDATE.firstName} ${DELETED_CANDIDATE.lastName}`;
  const wasOpen = stageOf(item) !== 'withdrawn';
  // The history names them as their account did, or as they typed it on the application.
  const theirNames = new Set([candidateName, fullName(item)]);
  const history = (item.history ?? [{ stage: 'new' as const, at: item.createdAt, by: candidateName }]).map((entry) =>
    theirNames.has(entry.by) ? { ...entry, by: deletedName } : entry,
  );
  if (wasOpen) history.push({ stage: 'withdrawn', at, by: deletedName });
  const anonymise: TransactItem = {
    Update: {
      Key: applicationKey(item.jobID, item.userID),
      UpdateExpression: `SET firstName = :first, lastName = :last, email = :empty, phoneNo = :empty, country = :empty, stage = :withdrawn, history = :history, candidateDeleted = :true, updatedAt = :at REMOVE GSI1PK, GSI1SK, emailConfirmed, answers, unmetRequirements, autoRejectAt, GSI2PK, GSI2SK, ${REVIEW_COUNTS}`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: {
        ':first': DELETED_CANDIDATE.firstName,
        ':last': DELETED_CANDIDATE.lastName,
        ':empty': '',
        ':withdrawn': 'withdrawn',
        ':history': history,
        ':true': true,
        ':at': at,
      },
    },
  };
  const countsOnJob = wasOpen && !item.jobRemoved;
  // Out of the company's lists of everyone who meets the requirements, under Withdrawn, unreviewed.
  const anonymised = {
    jobID: item.jobID,
    userID: item.userID,
    createdAt: item.createdAt,
    stage: 'withdrawn' as const,
    candidateDeleted: true,
  };
  const placeWrites = applicantListWrites(applicantPlace(item), applicantPlace(anonymised));
  try {
    await transact([anonymise, ...(countsOnJob ? [applicantCountChange(item.jobID, -1)] : []), ...placeWrites]);
    if (!item.jobRemoved)
      await recordInsights(
        item.jobID,
        moved(item, 'withdrawn', new Date(at), { byCompany: false, candidateDeleted: true }),
      );
  } catch (error) {
    // The job is gone (deleted meanwhile): nothing left to count on it.
    if (countsOnJob && conditionFailedAt(error, 1)) {
      await transact([anonymise, ...placeWrites]);
      return;
    }
    if (conditionFailedAt(error, 0)) return;
    throw error;
  }
}

/** What the employer's notifications about a deleted candidate's application say instead. */
const ANONYMOUS_NOTICE: Partial<Record<NotificationKind, (jobTitle: string) => string>> = {
  'application-received': (jobTitle) => `A candidate who has since deleted their account applied to ${jobTitle}.`,
  'application-withdrawn': (jobTitle) =>
    `A candidate who has since deleted their account withdrew their application to ${jobTitle}.`,
};

/** The employer's notifications that named the candidate no longer do (one gone meanwhile is skipped). */
async function anonymiseNotices(item: ApplicationItem): Promise<void> {
  for (const notice of item.employerNotifications ?? []) {
    const text = ANONYMOUS_NOTICE[notice.kind];
    if (!text) continue;
    try {
      await updateItem({
        Key: { PK: notice.PK, SK: notice.SK },
        UpdateExpression: 'SET body = :body',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':body': text(item.jobTitle ?? 'a job') },
      });
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
  }
}

/** Step: the candidate's applications, those still listed under them (an anonymised one is not). */
async function anonymiseApplications(profile: UserProfile, at: string): Promise<number> {
  const items = (await queryItems({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': `CANDIDATE#${profile.userID}` },
  })) as unknown as ApplicationItem[];
  const name = fullName(profile);
  // The open interviews (cancelled: the company gets a confirmed one's CANCEL, without a link),
  // the notices and the team's reviews (their notes are about the candidate) first: an
  // application leaves this list once anonymised, so a run cut short between finds it again.
  await mapInBatches(items, async (item) => {
    await cancelInterviewsOfClosed({ jobID: item.jobID, candidateID: item.userID }, async () => undefined);
    await renameInInterviews({ jobID: item.jobID, candidateID: item.userID }, { candidate: true }, DELETED_NAME);
    await anonymiseNotices(item);
    await deleteReviewsOf(item.jobID, item.userID);
    await anonymiseApplication(item, name, at);
  });
  return items.length;
}

/**
 * Step: the user's own partition (USER#<id>): notifications, alerts and their digest records,
 * codes, title-word entries, resume views, counters; the profile stays for the last step.
 */
async function deleteUserPartition(userID: string): Promise<void> {
  const items = await queryItems({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': userKey(userID).PK },
    ProjectionExpression: 'PK, SK',
    ConsistentRead: true,
  });
  const rest = items.filter((item) => item.SK !== 'PROFILE');
  if (rest.length > 0) await batchWrite(rest.map((item) => ({ DeleteRequest: { Key: keysOnly(item) } })));
}

/** Last step: the profile and the email's item together; from then on the address may sign up again. */
async function deleteProfile(profile: UserProfile): Promise<void> {
  try {
    await transact(accountRemoval(profile, 'deleting'));
  } catch (error) {
    // Another run finished it first.
    if (!conditionFailed(error)) throw error;
  }
}

/**
 * Phase 2 (see above) for a closed account: runs every step; throws on the first that fails,
 * leaving the account closed and listed for the next run. An account already gone: nothing to do.
 */
export async function finishAccountDeletion(profile: UserProfile, now = new Date()): Promise<void> {
  if (profile.status !== 'deleting') throw new Error(`account ${profile.userID} is not being deleted`);
  const at = now.toISOString();
  await signOutEverywhereIfThere(profile.userID);
  await deleteCognitoUser(profile.userID);
  await removeMessagesOf(profile.userID, profile.role === 'candidate' ? DELETED_NAME : FORMER_MEMBER);
  if (profile.role === 'candidate') {
    await anonymiseCandidateConversations(profile.userID, DELETED_NAME);
    await anonymiseApplications(profile, at);
    // Before the partition goes: the follows are its items, and each lowers a company's count.
    await endAllFollows(profile.userID);
  }
  if (profile.role === 'employer') await anonymiseReviewer(profile.userID);
  if (profile.role === 'employer') await leaveOrCloseCompany(profile);
  await eraseUserFiles(profile.userID);
  await deleteUserPartition(profile.userID);
  await deleteProfile(profile);
  logger.info('account deleted', { userID: profile.userID, role: profile.role });
}

/** Cognito's refresh tokens of the user stop working (a user already deleted has none). */
async function signOutEverywhereIfThere(userID: string): Promise<void> {
  try {
    await signOutEverywhere(userID);
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
}

/** The closed accounts whose deletion has not finished, oldest first, `limit` at most. */
export async function pendingDeletions(limit: number): Promise<UserProfile[]> {
  const items = await queryItems(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': DELETIONS_PK },
    },
    { limit },
  );
  return items as unknown as UserProfile[];
}
