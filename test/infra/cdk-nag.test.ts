// cdk-nag's AwsSolutions rules run on every synth (a validation plugin registered by
// buildMarketplace). These tests read the plugin's validation report in the cloud
// assembly: no finding may be left unacknowledged, and every acknowledgement must name
// one rule and say why.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { buildMarketplace } from '../../infra/marketplace.js';
import { readSettings } from '../../infra/settings.js';
import { routeList } from '../../shared/routes.js';
import { CERTIFICATE, synthMarketplace, SYNTH_TIMEOUT, testApp } from './support/marketplace.js';

interface ValidationReport {
  pluginReports: Array<{
    pluginName: string;
    conclusion: string;
    violations: Array<{ ruleName: string; severity: string; violatingConstructs: Array<{ constructPath: string }> }>;
  }>;
}

/** Synthesizes the app and returns the validation report CDK wrote, and the error synth threw, if any. */
function synthAndReport(app: ReturnType<typeof testApp>): { report: ValidationReport; failure: unknown } {
  let failure: unknown;
  try {
    app.synth();
  } catch (error) {
    failure = error;
  }
  const report = JSON.parse(readFileSync(path.join(app.outdir, 'validation-report.json'), 'utf8')) as ValidationReport;
  return { report, failure };
}

const findings = (report: ValidationReport, plugin: string) =>
  (report.pluginReports.find((p) => p.pluginName === plugin)?.violations ?? []).flatMap((violation) =>
    violation.violatingConstructs.map(
      (construct) => `${violation.severity} ${violation.ruleName} at ${construct.constructPath}`,
    ),
  );

/** Every acknowledgement recorded in the app (Validations.of(x).acknowledge records `{ [rule id]: reason }`). */
function acknowledgements(root: IConstruct): Array<{ path: string; id: string; reason: string }> {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .map(([id, reason]) => ({ path: construct.node.path, id, reason })),
  );
}

describe('cdk-nag AwsSolutions checks', () => {
  const configurations: Array<[string, Record<string, unknown>]> = [
    ['a throwaway stage on the CloudFront domain', { stage: 'dev' }],
    [
      'production on a custom domain, SES sandbox recipients',
      {
        stage: 'prod',
        domainName: 'hire.example.org',
        certificateArn: CERTIFICATE,
        sandboxRecipients: 'qa@example.org',
      },
    ],
  ];

  for (const [label, context] of configurations) {
    it(
      `leave no unacknowledged finding: ${label}`,
      () => {
        const m = synthMarketplace(context);
        const { report, failure } = synthAndReport(m.app);
        // A clean run lists no plugin report at all; the last test shows the same report
        // does carry AwsSolutions findings when there are some.
        expect(findings(report, 'AwsSolutions')).toEqual([]);
        // Nor any CDK warning (they land in the same report).
        expect(report.pluginReports.flatMap((p) => p.violations.map((v) => `${p.pluginName}: ${v.ruleName}`))).toEqual(
          [],
        );
        expect(failure).toBeUndefined();

        // Ours: the CDK also records acknowledgements of its own template checks (CloudFormation-Validate::...).
        const acknowledged = acknowledgements(m.app).filter(({ id }) => !id.startsWith('CloudFormation-Validate::'));
        expect(acknowledged.length).toBeGreaterThan(0);
        for (const { path: at, id, reason } of acknowledged) {
          expect(id, at).toMatch(/^AwsSolutions::AwsSolutions-[A-Z]+\d+(\[.+\])?$/);
          expect(reason.length, `reason for ${id} at ${at}: "${reason}"`).toBeGreaterThanOrEqual(60);
        }
      },
      SYNTH_TIMEOUT,
    );
  }

  it(
    'fail the synth on a finding nobody acknowledged',
    () => {
      // The real app with a single route (fast), plus buckets without TLS enforcement or logs.
      const app = testApp({ stage: 'dev' });
      const stacks = buildMarketplace(
        app,
        readSettings(app.node, () => {}),
        routeList.slice(0, 1),
      );
      new s3.Bucket(stacks.data, 'CarelessBucket');
      // The checks reach into nested stacks too (the Api stack's calls, infra/api-calls.ts).
      const [calls] = [...stacks.api.areas.values()];
      new s3.Bucket(calls!, 'CarelessBucket');
      const { report, failure } = synthAndReport(app);
      expect(findings(report, 'AwsSolutions')).toEqual(
        expect.arrayContaining([
          'error AwsSolutions-S1 at RemoteHiring-dev-Data/CarelessBucket/Resource',
          'error AwsSolutions-S10 at RemoteHiring-dev-Data/CarelessBucket/Resource',
          `error AwsSolutions-S10 at ${calls!.node.path}/CarelessBucket/Resource`,
        ]),
      );
      expect(String(failure)).toContain('AwsSolutions-S10');
    },
    SYNTH_TIMEOUT,
  );
});
