// The companies a candidate follows, newest followed first (docs/data-model.md, pattern 42): one
// Query of PAGE_SIZE + 1 on GSI1 FOLLOWS#<candidateID> and one BatchGetItem of the page's
// companies, for their current name, slug, tagline and logo; a company closed since shows as it
// was when followed. The cursor is the last follow's [followedAt, companyID], checked to be one.
import { PAGE_SIZE } from '#shared/constants.js';
import { FOLLOW_MSG, type FollowedCompany } from '#shared/schemas/follows.js';
import { batchGetItems } from '#platform/dynamodb/batch-get.js';
import { decodePageCursor, encodePageCursor, newestFirstPosition } from '#platform/dynamodb/page-cursor.js';
import { queryTable } from '#platform/dynamodb/table.js';
import { companyKey, logoUrlOf, type CompanyItem } from '#functions/teams/index.js';
import { followKey, followListPK, type FollowItem } from './company-follows.js';

/** What of a company the list shows. */
const LISTED = ['companyID', 'companyName', 'slug', 'tagline', 'logoPath'] as const;

export interface FollowedCompaniesPage {
  companies: FollowedCompany[];
  nextCursor?: string;
}

function startAfter(candidateID: string, cursor: string) {
  const listPK = followListPK(candidateID);
  return decodePageCursor(
    cursor,
    (position) => {
      const at = newestFirstPosition(position);
      return at && { ...followKey(candidateID, at.id), GSI1PK: listPK, GSI1SK: `${at.time}#${at.id}` };
    },
    FOLLOW_MSG.badCursor,
  );
}

/** One page of the candidate's followed companies, after `cursor` (absent: the newest). */
export async function followedCompaniesPage(candidateID: string, cursor?: string): Promise<FollowedCompaniesPage> {
  const { Items = [] } = await queryTable({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': followListPK(candidateID) },
    ScanIndexForward: false,
    Limit: PAGE_SIZE + 1,
    ...(cursor ? { ExclusiveStartKey: startAfter(candidateID, cursor) } : {}),
  });
  const follows = (Items as FollowItem[]).slice(0, PAGE_SIZE);
  const current = (await batchGetItems(
    follows.map((follow) => companyKey(follow.companyID)),
    { attributes: LISTED },
  )) as (Pick<CompanyItem, (typeof LISTED)[number]> | undefined)[];
  const companies = await Promise.all(
    follows.map(async (follow, index): Promise<FollowedCompany> => {
      const company = current[index];
      const logoUrl = company ? await logoUrlOf(company) : undefined;
      return {
        companyID: follow.companyID,
        slug: company?.slug ?? follow.slug,
        companyName: company?.companyName ?? follow.companyName,
        ...(company?.tagline ? { tagline: company.tagline } : {}),
        ...(logoUrl ? { logoUrl } : {}),
        followedAt: follow.followedAt,
      };
    }),
  );
  const last = follows.at(-1);
  return {
    companies,
    ...(Items.length > PAGE_SIZE && last ? { nextCursor: encodePageCursor([last.followedAt, last.companyID]) } : {}),
  };
}
