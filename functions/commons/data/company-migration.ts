// The one-off move to companies (docs/product/teams.md): before teams, each employer account
// was a company of one, its jobs listed under the employer (GSI1 `EMPLOYER#<userID>`). Each
// such employer becomes the Owner of a company founded from their profile's company fields,
// and their jobs move to it. Run by the local stack on every start and by every deploy
// (infra: a trigger); idempotent: a founded employer is not founded again (the profile's
// companyID condition), and a moved job is no longer under its old key.
//
// A Scan (with unconfirmed-migration.ts's, the only ones of the code base), not in a request
// path: it reads the employer profiles once per run, which a migration must (no key lists
// "every employer").
import { paginateScan, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.js';
import { config } from '../config.js';
import { foundingWrites, joinProfileUpdate } from './companies.js';
import { companyJobsKey, jobKey, jobsListedUnder, legacyEmployerJobsKey } from './jobs.js';
import { cancellationCodes } from './transactions.js';
import type { UserProfile } from './users.js';

export interface MigrationReport {
  employers: number;
  companiesFounded: number;
  jobsMoved: number;
}

async function* activeEmployers(): AsyncGenerator<UserProfile> {
  const pages = paginateScan(
    { client: dynamo() },
    {
      TableName: config.tableName,
      FilterExpression: 'SK = :profile AND #role = :employer AND #status = :active',
      ExpressionAttributeNames: { '#role': 'role', '#status': 'status' },
      ExpressionAttributeValues: { ':profile': 'PROFILE', ':employer': 'employer', ':active': 'active' },
    },
  );
  for await (const page of pages) yield* (page.Items ?? []) as UserProfile[];
}

/** Founds the employer's company unless they have one; answers the company's ID either way. */
async function companyFor(employer: UserProfile): Promise<{ companyID: string; founded: boolean }> {
  if (employer.companyID) return { companyID: employer.companyID, founded: false };
  const founding = foundingWrites(employer);
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [...founding.writes, joinProfileUpdate(founding.companyID, employer.userID)],
      }),
    );
    return { companyID: founding.companyID, founded: true };
  } catch (error) {
    // Another run founded it meanwhile: skip this employer's jobs until the next run.
    if (cancellationCodes(error)?.includes('ConditionalCheckFailed')) return { companyID: '', founded: false };
    throw error;
  }
}

export async function migrateToCompanies(): Promise<MigrationReport> {
  const report: MigrationReport = { employers: 0, companiesFounded: 0, jobsMoved: 0 };
  for await (const employer of activeEmployers()) {
    report.employers += 1;
    const { companyID, founded } = await companyFor(employer);
    if (founded) report.companiesFounded += 1;
    if (!companyID) continue;
    for (const job of await jobsListedUnder(legacyEmployerJobsKey(employer.userID))) {
      await dynamo().send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: jobKey(job.jobID),
          UpdateExpression: 'SET companyID = :company, GSI1PK = :list, postedByName = :name',
          ConditionExpression: 'attribute_exists(PK) AND GSI1PK = :old',
          ExpressionAttributeValues: {
            ':company': companyID,
            ':list': companyJobsKey(companyID),
            ':name': `${employer.firstName} ${employer.lastName}`.trim(),
            ':old': legacyEmployerJobsKey(employer.userID),
          },
        }),
      );
      report.jobsMoved += 1;
    }
  }
  return report;
}
