// Candidates: profile changes (with their sourcing entries), resumes, and sourcing reads
// (docs/data-model.md, patterns 2 and 11). Handlers stay a few lines; the rules live here.
import type { User } from '#shared/schemas/accounts.js';
import type { z } from 'zod/mini';
import type { candidateDetailSchema, candidateSummarySchema } from '#shared/schemas/candidates.js';
import { signedGetUrl } from '#platform/clients/s3-links.js';
import { notFound, serviceUnavailable } from '#platform/errors.js';
import { logger } from '#platform/observability/logger.js';
import { withRetries } from '#platform/async/retry.js';
import { type Session, getUserProfile, userKey, type UserProfile } from '#functions/accounts/index.js';
import { CANDIDATE_WORD_INDEX, candidateCombo, candidateSearchWrites, candidateWordOwner } from './candidate-search.js';
import { countCandidateView, mayOpenCandidate, recordResumeView } from './candidate-access.js';
import { deleteResume, resumeOwner, storeResume } from './resumes.js';
import { currentOwners, readSearchPage, searchPlan } from '#platform/search/search-entries.js';
import { withWordEntries } from '#platform/search/word-index.js';
import { cancellationCodes, conditionFailed } from '#platform/dynamodb/transactions.js';
import { transact, updateItem } from '#platform/dynamodb/table.js';
import { setFields } from '#platform/dynamodb/expressions.js';

export type CandidateSummary = z.infer<typeof candidateSummarySchema>;
export type CandidateDetail = z.infer<typeof candidateDetailSchema>;

/** What a candidate may change about themselves (update-candidate-profile). */
export type CandidateProfileChanges = Partial<
  Pick<
    User,
    | 'firstName'
    | 'lastName'
    | 'jobTitle'
    | 'jobType'
    | 'country'
    | 'bio'
    | 'showInSearch'
    | 'timeZone'
    | 'workStart'
    | 'workEnd'
  >
>;

/** How long a signed resume link works. */
export const RESUME_LINK_SECONDS = 5 * 60;

export const MSG_CANDIDATE_NOT_FOUND = 'This candidate could not be found.';
export const MSG_RESUME_NOT_FOUND = 'We could not find that resume.';
const MSG_ACCOUNT_GONE = 'Your account could not be found. Please log in again.';

/** Profile fields the sourcing entries are built from: a change made meanwhile must not be overwritten by stale entries. */
const SOURCED_FIELDS = [
  'status',
  'firstName',
  'lastName',
  'email',
  'jobTitle',
  'jobType',
  'country',
  'createdAt',
  'showInSearch',
] as const;
const PROFILE_UPDATE_ATTEMPTS = 3;

/**
 * Applies a partial profile change and rewrites the candidate's sourcing entries in ONE
 * transaction, so sourcing follows the profile at once and never half-way. The update is
 * conditional on the fields the entries derive from being what we read; when another
 * change got in between, the profile is read again and the change retried.
 */
export async function updateCandidateProfile(
  current: UserProfile,
  changes: CandidateProfileChanges,
): Promise<UserProfile> {
  let profile = current;
  const update = async (attempt: number) => {
    if (attempt > 1) {
      // The last try raced another change: start again from the profile as it is now.
      const fresh = await getUserProfile(profile.userID, { consistent: true });
      if (!fresh || fresh.status !== 'active' || fresh.role !== 'candidate') throw notFound(MSG_ACCOUNT_GONE);
      profile = fresh;
    }
    const next: UserProfile = { ...profile, ...changes };
    const { set, names, values } = setFields(changes);
    const conditions = ['attribute_exists(PK)'];
    for (const field of SOURCED_FIELDS) {
      names[`#${field}`] = field;
      const old = profile[field];
      if (old === undefined) conditions.push(`attribute_not_exists(#${field})`);
      else {
        values[`:old_${field}`] = old;
        conditions.push(`#${field} = :old_${field}`);
      }
    }
    const searchWrites = await candidateSearchWrites(next);
    const write = () =>
      transact([
        {
          Update: {
            Key: userKey(profile.userID),
            UpdateExpression: `SET ${set}`,
            ConditionExpression: conditions.join(' AND '),
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          },
        },
        ...searchWrites,
      ]);
    await withWordEntries(
      CANDIDATE_WORD_INDEX,
      userKey(profile.userID).PK,
      candidateWordOwner(profile),
      candidateWordOwner(next),
      write,
    );
    return next;
  };
  return withRetries(update, {
    retryable: (error) => {
      const codes = cancellationCodes(error);
      if (codes) logger.info('Profile update raced another change; reading the profile again', { codes });
      return codes !== null;
    },
    maxAttempts: PROFILE_UPDATE_ATTEMPTS,
    capMs: 200,
    giveUp: () => serviceUnavailable(),
  });
}

/**
 * Stores a checked PDF as the candidate's resume: the new object first, then the profile
 * points at it, then the old object goes. Sourcing entries carry no resume, so they stay.
 */
export async function replaceResume(userID: string, content: Buffer): Promise<UserProfile> {
  const resumePath = await storeResume(userID, content);
  let old: UserProfile;
  try {
    const { Attributes } = await updateItem({
      Key: userKey(userID),
      UpdateExpression: 'SET resumePath = :path',
      ConditionExpression: 'attribute_exists(PK) AND #status = :active AND #role = :candidate',
      ExpressionAttributeNames: { '#status': 'status', '#role': 'role' },
      ExpressionAttributeValues: { ':path': resumePath, ':active': 'active', ':candidate': 'candidate' },
      // The value we replaced, atomically: each old object is deleted by the one upload that replaced it.
      ReturnValues: 'ALL_OLD',
    });
    old = Attributes as UserProfile;
  } catch (error) {
    await deleteResume(resumePath).catch((cleanup: unknown) =>
      logger.warn('Could not delete an unused resume', { resumePath, error: cleanup }),
    );
    if (conditionFailed(error)) throw notFound(MSG_ACCOUNT_GONE);
    throw error;
  }
  if (old.resumePath && old.resumePath !== resumePath) {
    // The new resume is in place; a leftover old object is not the user's problem.
    await deleteResume(old.resumePath).catch((error: unknown) =>
      logger.warn('Could not delete a replaced resume', { resumePath: old.resumePath, error }),
    );
  }
  return { ...old, resumePath };
}

/**
 * A short-lived link to a resume. Its owner may read it, and so may employers, but only
 * when the path is the current resume of an active candidate; anything else is 404 (no
 * hint whether the object exists).
 */
export async function resumeLink(session: Session, resumePath: string): Promise<string> {
  const ownerID = resumeOwner(resumePath);
  if (!ownerID) throw notFound(MSG_RESUME_NOT_FOUND);
  let owner: UserProfile | undefined;
  if (session.role === 'candidate') owner = ownerID === session.userID ? session.user : undefined;
  // Employers source candidates for their company: one who belongs to none sees no resumes.
  else if (session.role === 'employer' && session.user.companyID)
    owner = await getUserProfile(ownerID, { consistent: true });
  if (!owner || owner.role !== 'candidate' || owner.status !== 'active' || owner.resumePath !== resumePath)
    throw notFound(MSG_RESUME_NOT_FOUND);
  if (session.role === 'employer') {
    // Hidden from search: only for the companies they applied to. Counted, and recorded for the candidate.
    if (!(await mayOpenCandidate(owner, session.user.companyID))) throw notFound(MSG_RESUME_NOT_FOUND);
    await countCandidateView(session.userID);
    await recordResumeView(owner.userID, session.user);
  }
  return signedGetUrl(resumePath, {
    expiresIn: RESUME_LINK_SECONDS,
    responseContentType: 'application/pdf',
    responseContentDisposition: 'inline; filename="resume.pdf"',
  });
}

// ---------------------------------------------------------------------------------------
// Sourcing (pattern 11): one page of a Query on GSI2, newest first, with cursor paging
// (search-entries.ts): the candidates' card entries, or with a job title the title-word
// entries of its longest word and then one BatchGetItem of the profiles found, each checked
// as job search checks jobs (job-search.ts).

export interface CandidateSearch {
  jobTitle?: string;
  country?: string;
  jobType?: string;
  page: number;
  cursor?: string;
}

function toSummary(item: Record<string, unknown>): CandidateSummary {
  return {
    _id: String(item.userID),
    firstName: String(item.firstName ?? ''),
    lastName: String(item.lastName ?? ''),
    jobTitle: String(item.jobTitle ?? ''),
    jobType: item.jobType as CandidateSummary['jobType'],
    country: String(item.country ?? ''),
    email: String(item.email ?? ''),
    createdAt: String(item.createdAt ?? ''),
  };
}

/**
 * Confirmed candidates by job-title words (case-insensitive) and optional country and job
 * type, newest first, PAGE_SIZE at a time: PAGE_SIZE + 1 entries per page (plus, by title,
 * the profiles of the page), and the keys of the pages before when a page is asked for
 * without its cursor.
 */
export async function searchCandidates(search: CandidateSearch): Promise<{
  candidates: CandidateSummary[];
  pagination: { currentPage: number; isLastPage: boolean; nextCursor?: string };
}> {
  const plan = searchPlan({
    ownerPrefix: 'USER#',
    cards: 'CANDSEARCH',
    words: CANDIDATE_WORD_INDEX,
    combo: candidateCombo({ country: search.country, jobType: search.jobType }),
    title: search.jobTitle,
  });
  const { items, pagination } = await readSearchPage(plan, search.page, search.cursor);
  const rows = plan.byWord
    ? await currentOwners(items, userKey, (item) => candidateWordOwner(item as UserProfile | undefined))
    : items;
  return { candidates: rows.map(toSummary), pagination };
}

/** One candidate's public profile for employers (from their profile item): active candidates only, else 404. */
export function toCandidateDetail(profile: UserProfile | undefined): CandidateDetail {
  if (!profile || profile.role !== 'candidate' || profile.status !== 'active') throw notFound(MSG_CANDIDATE_NOT_FOUND);
  return {
    ...toSummary(profile as unknown as Record<string, unknown>),
    bio: profile.bio,
    resumePath: profile.resumePath,
  };
}
