// Companies and their members (docs/data-model.md, patterns 14 and 16). One company is
//   PK COMPANY#<companyID> / SK COMPANY                  the company: name, size, country, profile, ownerID
//   PK COMPANY#<companyID> / SK MEMBER#<userID>          one per member (joinedAt)
//   PK COMPANY#<companyID> / SK INVITE#<email>           one per pending invitation (invitations.ts)
// so the team screen is ONE Query on the company's partition. A member's profile carries
// `companyID`, written and removed in the same transaction as the member item: the session
// check reads the profile on every call, so a removed member is refused at their next call.
// The Owner is the company's `ownerID`, the one source of who may invite and remove; owner
// changes are conditioned on it, so two Owners can never act on stale knowledge.
import type { CompanyRole } from '#shared/constants.js';
import type { Member } from '#shared/schemas/teams.js';
import { conflict, forbidden, notFound } from '#platform/errors.js';
import { batchGetItems } from '#platform/dynamodb/batch-get.js';
import { queryItems } from '#platform/dynamodb/query-items.js';
import { conditionFailedAt } from '#platform/dynamodb/transactions.js';
import { TEAM_MSG } from './team-messages.js';
import { type Session, userKey, type UserProfile } from '#functions/accounts/index.js';
import { enforceRateLimit } from '#platform/rate-limits.js';

export { TEAM_MSG } from './team-messages.js';
import {
  companyKey,
  companyPK,
  memberKey,
  newCompanyItems,
  newMember,
  type CompanyItem,
  type MemberItem,
} from './company-items.js';

export { companyKey, companyPK, memberKey, type CompanyItem, type MemberItem } from './company-items.js';
import type { TransactItem } from '#platform/dynamodb/table.js';
import { getItem, transact } from '#platform/dynamodb/table.js';
import { TEAM_LIMITS } from './team-limits.js';
import { slugClaim } from './company-slugs.js';

export async function getCompany(companyID: string): Promise<CompanyItem | undefined> {
  const { Item } = await getItem({ Key: companyKey(companyID), ConsistentRead: true });
  return Item as CompanyItem | undefined;
}

/**
 * Who hears about a job's applications: the member who posted it, or, once they have left
 * the company, its Owner (a former member learns nothing more of the company's applicants).
 * One BatchGetItem of the poster's membership and the company.
 */
export async function jobContact(job: { companyID: string; employerID: string }): Promise<string> {
  const [member, company] = await batchGetItems([memberKey(job.companyID, job.employerID), companyKey(job.companyID)]);
  if (member) return job.employerID;
  return (company as CompanyItem | undefined)?.ownerID ?? job.employerID;
}

/** The caller's company ID: `member` routes are only reached with one (platform/http/authenticate.ts). */
export function companyOf(user: Pick<UserProfile, 'companyID'>): string {
  if (!user.companyID) throw forbidden(TEAM_MSG.notMember);
  return user.companyID;
}

/** "The caller is this company's Owner", as a transaction step: the write fails unless it holds. */
export const ownerCheck = (companyID: string, userID: string): TransactItem => ({
  ConditionCheck: {
    Key: companyKey(companyID),
    ConditionExpression: 'ownerID = :me',
    ExpressionAttributeValues: { ':me': userID },
  },
});

/** The member item that adds `userID` to the company (beside the profile's companyID: joinProfileUpdate). */
export function memberPut(companyID: string, userID: string, now: string): TransactItem {
  const Item = newMember(companyID, userID, now);
  return { Put: { Item, ConditionExpression: 'attribute_not_exists(PK)' } };
}

/** The profile's side of joining: its companyID, only for an employer who has none. */
export function joinProfileUpdate(companyID: string, userID: string): TransactItem {
  return {
    Update: {
      Key: userKey(userID),
      UpdateExpression: 'SET companyID = :company',
      ConditionExpression: 'attribute_exists(PK) AND #role = :employer AND attribute_not_exists(companyID)',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':company': companyID, ':employer': 'employer' },
    },
  };
}

/** The writes that take `userID` out of the company: member item and profile's companyID. */
function departureWrites(companyID: string, userID: string): TransactItem[] {
  return [
    {
      Delete: {
        Key: memberKey(companyID, userID),
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
    {
      Update: {
        Key: userKey(userID),
        UpdateExpression: 'REMOVE companyID',
        ConditionExpression: 'companyID = :company',
        ExpressionAttributeValues: { ':company': companyID },
      },
    },
  ];
}

/**
 * newCompanyItems as transaction steps. The caller adds the profile's companyID to the same
 * transaction (joinProfileUpdate, or with the account's activation), which refuses a founder
 * who already has one: founding is idempotent.
 */
export function foundingWrites(
  founder: Parameters<typeof newCompanyItems>[0],
  slug: string,
  now = new Date(),
): {
  companyID: string;
  writes: TransactItem[];
} {
  const { company, member } = newCompanyItems(founder, slug, now.toISOString());
  const put = (Item: CompanyItem | MemberItem): TransactItem => ({
    Put: { Item, ConditionExpression: 'attribute_not_exists(PK)' },
  });
  return { companyID: company.companyID, writes: [put(company), put(member), slugClaim(slug, company.companyID, now)] };
}

// ---- The team (one Query on the company's partition) -----------------------------------

export interface InvitationItem {
  PK: string;
  SK: string;
  entity: 'INVITE';
  companyID: string;
  email: string;
  sentAt: string;
  /** When the link stops working (ISO time). */
  linkExpiresAt: string;
  tokenHash: string;
  invitedBy: string;
}

export interface Team {
  company: CompanyItem;
  members: (Member & { role: CompanyRole })[];
  invitations: InvitationItem[];
}

/** The company, its members (with their names and emails from their profiles) and its pending invitations. */
export async function getTeam(companyID: string): Promise<Team> {
  const items = await queryItems({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': companyPK(companyID) },
    ConsistentRead: true,
  });
  const company = items.find((item) => item.entity === 'COMPANY') as CompanyItem | undefined;
  if (!company) throw notFound('We could not find your company.');
  const memberItems = items.filter((item) => item.entity === 'MEMBER') as unknown as MemberItem[];
  const profiles = await batchGetItems(memberItems.map((member) => userKey(member.userID)));
  const members = memberItems.flatMap((member, index) => {
    const profile = profiles[index] as UserProfile | undefined;
    if (!profile) return [];
    return [
      {
        userID: member.userID,
        firstName: profile.firstName,
        lastName: profile.lastName,
        email: profile.email,
        role: member.userID === company.ownerID ? ('owner' as const) : ('member' as const),
        joinedAt: member.joinedAt,
      },
    ];
  });
  // The Owner first, then by the date they joined.
  members.sort((a, b) => (a.role === b.role ? a.joinedAt.localeCompare(b.joinedAt) : a.role === 'owner' ? -1 : 1));
  const invitations = (items.filter((item) => item.entity === 'INVITE') as unknown as InvitationItem[]).sort((a, b) =>
    b.sentAt.localeCompare(a.sentAt),
  );
  return { company, members, invitations };
}

/** The team as the team screen shows it (getTeamResponse). */
export function toPublicTeam(team: Team, callerID: string) {
  return {
    company: { companyID: team.company.companyID, companyName: team.company.companyName },
    myRole: team.company.ownerID === callerID ? ('owner' as const) : ('member' as const),
    members: team.members,
    invitations: team.invitations.map(({ email, sentAt, linkExpiresAt }) => ({
      email,
      sentAt,
      expiresAt: linkExpiresAt,
    })),
  };
}

/**
 * An Owner's change to the team (the Owner check is part of each change's write), counted
 * against the team rate limit and answered with the team as it now is.
 */
export async function changeTeam(
  session: Pick<Session, 'userID' | 'user'>,
  sourceIp: string,
  change: (companyID: string) => Promise<unknown>,
) {
  const companyID = companyOf(session.user);
  await enforceRateLimit(TEAM_LIMITS.team, { account: session.userID, address: sourceIp });
  await change(companyID);
  return toPublicTeam(await getTeam(companyID), session.userID);
}

// ---- Membership changes ------------------------------------------------------------------

/** The Owner removes a member: from their next call on, they are refused. */
export async function removeMember(companyID: string, ownerID: string, userID: string): Promise<void> {
  if (userID === ownerID) throw conflict(TEAM_MSG.notYourself);
  try {
    await transact([ownerCheck(companyID, ownerID), ...departureWrites(companyID, userID)]);
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw forbidden(TEAM_MSG.ownerOnly);
    if (conditionFailedAt(error, 1) || conditionFailedAt(error, 2)) throw notFound(TEAM_MSG.memberGone);
    throw error;
  }
}

/** A Member leaves; the Owner cannot (someone must be able to invite and remove). */
export async function leaveCompany(companyID: string, userID: string): Promise<void> {
  try {
    await transact([
      {
        ConditionCheck: {
          Key: companyKey(companyID),
          ConditionExpression: 'ownerID <> :me',
          ExpressionAttributeValues: { ':me': userID },
        },
      },
      ...departureWrites(companyID, userID),
    ]);
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw conflict(TEAM_MSG.ownerCannotLeave);
    if (conditionFailedAt(error, 1) || conditionFailedAt(error, 2)) throw forbidden(TEAM_MSG.notMember);
    throw error;
  }
}

/** The Owner makes another member Owner and becomes a Member. */
export async function makeOwner(companyID: string, ownerID: string, userID: string): Promise<void> {
  if (userID === ownerID) throw conflict('You are already the Owner.');
  try {
    await transact([
      {
        Update: {
          Key: companyKey(companyID),
          UpdateExpression: 'SET ownerID = :next',
          ConditionExpression: 'ownerID = :me',
          ExpressionAttributeValues: { ':me': ownerID, ':next': userID },
        },
      },
      {
        ConditionCheck: {
          Key: memberKey(companyID, userID),
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
    ]);
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw forbidden(TEAM_MSG.ownerOnly);
    if (conditionFailedAt(error, 1)) throw notFound(TEAM_MSG.memberGone);
    throw error;
  }
}
