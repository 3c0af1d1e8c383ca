// The company's lists of a job's applicants (docs/data-model.md, pattern 37): every application
// stored before them gets its entries, and its job's insights are counted again, once, for the
// counters of those who meet the requirements (qualified_<stage>; jobs posted since count them
// from the start: countsQualified). Entries are Puts of what
// the application's place gives, so a step run twice writes the same; an entry a move made
// stale meanwhile is left out when read (applicantsPage checks each application's place).
//
// A Scan of application items: no key lists "every application".
import {
  applicantEntries,
  applicantPlace,
  recountInsights,
  type ApplicationItem,
} from '#functions/applications/index.js';
import { batchWrite } from '#platform/dynamodb/batch-write.js';
import { mapInBatches } from '#platform/async/in-batches.js';
import { scanPage, type Migration } from './migration.js';

export const migrateToApplicantLists: Migration = {
  id: 'applicant-lists',
  async step(cursor, pageSize) {
    const page = await scanPage(
      {
        FilterExpression: 'begins_with(PK, :job) AND begins_with(SK, :application)',
        ExpressionAttributeValues: { ':job': 'JOB#', ':application': 'APPLICATION#' },
      },
      cursor,
      pageSize,
    );
    const applications = (page.items as unknown as ApplicationItem[]).filter((item) => !item.jobRemoved);
    const entries = applications.flatMap((item) => applicantEntries(applicantPlace(item)));
    await batchWrite(
      entries.map((Item) => ({ PutRequest: { Item } })),
      { inFlight: 4 },
    );
    const jobIDs = [...new Set(applications.map((item) => item.jobID))];
    const recounted = await mapInBatches(jobIDs, recountInsights);
    return {
      next: page.next,
      counts: {
        itemsRead: page.read,
        applicationsListed: applications.length,
        jobsCounted: recounted.filter(Boolean).length,
      },
    };
  },
};
