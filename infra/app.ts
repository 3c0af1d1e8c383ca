// CDK app entry (cdk.json: `npx tsx infra/app.ts`). The stage comes from context:
// `npx cdk synth -c stage=prod`; cdk.json sets the default `dev`.
// The stack is environment-agnostic (no account/region), so synth needs no credentials.
import { App, Tags } from 'aws-cdk-lib';
import { PlaceholderStack } from './placeholder-stack.js';

const app = new App();

const stage: unknown = app.node.tryGetContext('stage') ?? 'dev';
if (typeof stage !== 'string' || !/^[a-z][a-z0-9-]{0,19}$/.test(stage)) {
  throw new Error(
    `Context "stage" must be a lowercase name (letters, digits, hyphens; at most 20 characters), got ${JSON.stringify(stage)}.`,
  );
}

new PlaceholderStack(app, `RemoteHiring-${stage}`, {
  stage,
  description: `Remote hiring marketplace (${stage}): placeholder foundation stack.`,
});

Tags.of(app).add('project', 'remote-hiring');
Tags.of(app).add('stage', stage);

app.synth();
