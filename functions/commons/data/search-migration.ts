// The one-off move of search to title words (table-design.ts, patterns 10 and 11): before,
// jobs and candidates were found by the start of the whole title (GSI3, title order). Every
// open job and every sourced candidate gets its title-word entries and its card entries
// rewritten (newest first on GSI2, nothing on GSI3). Run by the local stack on every start and
// by every deploy (maintenance/migrate-data.ts), after the move to companies; done once: a
// marker item records the end, and every write is a Put of what the entries must be, so a
// run cut short is simply run again.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.js';
import { config } from '../config.js';
import { batchGetItems } from './batch-get.js';
import { batchWrite, putRequest } from './batch-write.js';
import { CANDIDATE_WORD_INDEX, candidateSearchEntries, candidateWordOwner } from './candidate-search.js';
import { JOB_WORD_INDEX, jobKey, jobSearchEntries, jobWordOwner, type JobItem } from './jobs.js';
import { queryPages } from './query-pages.js';
import { userKey, type UserProfile } from './users.js';
import { wordEntries } from './word-index.js';

const MARKER = { PK: 'MIGRATION#search-words', SK: 'DONE' };

export interface SearchMigrationReport {
  alreadyDone: boolean;
  jobs: number;
  candidates: number;
}

/** The ids under a partition of an index, a page of 100 at a time (what one BatchGetItem takes). */
async function* idPages(indexName: 'GSI2' | 'GSI3', partition: string, idAttribute: string) {
  const keyName = `${indexName}PK`;
  for await (const page of queryPages(
    {
      IndexName: indexName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': keyName, '#id': idAttribute },
      ExpressionAttributeValues: { ':pk': partition },
      ProjectionExpression: '#id',
    },
    { pageSize: 100 },
  ))
    yield page.map((item) => String(item[idAttribute]));
}

export async function migrateSearchToWords(): Promise<SearchMigrationReport> {
  const done = await dynamo().send(new GetCommand({ TableName: config.tableName, Key: MARKER, ConsistentRead: true }));
  if (done.Item) return { alreadyDone: true, jobs: 0, candidates: 0 };
  const report: SearchMigrationReport = { alreadyDone: false, jobs: 0, candidates: 0 };

  // Every open job has a card entry of the "no filter" combination.
  for await (const ids of idPages('GSI2', 'JOBSEARCH#t=*#d=*#c=*', 'jobID')) {
    const jobs = (await batchGetItems(ids.map(jobKey))) as (JobItem | undefined)[];
    const open = jobs.filter((job): job is JobItem => !!job?.active);
    await batchWrite(
      open
        .flatMap((job) => [...jobSearchEntries(job), ...wordEntries(JOB_WORD_INDEX, jobWordOwner(job))])
        .map(putRequest),
      { inFlight: 4 },
    );
    report.jobs += open.length;
  }

  // Every sourced candidate had a card entry of the "no filter" combination on GSI3.
  for await (const ids of idPages('GSI3', 'CANDSEARCH#c=*#t=*', 'userID')) {
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
    report.candidates += sourced.length;
  }

  await dynamo().send(
    new PutCommand({ TableName: config.tableName, Item: { ...MARKER, at: new Date().toISOString() } }),
  );
  return report;
}
