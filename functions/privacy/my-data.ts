// A copy of everything stored about a user (export-my-data; docs/product/privacy.md). Every
// read is a Query on a key the user owns (docs/data-model.md): their partition (pattern 2's USER#<id>), their
// applications (pattern 9) and, for an employer, their company (14), its jobs (7) and each
// job's applications (8) and the team's reviews (29). Items go out as stored less table keys
// and secrets; of other people only what they gave: an applicant's application, a teammate's
// name and role. A candidate learns how many reviews the company's team holds about each of
// their applications, not what they say (docs/product/decisions.md, "Scorecards"). Messages
// (patterns 31 and 32): a candidate's conversations whole, a member's own messages. Interviews
// (pattern 34): with each application, the candidate's and the company's.
import type { z } from 'zod/mini';
import type { exportMyDataResponse } from '#shared/schemas/privacy.js';
import { signedGetUrl } from '#platform/clients/s3-links.js';
import { mapInBatches } from '#platform/async/in-batches.js';
import { batchGetItems } from '#platform/dynamodb/batch-get.js';
import { type UserProfile } from '#functions/accounts/index.js';
import {
  jobApplicationsQuery,
  REVIEW_COUNT_ATTRIBUTES,
  reviewSummaryOf,
  type ApplicationItem,
  reviewsQuery,
  type ReviewItem,
} from '#functions/applications/index.js';
import { FOLLOW_PREFIX } from '#functions/companies/index.js';
import { toInterview, allInterviews } from '#functions/interviews/index.js';
import { listCompanyJobs } from '#functions/jobs/index.js';
import { conversationsForExport } from '#functions/messages/index.js';
import { companyKey, type CompanyItem, getTeam } from '#functions/teams/index.js';
import { reviewCount } from '#shared/schemas/reviews.js';
import { queryItems } from '#platform/dynamodb/query-items.js';

export type MyData = z.output<typeof exportMyDataResponse>;

/** How long the links to the user's files in the export work. */
export const EXPORT_LINK_SECONDS = 60 * 60;

type Item = Record<string, unknown>;

/** Table keys and index keys, and the attributes that are secrets or internal state. */
const NOT_EXPORTED = new Set([
  'PK',
  'SK',
  'GSI1PK',
  'GSI1SK',
  'GSI2PK',
  'GSI2SK',
  'GSI3PK',
  'GSI3SK',
  'entity',
  'tokenHash',
  'expiresAt',
  'sessionsValidAfter',
  // Keys of the employer's notifications about an application (another person's items).
  'employerNotifications',
  // The counts of the team's reviews: an export says what they stand for (teamReviews).
  ...Object.values(REVIEW_COUNT_ATTRIBUTES),
]);

/** What a candidate's export says of the company's reviews of one application. */
export const TEAM_REVIEWS_NOTE =
  "The company's team reviewed this application. The reviews are the company's own assessments: ask the company for them.";

export const withoutKeys = (item: Item): Item =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !NOT_EXPORTED.has(name)));

/** What of the user's own partition goes out, by sort key prefix; the rest is derived or secret. */
const PARTITION_SECTIONS: {
  prefix: string;
  section: 'notifications' | 'jobAlerts' | 'jobAlertEmails' | 'resumeViews' | 'savedJobs' | 'followedCompanies';
}[] = [
  { prefix: 'NOTIFICATION#', section: 'notifications' },
  { prefix: 'ALERT#', section: 'jobAlerts' },
  { prefix: 'ALERTSENT#', section: 'jobAlertEmails' },
  { prefix: 'RESUMEVIEW#', section: 'resumeViews' },
  { prefix: 'SAVEDJOB#', section: 'savedJobs' },
  { prefix: FOLLOW_PREFIX, section: 'followedCompanies' },
];

/** Companies' names by id (a resume view names the company, not the person who looked). */
async function companyNames(companyIDs: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(companyIDs)];
  const names = new Map<string, string>();
  const items = (await batchGetItems(unique.map(companyKey))) as (CompanyItem | undefined)[];
  for (const item of items) if (item) names.set(item.companyID, item.companyName);
  return names;
}

async function fileLinks(profile: UserProfile): Promise<MyData['files']> {
  const linkExpiresAt = new Date(Date.now() + EXPORT_LINK_SECONDS * 1000).toISOString();
  const files: { kind: 'resume' | 'photo'; path?: string }[] = [
    { kind: 'resume', path: profile.resumePath },
    { kind: 'photo', path: profile.photoPath },
  ];
  return Promise.all(
    files
      .filter((file): file is { kind: 'resume' | 'photo'; path: string } => Boolean(file.path))
      .map(async ({ kind, path }) => ({
        kind,
        path,
        url: await signedGetUrl(path, { expiresIn: EXPORT_LINK_SECONDS }),
        linkExpiresAt,
      })),
  );
}

/** An application's interviews as either side sees them (pattern 34). */
const interviewsOf = async (jobID: string, candidateID: string) =>
  (await allInterviews({ jobID, candidateID })).sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(toInterview);

/** The candidate's applications as they made them, with their interviews; the history without who moved them. */
async function myApplications(userID: string): Promise<Item[]> {
  const items = await queryItems({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': `CANDIDATE#${userID}` },
  });
  return mapInBatches(items, async (item) => {
    const { history, ...rest } = withoutKeys(item);
    const reviews = reviewCount(reviewSummaryOf(item as unknown as ApplicationItem));
    return {
      ...rest,
      ...(Array.isArray(history) ? { history: (history as Item[]).map(({ stage, at }) => ({ stage, at })) } : {}),
      ...(reviews > 0 ? { teamReviews: { count: reviews, note: TEAM_REVIEWS_NOTE } } : {}),
      interviews: await interviewsOf(String(item.jobID), userID),
    };
  });
}

/**
 * The employer's company, its team as they see it, and its jobs with their applications and
 * the team's reviews of each (what the company needs to answer an applicant's request for them).
 */
async function myCompany(companyID: string): Promise<Pick<MyData, 'company' | 'jobs'>> {
  const [team, jobs] = await Promise.all([getTeam(companyID), listCompanyJobs(companyID)]);
  const withApplications = await mapInBatches(jobs, async (job) => {
    const [applications, reviews] = await Promise.all([
      queryItems(jobApplicationsQuery(job.jobID)),
      queryItems(reviewsQuery(job.jobID)) as unknown as Promise<ReviewItem[]>,
    ]);
    return {
      ...withoutKeys(job as unknown as Item),
      applications: await mapInBatches(applications, async ({ userID: candidateID, history, ...application }) => ({
        ...withoutKeys(application),
        // Who moved it by name, as the team's screens show it; not the members' ids.
        ...(Array.isArray(history) ? { history: (history as Item[]).map(({ byID: _member, ...entry }) => entry) } : {}),
        reviews: reviews
          .filter((review) => review.candidateID === candidateID)
          .map(({ reviewerName, rating, notes, createdAt, updatedAt }) => ({
            reviewerName,
            rating,
            notes,
            createdAt,
            updatedAt,
          })),
        interviews: await interviewsOf(job.jobID, String(candidateID)),
      })),
    };
  });
  return {
    company: {
      ...withoutKeys(team.company as unknown as Item),
      members: team.members.map(({ firstName, lastName, role, joinedAt }) => ({ firstName, lastName, role, joinedAt })),
      invitations: team.invitations.map(({ email, sentAt, linkExpiresAt }) => ({ email, sentAt, linkExpiresAt })),
    },
    jobs: withApplications,
  };
}

/** Everything stored about the user (see the top of this file). */
export async function collectMyData(profile: UserProfile, now = new Date()): Promise<MyData> {
  const [partition, files, applications, company, conversations] = await Promise.all([
    queryItems({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': `USER#${profile.userID}` },
    }),
    fileLinks(profile),
    profile.role === 'candidate' ? myApplications(profile.userID) : Promise.resolve([]),
    profile.role === 'employer' && profile.companyID ? myCompany(profile.companyID) : Promise.resolve(undefined),
    conversationsForExport(profile),
  ]);
  const sections: Record<(typeof PARTITION_SECTIONS)[number]['section'], Item[]> = {
    notifications: [],
    jobAlerts: [],
    jobAlertEmails: [],
    resumeViews: [],
    savedJobs: [],
    followedCompanies: [],
  };
  for (const item of partition) {
    // The prefixes end in '#', so none is the start of another (ALERT# is not ALERTSENT#).
    const match = PARTITION_SECTIONS.find(({ prefix }) => String(item.SK).startsWith(prefix));
    if (match) sections[match.section].push(withoutKeys(item));
  }
  const names = await companyNames(sections.resumeViews.map((view) => String(view.companyID)));
  const resumeViews = sections.resumeViews.map(({ employerID: _viewer, ...view }) => ({
    ...view,
    companyName: names.get(String(view.companyID)) ?? 'A company no longer on the site',
  }));
  return {
    exportedAt: now.toISOString(),
    account: withoutKeys(profile as unknown as Item),
    files,
    applications,
    notifications: sections.notifications,
    jobAlerts: sections.jobAlerts,
    jobAlertEmails: sections.jobAlertEmails,
    resumeViews,
    savedJobs: sections.savedJobs,
    // Their own ID is theirs to know already: each follow says which company, named as when followed.
    followedCompanies: sections.followedCompanies.map(({ candidateID: _me, ...follow }) => follow),
    conversations,
    ...(company ?? {}),
  };
}
