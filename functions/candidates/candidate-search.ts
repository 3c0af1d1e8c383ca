// Candidate search entries (docs/data-model.md, pattern 11): one item per combination of
// (country, jobType) for each confirmed candidate, so get-candidates finds candidates with
// any filters set through one Query on GSI2, newest first, reading a page at a time; and
// title-word entries (word-index.ts) to find them by any word of their job title.
import { ANY, filterCombinations, normalize } from '#platform/search/search-keys.js';
import { type UserProfile } from '#functions/accounts/index.js';
import { wordEntries, type WordIndexed } from '#platform/search/word-index.js';
import { queryTable, type TransactItem } from '#platform/dynamodb/table.js';

export const candidateCombo = (filters: { country?: string; jobType?: string }) =>
  `c=${filters.country ? normalize(filters.country) : ANY}#t=${filters.jobType ? normalize(filters.jobType) : ANY}`;

/** Confirmed candidates with a job title who have not hidden their profile from employer search. */
const isSourced = (profile: UserProfile | undefined): profile is UserProfile & { jobTitle: string } =>
  profile?.role === 'candidate' && profile.status === 'active' && !!profile.jobTitle && profile.showInSearch !== false;

/**
 * The filter combinations a candidate is found under: country and job type, each set or ANY,
 * each once (a profile without one of them would name its ANY twice, and a transaction or a
 * BatchWrite refuses the same key twice).
 */
const candidateCombos = (profile: UserProfile) => [
  ...new Set(
    filterCombinations({ country: profile.country ?? '', jobType: profile.jobType ?? '' }).map((combination) =>
      candidateCombo({
        country: combination.country === ANY ? undefined : combination.country,
        jobType: combination.jobType === ANY ? undefined : combination.jobType,
      }),
    ),
  ),
];

/** The title-word index of candidates (word-index.ts): GSI2 partitions `CANDWORD#<combo>#<word key>`. */
export const CANDIDATE_WORD_INDEX = 'CANDWORD';

/** What the word index holds of a profile: nothing unless it is a confirmed candidate with a title. */
export const candidateWordOwner = (profile: UserProfile | undefined): WordIndexed | undefined =>
  isSourced(profile)
    ? {
        pk: `USER#${profile.userID}`,
        id: profile.userID,
        createdAt: profile.createdAt,
        title: profile.jobTitle,
        combos: candidateCombos(profile),
      }
    : undefined;

/** The entries a profile should have: none unless it is a confirmed candidate with a title. */
export function candidateSearchEntries(profile: UserProfile): Record<string, unknown>[] {
  if (!isSourced(profile)) return [];
  return candidateCombos(profile).map((combo) => {
    return {
      PK: `USER#${profile.userID}`,
      SK: `SEARCH#${combo}`,
      GSI2PK: `CANDSEARCH#${combo}`,
      GSI2SK: `${profile.createdAt}#${profile.userID}`,
      // What a sourcing row shows: nothing private.
      userID: profile.userID,
      firstName: profile.firstName,
      lastName: profile.lastName,
      jobTitle: profile.jobTitle,
      jobType: profile.jobType,
      country: profile.country,
      email: profile.email,
      createdAt: profile.createdAt,
    };
  });
}

/**
 * Transaction items that make the stored entries match `profile` (deletes the old ones,
 * puts the new ones). Add them to the transaction that changes the profile, so sourcing
 * follows profile changes at once and never half-way.
 */
export async function candidateSearchWrites(profile: UserProfile): Promise<TransactItem[]> {
  const existing = await queryTable({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :search)',
    ExpressionAttributeValues: { ':pk': `USER#${profile.userID}`, ':search': 'SEARCH#' },
    ProjectionExpression: 'PK, SK',
    ConsistentRead: true,
  });
  const entries = candidateSearchEntries(profile);
  const keep = new Set(entries.map((entry) => entry.SK as string));
  return [
    ...(existing.Items ?? [])
      .filter((item) => !keep.has(item.SK as string))
      .map((item) => ({ Delete: { Key: { PK: item.PK, SK: item.SK } } })),
    ...entries.map((entry) => ({ Put: { Item: entry } })),
  ];
}

/** Every search item of a sourced profile, card and title-word entries: for seeding (bench, tests) and the migration. */
export const candidateSearchItems = (profile: UserProfile): object[] => [
  ...candidateSearchEntries(profile),
  ...wordEntries(CANDIDATE_WORD_INDEX, candidateWordOwner(profile)),
];
