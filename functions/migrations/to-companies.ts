// The move to companies (docs/product/teams.md): before teams, each employer account was a
// company of one, its jobs listed under the employer (GSI1 `EMPLOYER#<userID>`). Each such
// employer becomes the Owner of a company founded from their profile's company fields, and
// their jobs move to it. Every write is conditioned, so a step run twice changes nothing more:
// a founded employer is not founded again (the profile's companyID), a moved job is no longer
// under its old key.
//
// A Scan of employer profiles: no key lists "every employer".
import { userKey, type UserProfile, fullName } from '#functions/accounts/index.js';
import { companyJobsKey, jobKey, jobsListedUnder, legacyEmployerJobsKey } from '#functions/jobs/index.js';
import { foundingWrites, freeSlugFor, joinProfileUpdate } from '#functions/teams/index.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';
import { scanPage, type Migration } from './migration.js';
import { getItem, transact, updateItem } from '#platform/dynamodb/table.js';

/** Founds the employer's company unless they have one; answers the company's ID either way. */
async function companyFor(employer: UserProfile): Promise<{ companyID: string; founded: boolean }> {
  if (employer.companyID) return { companyID: employer.companyID, founded: false };
  const founding = foundingWrites(employer, await freeSlugFor(employer.companyName ?? ''));
  try {
    await transact([...founding.writes, joinProfileUpdate(founding.companyID, employer.userID)]);
    return { companyID: founding.companyID, founded: true };
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    // Another run founded it meanwhile: move the jobs to that company.
    const profile = await getItem({ Key: userKey(employer.userID), ConsistentRead: true });
    return { companyID: String(profile.Item?.companyID ?? ''), founded: false };
  }
}

async function moveJobs(employer: UserProfile, companyID: string): Promise<number> {
  let moved = 0;
  for (const job of await jobsListedUnder(legacyEmployerJobsKey(employer.userID))) {
    try {
      await updateItem({
        Key: jobKey(job.jobID),
        UpdateExpression: 'SET companyID = :company, GSI1PK = :list, postedByName = :name',
        ConditionExpression: 'attribute_exists(PK) AND GSI1PK = :old',
        ExpressionAttributeValues: {
          ':company': companyID,
          ':list': companyJobsKey(companyID),
          ':name': fullName(employer),
          ':old': legacyEmployerJobsKey(employer.userID),
        },
      });
      moved += 1;
    } catch (error) {
      // Moved or deleted meanwhile.
      if (!conditionFailed(error)) throw error;
    }
  }
  return moved;
}

export const migrateToCompanies: Migration = {
  id: 'companies',
  async step(cursor, pageSize) {
    const page = await scanPage(
      {
        FilterExpression: 'SK = :profile AND #role = :employer AND #status = :active',
        ExpressionAttributeNames: { '#role': 'role', '#status': 'status' },
        ExpressionAttributeValues: { ':profile': 'PROFILE', ':employer': 'employer', ':active': 'active' },
      },
      cursor,
      pageSize,
    );
    const counts = { itemsRead: page.read, employers: 0, companiesFounded: 0, jobsMoved: 0 };
    for (const employer of page.items as unknown as UserProfile[]) {
      counts.employers += 1;
      const { companyID, founded } = await companyFor(employer);
      if (founded) counts.companiesFounded += 1;
      if (companyID) counts.jobsMoved += await moveJobs(employer, companyID);
    }
    return { next: page.next, counts };
  },
};
