// The move of search to title words (docs/data-model.md, patterns 10 and 11):
// before, jobs and candidates were found by the start of the whole title (GSI3, title order).
// Every sourced candidate gets its title-word entries and its card entries rewritten (newest
// first on GSI2, nothing on GSI3). Every write is a Put of what the entries must be, so a
// step run twice changes nothing more. Jobs are no longer its business: the search lists
// migration (search-lists.ts) writes theirs from the jobs themselves.
import { batchGetItems } from '#platform/dynamodb/batch-get.js';
import { batchWrite, putRequest } from '#platform/dynamodb/batch-write.js';
import { userKey, type UserProfile } from '#functions/accounts/index.js';
import { CANDIDATE_WORD_INDEX, candidateSearchEntries, candidateWordOwner } from '#functions/candidates/index.js';
import { wordEntries } from '#platform/search/word-index.js';
import type { Counts, Cursor, Migration } from './migration.js';
import { queryTable } from '#platform/dynamodb/table.js';

/** Every sourced candidate had a card entry of the "no filter" combination on GSI3. */
const CANDIDATES = { indexName: 'GSI3', partition: 'CANDSEARCH#c=*#t=*', idAttribute: 'userID' } as const;

/** A page of ids under the old partition: at most 100, what one BatchGetItem takes. */
async function idPage(key: Cursor | undefined, pageSize: number) {
  const { indexName, partition, idAttribute } = CANDIDATES;
  const page = await queryTable({
    IndexName: indexName,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': `${indexName}PK`, '#id': idAttribute },
    ExpressionAttributeValues: { ':pk': partition },
    ProjectionExpression: '#id',
    Limit: Math.min(pageSize, 100),
    ExclusiveStartKey: key,
  });
  return { ids: (page.Items ?? []).map((item) => String(item[idAttribute])), next: page.LastEvaluatedKey };
}

async function rewriteCandidates(ids: string[]): Promise<number> {
  const profiles = (await batchGetItems(ids.map(userKey))) as (UserProfile | undefined)[];
  const sourced = profiles.filter((profile): profile is UserProfile => !!candidateWordOwner(profile));
  await batchWrite(
    sourced
      .flatMap((profile) => [
        ...candidateSearchEntries(profile),
        ...wordEntries(CANDIDATE_WORD_INDEX, candidateWordOwner(profile)),
      ])
      .map(putRequest),
    { inFlight: 4 },
  );
  return sourced.length;
}

export const migrateSearchToWords: Migration = {
  id: 'search-words',
  async step(cursor, pageSize) {
    // A checkpoint of the jobs phase it once had starts the candidates from their beginning.
    const key = cursor?.phase === 'candidates' ? (cursor.key as Cursor | undefined) : undefined;
    const page = await idPage(key, pageSize);
    const counts: Counts = { candidates: await rewriteCandidates(page.ids) };
    return { next: page.next ? { phase: 'candidates', key: page.next } : undefined, counts };
  },
};
