// The data migrations' function (run-migrations.ts), started by a CDK trigger on the deploy
// that changes it, without the deploy waiting for it (infra/api-stack.ts). It works until
// little of its time is left, then hands the rest to a fresh invocation of itself, which goes
// on from the checkpoint; every step is logged with what is done so far.
import { InvokeCommand } from '@aws-sdk/client-lambda';
import { lambda } from '#platform/clients/lambda.js';
import { logger } from '#platform/observability/logger.js';
import { taskHandler } from '#platform/observability/observability.js';
import { runMigrations } from './run-migrations.js';

export const handler = taskHandler(async (_event, context) => {
  const run = await runMigrations({
    timeLeft: () => context.getRemainingTimeInMillis(),
    onStep: (id, counts) => logger.info('data migration step', { migration: id, ...counts }),
  });
  logger.info(run.finished ? 'data migrations finished' : 'data migrations continue in a new invocation', {
    migrations: run.migrations,
  });
  if (!run.finished)
    await lambda().send(
      new InvokeCommand({
        FunctionName: context.invokedFunctionArn,
        InvocationType: 'Event',
        Payload: JSON.stringify({ continuation: true }),
      }),
    );
  return run;
});
