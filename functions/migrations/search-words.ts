// The move of search to title words (docs/data-model.md, patterns 10 and 11):
// before, jobs and candidates were found by the start of the whole title (GSI3, title order).
// Every open job and every sourced candidate gets its title-word entries and its card entries
// rewritten (newest first on GSI2, nothing on GSI3). Every write is a Put of what the entries
// must be, so a step run twice changes nothing more. Runs after the move to companies.
import { batchGetItems } from '#platform/dynamodb/batch-get.js';
import { batchWrite, putRequest } from '#platform/dynamodb/batch-write.js';
import {
  CANDIDATE_WORD_INDEX,
  candidateSearchEntries,
  candidateWordOwner,
} from '#functions/candidates/candidate-search.js';
import { JOB_WORD_INDEX, jobKey, jobSearchEntries, jobWordOwner, type JobItem } from '#functions/jobs/jobs.js';
import { userKey, type UserProfile } from '#platform/auth/users.js';
import { wordEntries } from '#platform/search/word-index.js';
import type { Counts, Cursor, Migration } from './migration.js';
import { queryTable } from '#platform/dynamodb/table.js';

/** Every open job had a card entry of the "no filter" combination on GSI2; every sourced candidate one on GSI3. */
const PHASES = {
  jobs: { indexName: 'GSI2', partition: 'JOBSEARCH#t=*#d=*#c=*', idAttribute: 'jobID' },
  candidates: { indexName: 'GSI3', partition: 'CANDSEARCH#c=*#t=*', idAttribute: 'userID' },
} as const;
type Phase = keyof typeof PHASES;

/** A page of ids under the phase's partition: at most 100, what one BatchGetItem takes. */
async function idPage(phase: Phase, key: Cursor | undefined, pageSize: number) {
  const { indexName, partition, idAttribute } = PHASES[phase];
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

async function rewriteJobs(ids: string[]): Promise<number> {
  const jobs = (await batchGetItems(ids.map(jobKey))) as (JobItem | undefined)[];
  const open = jobs.filter((job): job is JobItem => !!job?.active);
  await batchWrite(
    open
      .flatMap((job) => [...jobSearchEntries(job), ...wordEntries(JOB_WORD_INDEX, jobWordOwner(job))])
      .map(putRequest),
    { inFlight: 4 },
  );
  return open.length;
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
    const phase: Phase = cursor?.phase === 'candidates' ? 'candidates' : 'jobs';
    const page = await idPage(phase, cursor?.key as Cursor | undefined, pageSize);
    const counts: Counts =
      phase === 'jobs' ? { jobs: await rewriteJobs(page.ids) } : { candidates: await rewriteCandidates(page.ids) };
    if (page.next) return { next: { phase, key: page.next }, counts };
    return { next: phase === 'jobs' ? { phase: 'candidates' } : undefined, counts };
  },
};
