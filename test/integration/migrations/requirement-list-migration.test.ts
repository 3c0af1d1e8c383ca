// The operators' list of requirements on the real local stack: a requirement stored before it
// (no list keys, no handled flag) is listed by the migration, marked not handled, once.
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { documentClient, useStackTable } from '../../../tools/test-users.js';

const stack = inject('stack');

describe('migration to the requirement list', () => {
  const table = () => stack.env.TABLE_NAME!;
  const db = () => documentClient(stack);
  let requirementID: string;
  const stored = async () =>
    (
      await db().send(
        new GetCommand({ TableName: table(), Key: { PK: `REQUIREMENT#${requirementID}`, SK: 'REQUIREMENT' } }),
      )
    ).Item!;

  beforeAll(async () => {
    useStackTable(stack);
    const { storeRequirement } = await import('#functions/requirements/requirements.js');
    const suffix = randomUUID().slice(0, 8);
    ({ requirementID } = await storeRequirement(
      {
        fullName: 'Ada Lovelace',
        email: `ada-${suffix}@example.org`,
        phoneNo: '+44 20 7946 0000',
        companyName: `Older Engines ${suffix}`,
        requirement: '1',
        details: '',
        duration: '3',
      },
      '127.0.0.1',
    ));
    // As stored before the list: no keys on GSI1, no handled flag.
    await db().send(
      new UpdateCommand({
        TableName: table(),
        Key: { PK: `REQUIREMENT#${requirementID}`, SK: 'REQUIREMENT' },
        UpdateExpression: 'REMOVE GSI1PK, GSI1SK, handled',
      }),
    );
    // The stack's start recorded it done (a new table): this run stands for an older table's.
    await db().send(new DeleteCommand({ TableName: table(), Key: { PK: 'MIGRATION#requirement-list', SK: 'DONE' } }));
  });

  it('lists every requirement by its time, not handled, once', async () => {
    const { runMigration } = await import('#functions/migrations/run-migrations.js');
    const { migrateToRequirementList } = await import('#functions/migrations/requirement-list.js');
    const run = await runMigration(migrateToRequirementList, { pageSize: 1000 });
    expect(run.state).toBe('done');
    expect(run.counts.requirementsListed).toBeGreaterThanOrEqual(1);
    const item = await stored();
    expect(item).toMatchObject({
      GSI1PK: 'REQUIREMENTS',
      GSI1SK: `${String(item.createdAt)}#${requirementID}`,
      handled: false,
    });
    const again = await runMigration(migrateToRequirementList, { pageSize: 1000 });
    expect(again.state).toBe('already done');
  });
});
