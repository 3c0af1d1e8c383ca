// Builds the whole CDK app the way `cdk synth` does (infra/marketplace.ts, the feature flags
// of cdk.json), with bundling skipped (context aws:cdk:bundling-stacks = []): no function bundles and
// no web build run, functions get placeholder code. Settings come from context, so a test
// states the operator's -c options it means.
import { readFileSync } from 'node:fs';
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildMarketplace, createApp, type Marketplace } from '../../../infra/marketplace.js';
import { readSettings, type DeploySettings } from '../../../infra/settings.js';
import { withNestedStacks } from './nested-stacks.js';

const cdkJson = JSON.parse(readFileSync(new URL('../../../cdk.json', import.meta.url), 'utf8')) as {
  context: Record<string, unknown>;
};

export const SENDER = 'no-reply@hire.example.org';
export const OPERATORS = 'operators@hire.example.org';
export const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/0b6d2f1e-1234-4abc-9def-0123456789ab';

export interface SynthesizedMarketplace extends Marketplace {
  readonly settings: DeploySettings;
  readonly app: ReturnType<typeof createApp>;
  /**
   * The template of a stack, its nested stacks' resources merged in (support/nested-stacks.ts): the
   * app is synthesized, cdk-nag included, on first use.
   */
  readonly template: (stack: Stack) => Template;
}

/** An app with cdk.json's feature flags, bundling skipped, and the operator's context. */
export const testApp = (context: Record<string, unknown> = {}) =>
  createApp({
    context: {
      ...cdkJson.context,
      'aws:cdk:bundling-stacks': [],
      senderEmail: SENDER,
      operatorsEmail: OPERATORS,
      ...context,
    },
  });

export function synthMarketplace(context: Record<string, unknown> = {}): SynthesizedMarketplace {
  const app = testApp(context);
  const settings = readSettings(app.node, () => {});
  const stacks = buildMarketplace(app, settings);
  const own = new Map<Stack, Template>();
  const ownTemplate = (stack: Stack) => {
    let cached = own.get(stack);
    if (!cached) own.set(stack, (cached = Template.fromStack(stack)));
    return cached;
  };
  const templates = new Map<Stack, Template>();
  const template = (stack: Stack) => {
    let cached = templates.get(stack);
    if (!cached) templates.set(stack, (cached = withNestedStacks(stack, ownTemplate)));
    return cached;
  };
  return { ...stacks, settings, app, template };
}

type CfnResource = {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
};

/** The resources of a type, by logical id. */
export const resourcesOf = (template: Template, type: string) =>
  template.findResources(type) as Record<string, CfnResource>;

/** The logical id of a construct's CloudFormation resource. */
export const logicalId = (construct: { node: { defaultChild?: unknown } }): string => {
  const child = construct.node.defaultChild as { stack: Stack } | undefined;
  if (!child) throw new Error('construct has no default child');
  return child.stack.getLogicalId(child as never);
};

/** Building and synthesizing an app takes seconds, more on a busy machine: hooks that do it get this timeout. */
export const SYNTH_TIMEOUT = 120_000;
