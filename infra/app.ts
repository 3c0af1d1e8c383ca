// CDK app entry (cdk.json: `npx tsx infra/app.ts`). Settings come from context
// (`-c stage=prod -c senderEmail=...`, see infra/settings.ts and README "Deploying to
// AWS"); cdk.json sets the default stage `dev`. The stacks are environment-agnostic (no
// account or region lookups), so synth needs no credentials and no network.
import { buildMarketplace, createApp } from './marketplace.js';
import { readSettings } from './settings.js';

const app = createApp();
buildMarketplace(app, readSettings(app.node));
app.synth();
